import type { Messages } from '../../../lib/i18n/index.ts';

const fr: Messages = {
  'ntp.InfoTitle': 'Informations NTP',
  'ntp.SettingsTitle': 'Paramètres NTP',
};

export default fr;
