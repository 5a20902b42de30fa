import type { Messages } from '../../../lib/i18n/index.ts';

const fr: Messages = {
  'dtu.Title': 'Paramètres du DTU',
};

export default fr;
