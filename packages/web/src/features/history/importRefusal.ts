/**
 * The companion refuses an import file with its own (English) words naming the line (companion-api §0:
 * `{"type":"warning","message":"…","code":90001}`, no field beyond). Each refusal it can give is read
 * back here into the owner's language; a message not known here is shown as the companion wrote it.
 */
import type { Translate } from '../../lib/i18n/index.ts';

type Reading = [RegExp, (m: RegExpExecArray, t: Translate) => string];

const LINE = String.raw`^line (\d+): `;
const QUOTED = String.raw`"([^"]*)"`;

const READINGS: readonly Reading[] = [
  [/^line 1: the header names no energy column/, (_m, t) => t('history.ImportNoEnergyColumn')],
  [/^more than (\d+) rows$/, (m, t) => t('history.ImportTooManyRows', { rows: Number(m[1]) })],
  [/^the file is too large$/, (_m, t) => t('history.ImportTooLarge')],
  [
    new RegExp(`${LINE}${QUOTED} uses "(.)" as decimal mark, line (\\d+) "(.)"$`),
    (m, t) =>
      t('history.ImportMixedMarks', { line: m[1], value: m[2], mark: m[3], other: m[4], otherMark: m[5] }),
  ],
  [
    new RegExp(`${LINE}expected date,energy\\[,serial\\] \\((\\d+) columns\\)$`),
    (m, t) => t('history.ImportColumns', { line: m[1], cells: m[2] }),
  ],
  [
    new RegExp(`${LINE}(\\d+) cells under a header of (\\d+);`),
    (m, t) => t('history.ImportExtraCells', { line: m[1], cells: m[2], width: m[3] }),
  ],
  [
    new RegExp(`${LINE}${QUOTED} is no date`),
    (m, t) => t('history.ImportNoDate', { line: m[1], value: m[2] }),
  ],
  [
    new RegExp(`${LINE}${QUOTED} could be a decimal or a thousands value`),
    (m, t) => t('history.ImportAmbiguous', { line: m[1], value: m[2] }),
  ],
  [
    new RegExp(`${LINE}${QUOTED} is no energy in (k?Wh)$`),
    (m, t) => t('history.ImportNoEnergy', { line: m[1], value: m[2], unit: m[3] }),
  ],
  [
    new RegExp(`${LINE}${QUOTED} is no inverter serial$`),
    (m, t) => t('history.ImportNoSerial', { line: m[1], value: m[2] }),
  ],
  [
    new RegExp(`${LINE}${QUOTED} is no inverter of this gateway$`),
    (m, t) => t('history.ImportUnknownSerial', { line: m[1], value: m[2] }),
  ],
];

/** The refusal in the owner's language. */
export function importRefusal(message: string, t: Translate): string {
  for (const [pattern, text] of READINGS) {
    const match = pattern.exec(message);
    if (match !== null) return t('history.ImportRefused', { message: text(match, t) });
  }
  return t('history.ImportRefused', { message });
}

/** Below this every day of a file read in Wh is more likely kWh (a decimal comma read as a decimal). */
export const SMALL_DAY_WH = 100;

/** Every line read is implausibly small for a day in Wh. */
export function looksLikeKwh(unit: string | undefined, values: readonly number[]): boolean {
  return (unit ?? 'Wh') === 'Wh' && values.length > 0 && values.every((wh) => wh < SMALL_DAY_WH);
}
