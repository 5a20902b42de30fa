import type { Messages } from '../../../lib/i18n/index.ts';

/** The strings the firmware build's Alerts stand-in shows (build/withoutCompanion.ts). */
const en: Messages = {
  'alerts.Title': 'Alerts',
  'alerts.NoCompanion':
    'Alerts need the companion in front of the gateway; this gateway is reached directly.',
};

export default en;
