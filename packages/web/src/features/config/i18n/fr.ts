import type { Messages } from '../../../lib/i18n/index.ts';

const fr: Messages = {
  'config.Title': 'Gestion de la configuration',
};

export default fr;
