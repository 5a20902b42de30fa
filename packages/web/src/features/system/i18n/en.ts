import type { Messages } from '../../../lib/i18n/index.ts';

const en: Messages = {
  'system.Title': 'System information',
};

export default en;
