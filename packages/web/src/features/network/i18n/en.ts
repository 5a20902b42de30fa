import type { Messages } from '../../../lib/i18n/index.ts';

const en: Messages = {
  'network.InfoTitle': 'Network information',
  'network.SettingsTitle': 'Network settings',
};

export default en;
