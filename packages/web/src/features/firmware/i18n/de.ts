import type { Messages } from '../../../lib/i18n/index.ts';

const de: Messages = {
  'firmware.Title': 'Firmware-Aktualisierung',
};

export default de;
