import type { Messages } from '../../../lib/i18n/index.ts';

const fr: Messages = {
  'inverters.Title': 'Paramètres des onduleurs',
};

export default fr;
