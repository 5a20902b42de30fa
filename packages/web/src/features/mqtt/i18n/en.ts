import type { Messages } from '../../../lib/i18n/index.ts';

const en: Messages = {
  'mqtt.InfoTitle': 'MQTT information',
  'mqtt.SettingsTitle': 'MQTT settings',
};

export default en;
