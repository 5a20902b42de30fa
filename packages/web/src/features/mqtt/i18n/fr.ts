import type { Messages } from '../../../lib/i18n/index.ts';

const fr: Messages = {
  'mqtt.InfoTitle': 'Informations MQTT',
  'mqtt.SettingsTitle': 'Paramètres MQTT',
};

export default fr;
