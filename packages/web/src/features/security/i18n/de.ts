import type { Messages } from '../../../lib/i18n/index.ts';

const de: Messages = {
  'security.Title': 'Sicherheitseinstellungen',
};

export default de;
