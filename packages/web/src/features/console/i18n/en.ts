import type { Messages } from '../../../lib/i18n/index.ts';

const en: Messages = {
  'console.Title': 'Console',
};

export default en;
