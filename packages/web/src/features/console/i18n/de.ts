import type { Messages } from '../../../lib/i18n/index.ts';

const de: Messages = {
  'console.Title': 'Konsole',
};

export default de;
