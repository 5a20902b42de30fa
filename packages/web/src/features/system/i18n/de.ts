import type { Messages } from '../../../lib/i18n/index.ts';

const de: Messages = {
  'system.Title': 'Systeminformationen',
};

export default de;
