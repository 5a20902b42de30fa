import type { Messages } from '../../../lib/i18n/index.ts';

const de: Messages = {
  'mqtt.InfoTitle': 'MQTT-Informationen',
  'mqtt.SettingsTitle': 'MQTT-Einstellungen',
};

export default de;
