import type { Messages } from '../../../lib/i18n/index.ts';

const en: Messages = {
  'notfound.Title': 'Page not found',
  'notfound.Text': 'There is no screen at {path}.',
  'notfound.Home': 'Back to the live view',
};

export default en;
