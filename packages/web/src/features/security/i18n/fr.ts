import type { Messages } from '../../../lib/i18n/index.ts';

const fr: Messages = {
  'security.Title': 'Paramètres de sécurité',
};

export default fr;
