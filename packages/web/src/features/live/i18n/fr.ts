import type { Messages } from '../../../lib/i18n/index.ts';

const fr: Messages = {
  'live.Title': 'Vue en direct',
  'live.Placeholder': 'Les données en direct des onduleurs apparaîtront ici.',
};

export default fr;
