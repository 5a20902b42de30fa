import type { Messages } from '../../../lib/i18n/index.ts';

/** The one string the firmware build's History screen shows (build/withoutCompanion.ts). */
const de: Messages = {
  'history.NeedsCompanion':
    'Dieses Gateway speichert selbst keinen Verlauf. Mit dem dtu-web-Begleitserver daneben wird jeder Tag über Jahre aufgezeichnet: Leistungskurven, Tages- und Jahreserträge, ein Check jedes Strings und CSV-Export.',
};

export default de;
