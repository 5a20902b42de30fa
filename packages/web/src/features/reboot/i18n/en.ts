import type { Messages } from '../../../lib/i18n/index.ts';

const en: Messages = {
  'reboot.Title': 'Device reboot',
};

export default en;
