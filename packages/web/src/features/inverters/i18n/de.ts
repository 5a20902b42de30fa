import type { Messages } from '../../../lib/i18n/index.ts';

const de: Messages = {
  'inverters.Title': 'Wechselrichter-Einstellungen',
};

export default de;
