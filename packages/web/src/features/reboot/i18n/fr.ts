import type { Messages } from '../../../lib/i18n/index.ts';

const fr: Messages = {
  'reboot.Title': "Redémarrage de l'appareil",
};

export default fr;
