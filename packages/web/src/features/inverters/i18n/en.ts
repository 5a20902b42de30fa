import type { Messages } from '../../../lib/i18n/index.ts';

const en: Messages = {
  'inverters.Title': 'Inverter settings',
};

export default en;
