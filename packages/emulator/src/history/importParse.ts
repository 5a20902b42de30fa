/**
 * Reading an import file (POST /api/x/history/import, issue 29): `date,energy[,serial]` as written by
 * hand or by a spreadsheet, German files (`Datum;Ertrag (kWh)`, `01.09.2024`, `23,48`) and our own day
 * export (`date,serial,inverter,wh,…`) read back by its column names. The whole file is read before
 * anything is stored; the first line that cannot be read without guessing refuses it, naming the line.
 */
import { HISTORY_LIMITS } from '@dtu-web/protocol';
import { dayKeyOf, dayNumber } from './calendar.ts';
import { splitCsvLine } from './csv.ts';

export class ImportError extends Error {}

export interface ImportRow {
  day: string;
  wh: number;
  /** '' = the plant (no inverter named). */
  serial: string;
}

export interface ParsedImport {
  rows: ImportRow[];
  unit: 'Wh' | 'kWh';
}

/** A plausible ceiling for one day (a large home plant of 100 kWp in midsummer makes ~800 kWh). */
const MAX_DAY_WH = 10_000_000;

const DATE_NAMES = new Set(['date', 'datum', 'tag', 'day']);
const SERIAL_NAMES = new Set(['serial', 'seriennummer', 'serial number', 'sn']);
const ENERGY_NAMES = /^(wh|kwh|energy|energie|ertrag|yield|energy_wh|energy_kwh|yield_wh|yield_kwh)\b/;

interface Layout {
  separator: string;
  /** Cells a data line has at most (the header's; without a header date, energy and a serial). */
  width: number;
  date: number;
  energy: number;
  serial: number | undefined;
  unit: 'Wh' | 'kWh';
  /** Without a header: cells a data line may have (date, energy, optional serial). */
  fixed: boolean;
}

const cellName = (cell: string): string => cell.trim().toLowerCase();

function separatorOf(line: string): string {
  if (line.includes(';')) return ';';
  if (line.includes('\t')) return '\t';
  return ',';
}

function layoutOf(first: string): { layout: Layout; header: boolean } {
  const separator = separatorOf(first);
  const cells = splitCsvLine(first, separator).map(cellName);
  if (!DATE_NAMES.has(cells[0] ?? '')) {
    return {
      layout: { separator, width: 3, date: 0, energy: 1, serial: 2, unit: 'Wh', fixed: true },
      header: false,
    };
  }
  let energy = cells.findIndex((c, i) => i > 0 && ENERGY_NAMES.test(c));
  if (energy < 0) energy = cells.length > 1 ? 1 : -1;
  if (energy < 0) throw new ImportError('line 1: the header names no energy column (e.g. "date,wh")');
  const serialAt = cells.findIndex((c) => SERIAL_NAMES.has(c));
  const unit = /kwh/.test(cells[energy] ?? '') ? 'kWh' : 'Wh';
  return {
    layout: {
      separator,
      width: cells.length,
      date: 0,
      energy,
      serial: serialAt < 0 ? undefined : serialAt,
      unit,
      fixed: false,
    },
    header: true,
  };
}

/** `YYYY-MM-DD` or `DD.MM.YYYY` (also `D.M.YYYY`) → `YYYY-MM-DD`, or undefined. */
function dayOf(text: string): string | undefined {
  if (dayNumber(text) !== undefined) return text;
  const m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  if (m === null) return undefined;
  const key = `${m[3] ?? ''}-${(m[2] ?? '').padStart(2, '0')}-${(m[1] ?? '').padStart(2, '0')}`;
  const n = dayNumber(key);
  return n === undefined ? undefined : dayKeyOf(n);
}

type Mark = '.' | ',';

/** The decimal mark a value shows without doubt, or undefined (none, or a 3-digit group that may be either). */
function evidentMark(text: string): Mark | undefined {
  if (/^\d{1,3}(\.\d{3})+,\d+$/.test(text)) return ',';
  if (/^\d{1,3}(,\d{3})+\.\d+$/.test(text)) return '.';
  const single = /^\d+([.,])(\d+)$/.exec(text);
  if (single === null || single[2]?.length === 3) return undefined;
  return single[1] as Mark;
}

/** The number a value stands for with the file's decimal mark; NaN when it is no number; 'ambiguous'. */
function numberOf(text: string, mark: Mark | undefined): number | 'ambiguous' {
  if (/^\d+$/.test(text)) return Number(text);
  const evident = evidentMark(text);
  const decided = evident ?? mark;
  if (decided === undefined) return /^\d+[.,]\d{3}$/.test(text) ? 'ambiguous' : Number.NaN;
  const group = decided === ',' ? '.' : ',';
  if (!new RegExp(`^\\d{1,3}(\\${group}\\d{3})*(\\${decided}\\d+)?$|^\\d+(\\${decided}\\d+)?$`).test(text)) {
    return Number.NaN;
  }
  return Number(text.replaceAll(group, '').replace(decided, '.'));
}

/**
 * Reads the file. `serials`: the inverters the gateway's history knows; a line naming another is refused
 * (without a header, `2023-05-01,23,48` would otherwise be 23 Wh of a phantom inverter "48").
 */
export function parseImport(text: string, serials?: readonly string[]): ParsedImport {
  const known = serials === undefined ? undefined : new Map(serials.map((s) => [s.toLowerCase(), s]));
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const firstAt = lines.findIndex((l) => l.trim() !== '');
  if (firstAt < 0) return { rows: [], unit: 'Wh' };
  const { layout, header } = layoutOf(lines[firstAt] ?? '');
  const data: { line: number; cells: string[] }[] = [];
  lines.forEach((raw, i) => {
    if (raw.trim() === '' || (header && i === firstAt)) return;
    data.push({ line: i + 1, cells: splitCsvLine(raw.trim(), layout.separator) });
    if (data.length > HISTORY_LIMITS.importRows) {
      throw new ImportError(`more than ${String(HISTORY_LIMITS.importRows)} rows`);
    }
  });
  // The file's decimal mark: what its values show without doubt, the same throughout.
  let mark: Mark | undefined;
  let markLine = 0;
  for (const { line, cells } of data) {
    const found = evidentMark(cells[layout.energy] ?? '');
    if (found === undefined || found === mark) continue;
    if (mark !== undefined) {
      throw new ImportError(
        `line ${String(line)}: "${cells[layout.energy] ?? ''}" uses "${found}" as decimal mark, line ${String(markLine)} "${mark}"`,
      );
    }
    mark = found;
    markLine = line;
  }
  const scale = layout.unit === 'kWh' ? 1000 : 1;
  const rows = data.map(({ line, cells }) => {
    const where = `line ${String(line)}`;
    if (layout.fixed && (cells.length < 2 || cells.length > 3)) {
      throw new ImportError(`${where}: expected date,energy[,serial] (${String(cells.length)} columns)`);
    }
    // More cells than the header names: a decimal comma in a comma-separated file, most likely.
    if (!layout.fixed && cells.length > layout.width) {
      throw new ImportError(
        `${where}: ${String(cells.length)} cells under a header of ${String(layout.width)}; a decimal comma needs ";" as separator or quotes`,
      );
    }
    const dateText = cells[layout.date] ?? '';
    const day = dayOf(dateText);
    if (day === undefined) {
      throw new ImportError(`${where}: "${dateText}" is no date (YYYY-MM-DD or DD.MM.YYYY)`);
    }
    const energyText = cells[layout.energy] ?? '';
    const value = numberOf(energyText, mark);
    if (value === 'ambiguous') {
      throw new ImportError(
        `${where}: "${energyText}" could be a decimal or a thousands value; write it without a thousands separator`,
      );
    }
    const wh = Math.round(value * scale * 1000) / 1000;
    if (!(wh >= 0 && wh <= MAX_DAY_WH)) {
      throw new ImportError(`${where}: "${energyText}" is no energy in ${layout.unit}`);
    }
    const serial = layout.serial === undefined ? '' : (cells[layout.serial] ?? '');
    if (serial !== '' && !/^[0-9a-fA-F]{1,16}$/.test(serial)) {
      throw new ImportError(`${where}: "${serial}" is no inverter serial`);
    }
    const stored =
      serial === '' ? '' : known === undefined ? serial.toLowerCase() : known.get(serial.toLowerCase());
    if (stored === undefined) throw new ImportError(`${where}: "${serial}" is no inverter of this gateway`);
    return { day, wh, serial: stored };
  });
  return { rows, unit: layout.unit };
}
