import type { Messages } from '../../../lib/i18n/index.ts';

const de: Messages = {
  'config.Title': 'Konfigurationsverwaltung',
};

export default de;
