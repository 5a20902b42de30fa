import type { Messages } from '../../../lib/i18n/index.ts';

/** The strings the firmware build's Alerts stand-in shows (build/withoutCompanion.ts). */
const de: Messages = {
  'alerts.Title': 'Meldungen',
  'alerts.NoCompanion':
    'Meldungen brauchen den Begleitdienst vor dem Gateway; dieses Gateway wird direkt angesprochen.',
};

export default de;
