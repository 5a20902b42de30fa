import type { Messages } from '../../../lib/i18n/index.ts';

const de: Messages = {
  'ntp.InfoTitle': 'NTP-Informationen',
  'ntp.SettingsTitle': 'NTP-Einstellungen',
};

export default de;
