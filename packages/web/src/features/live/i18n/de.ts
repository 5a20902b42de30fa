import type { Messages } from '../../../lib/i18n/index.ts';

const de: Messages = {
  'live.Title': 'Live-Ansicht',
  'live.Placeholder': 'Hier erscheinen die Live-Daten der Wechselrichter.',
};

export default de;
