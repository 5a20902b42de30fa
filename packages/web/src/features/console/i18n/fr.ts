import type { Messages } from '../../../lib/i18n/index.ts';

const fr: Messages = {
  'console.Title': 'Console',
};

export default fr;
