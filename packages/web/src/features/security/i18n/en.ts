import type { Messages } from '../../../lib/i18n/index.ts';

const en: Messages = {
  'security.Title': 'Security settings',
};

export default en;
