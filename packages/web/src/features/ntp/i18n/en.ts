import type { Messages } from '../../../lib/i18n/index.ts';

const en: Messages = {
  'ntp.InfoTitle': 'NTP information',
  'ntp.SettingsTitle': 'NTP settings',
};

export default en;
