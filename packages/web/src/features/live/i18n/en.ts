import type { Messages } from '../../../lib/i18n/index.ts';

const en: Messages = {
  'live.Title': 'Live view',
  'live.YieldTotal': 'Total yield',
  'live.YieldDay': 'Yield today',
  'live.Power': 'Power',
  'live.Placeholder': 'The inverters and their channels will be shown here.',
};

export default en;
