import type { Messages } from '../../../lib/i18n/index.ts';

/** The one string the firmware build's History screen shows (build/withoutCompanion.ts). */
const fr: Messages = {
  'history.NeedsCompanion':
    'Cette passerelle ne garde aucun historique. Le serveur compagnon dtu-web, installé à côté, enregistre chaque jour pendant des années\u202f: courbes de puissance, productions journalières et annuelles, contrôle de chaque chaîne et export CSV.',
};

export default fr;
