import type { Messages } from '../../../lib/i18n/index.ts';

/** The strings the firmware build's Alerts stand-in shows (build/withoutCompanion.ts). */
const fr: Messages = {
  'alerts.Title': 'Alertes',
  'alerts.NoCompanion':
    'Les alertes nécessitent le compagnon devant la passerelle ; cette passerelle est jointe directement.',
};

export default fr;
