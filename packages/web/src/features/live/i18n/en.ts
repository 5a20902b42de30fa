import type { Messages } from '../../../lib/i18n/index.ts';

// Only the title is needed before the first paint; everything else loads with the live view's body.
const en: Messages = {
  'live.Title': 'Live view',
};

export default en;
