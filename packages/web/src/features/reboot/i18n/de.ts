import type { Messages } from '../../../lib/i18n/index.ts';

const de: Messages = {
  'reboot.Title': 'Gerät neu starten',
};

export default de;
