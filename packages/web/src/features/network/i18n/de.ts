import type { Messages } from '../../../lib/i18n/index.ts';

const de: Messages = {
  'network.InfoTitle': 'Netzwerkinformationen',
  'network.SettingsTitle': 'Netzwerkeinstellungen',
};

export default de;
