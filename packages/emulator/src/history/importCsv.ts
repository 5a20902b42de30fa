/**
 * POST /api/x/history/import: past daily yields from a CSV `date,wh[,serial]` (companion-api §2). The
 * whole file is checked first; one malformed line refuses it all, so nothing half-imported remains.
 */
import type { HistoryImportResult } from '@dtu-web/protocol';
import { HISTORY_LIMITS } from '@dtu-web/protocol';
import { dayNumber } from './calendar.ts';
import { splitCsvLine } from './csv.ts';
import { PLANT, type HistoryStore } from './store.ts';

export class ImportError extends Error {}

interface ImportRow {
  day: string;
  wh: number;
  serial: string;
}

/** A plausible ceiling for one day (a large home plant of 100 kWp in midsummer makes ~800 kWh). */
const MAX_DAY_WH = 10_000_000;

export function parseImport(text: string): ImportRow[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const rows: ImportRow[] = [];
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || (rows.length === 0 && /^"?date"?\s*[,;]/i.test(line))) return;
    const separator = line.includes(';') ? ';' : ',';
    const cells = splitCsvLine(line, separator);
    const where = `line ${String(i + 1)}`;
    if (cells.length < 2 || cells.length > 3) throw new ImportError(`${where}: expected date,wh[,serial]`);
    const [date = '', whText = '', serial = ''] = cells;
    if (dayNumber(date) === undefined) throw new ImportError(`${where}: "${date}" is no date YYYY-MM-DD`);
    const number = separator === ';' ? whText.replace(',', '.') : whText;
    const wh = /^\d+(\.\d+)?$/.test(number) ? Number(number) : Number.NaN;
    if (!(wh >= 0 && wh <= MAX_DAY_WH)) throw new ImportError(`${where}: "${whText}" is no energy in Wh`);
    if (serial !== '' && !/^[0-9a-fA-F]{1,16}$/.test(serial)) {
      throw new ImportError(`${where}: "${serial}" is no inverter serial`);
    }
    rows.push({ day: date, wh, serial: serial.toLowerCase() });
    if (rows.length > HISTORY_LIMITS.importRows) {
      throw new ImportError(`more than ${String(HISTORY_LIMITS.importRows)} rows`);
    }
  });
  return rows;
}

/**
 * Stores the rows as imported days and commits. Skipped: days recorded here (for that inverter, or
 * any recording for a plant-level row), today and later. A day imported before is replaced.
 */
export function importDays(
  store: HistoryStore,
  gateway: string,
  rows: readonly ImportRow[],
  today: string,
): HistoryImportResult {
  let imported = 0;
  let skipped = 0;
  const seen = new Set<string>();
  for (const row of rows) {
    const key = `${row.serial}|${row.day}`;
    const existing = store.days(gateway, row.day, row.day);
    const recorded = existing.some(
      (d) => !d.imported && (row.serial === PLANT ? d.wh > 0 || d.serial !== PLANT : d.serial === row.serial),
    );
    if (row.day >= today || recorded || seen.has(key)) {
      skipped++;
      continue;
    }
    seen.add(key);
    store.putDay(gateway, row.serial, {
      day: row.day,
      wh: row.wh,
      maxW: 0,
      stringsWh: [],
      glitches: 0,
      imported: true,
    });
    imported++;
  }
  store.commit();
  return { type: 'success', imported, skipped };
}
