import type { Messages } from '../../../lib/i18n/index.ts';

const de: Messages = {
  'dtu.Title': 'DTU-Einstellungen',
};

export default de;
