import type { Messages } from '../../../lib/i18n/index.ts';

const de: Messages = {
  'device.Title': 'Geräteverwaltung',
};

export default de;
