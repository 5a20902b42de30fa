import type { Messages } from '../../../lib/i18n/index.ts';

// Only the title is needed before the first paint; everything else loads with the live view's body.
const fr: Messages = {
  'live.Title': 'Vue en direct',
};

export default fr;
