import type { Messages } from '../../../lib/i18n/index.ts';

const de: Messages = {
  'live.Title': 'Live-Ansicht',
  'live.YieldTotal': 'Gesamtertrag',
  'live.YieldDay': 'Ertrag heute',
  'live.Power': 'Leistung',
  'live.Placeholder': 'Hier werden die Wechselrichter und ihre Kanäle angezeigt.',
};

export default de;
