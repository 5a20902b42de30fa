import type { Messages } from '../../../lib/i18n/index.ts';

const en: Messages = {
  'dtu.Title': 'DTU settings',
};

export default en;
