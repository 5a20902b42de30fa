import type { Messages } from '../../../lib/i18n/index.ts';

const fr: Messages = {
  'network.InfoTitle': 'Informations réseau',
  'network.SettingsTitle': 'Paramètres réseau',
};

export default fr;
