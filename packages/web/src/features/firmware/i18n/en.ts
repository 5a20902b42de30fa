import type { Messages } from '../../../lib/i18n/index.ts';

const en: Messages = {
  'firmware.Title': 'Firmware upgrade',
};

export default en;
