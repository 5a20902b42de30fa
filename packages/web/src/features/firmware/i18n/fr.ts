import type { Messages } from '../../../lib/i18n/index.ts';

const fr: Messages = {
  'firmware.Title': 'Mise à jour du micrologiciel',
};

export default fr;
