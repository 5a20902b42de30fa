import type { Messages } from '../../../lib/i18n/index.ts';

/** The one string the firmware build's History screen shows (build/withoutCompanion.ts). */
const en: Messages = {
  'history.NeedsCompanion':
    'This gateway keeps no history of its own. Run the dtu-web companion beside it to record every day for years: power curves, daily and yearly yields, a check of each string, and CSV export.',
};

export default en;
