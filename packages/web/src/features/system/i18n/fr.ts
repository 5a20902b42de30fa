import type { Messages } from '../../../lib/i18n/index.ts';

const fr: Messages = {
  'system.Title': 'Informations système',
};

export default fr;
