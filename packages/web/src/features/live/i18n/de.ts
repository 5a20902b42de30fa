import type { Messages } from '../../../lib/i18n/index.ts';

// Only the title is needed before the first paint; everything else loads with the live view's body.
const de: Messages = {
  'live.Title': 'Live-Ansicht',
};

export default de;
