import type { Messages } from '../../../lib/i18n/index.ts';

const fr: Messages = {
  'device.Title': 'Gestion du matériel',
};

export default fr;
