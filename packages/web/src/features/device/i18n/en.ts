import type { Messages } from '../../../lib/i18n/index.ts';

const en: Messages = {
  'device.Title': 'Device manager',
};

export default en;
