import type { Messages } from '../../../lib/i18n/index.ts';

const en: Messages = {
  'config.Title': 'Configuration management',
};

export default en;
