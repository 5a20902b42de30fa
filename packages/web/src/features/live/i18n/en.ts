import type { Messages } from '../../../lib/i18n/index.ts';

const en: Messages = {
  'live.Title': 'Live view',
  'live.Placeholder': 'Live inverter data will appear here.',
};

export default en;
