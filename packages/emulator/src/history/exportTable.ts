/** GET /api/x/history/export: any range as a table of samples, 5-minute means or days (companion-api §2). */
import type { ExportResolution } from '@dtu-web/protocol';
import { MEAN_MS, meansOf } from './aggregate.ts';
import { dayBounds, dayNumber, isoLocal, offsetOfTz } from './calendar.ts';
import type { Cell } from './csv.ts';
import { PLANT, type HistoryStore } from './store.ts';

export interface ExportTable {
  tz: string;
  columns: string[];
  rows: Cell[][];
}

const numbered = (prefix: string, n: number): string[] =>
  Array.from({ length: n }, (_, i) => `${prefix}_${String(i + 1)}`);

const pad = (values: readonly number[], n: number): Cell[] =>
  Array.from({ length: n }, (_, i) => values[i] ?? null);

export function exportTable(
  store: HistoryStore,
  gateway: string,
  fromDay: string,
  toDay: string,
  resolution: ExportResolution,
): ExportTable {
  const tz = store.gatewayTz(gateway) ?? '';
  const offset = offsetOfTz(tz);
  const inverters = store.inverters(gateway);
  const names = new Map(inverters.map((i) => [i.serial, i.name]));
  const n = Math.max(0, ...inverters.map((i) => i.strings.length));
  if (resolution === 'day') {
    const rows: Cell[][] = store.days(gateway, fromDay, toDay).flatMap((d) => {
      if (d.serial === PLANT && !d.imported) return [];
      return [
        [
          d.day,
          d.serial,
          d.serial === PLANT ? '' : (names.get(d.serial) ?? d.serial),
          d.wh,
          d.maxW,
          ...pad(d.stringsWh, n),
          d.glitches > 0,
          d.imported,
        ],
      ];
    });
    return {
      tz,
      columns: [
        'date',
        'serial',
        'inverter',
        'wh',
        'max_w',
        ...numbered('string_wh', n),
        'repaired',
        'imported',
      ],
      rows,
    };
  }
  const from = dayBounds(dayNumber(fromDay) ?? 0, offset)[0];
  const to = dayBounds(dayNumber(toDay) ?? 0, offset)[1];
  const rows: { t: number; cells: Cell[] }[] = [];
  for (const info of inverters) {
    const head = (t: number): Cell[] => [isoLocal(t, offset), info.serial, info.name];
    if (resolution === 'sample') {
      for (const s of store.samples(gateway, info.serial, from, to)) {
        rows.push({ t: s.t, cells: [...head(s.t), s.ac, ...pad(s.dc, n), s.yieldDay, s.yieldTotal] });
      }
    } else {
      const stored = store.means(gateway, info.serial, from, to);
      // Buckets not averaged yet (the last minutes) are averaged from the samples here.
      const next = stored.length > 0 ? (stored[stored.length - 1]?.t ?? from) + MEAN_MS : from;
      const fresh = meansOf(store.samples(gateway, info.serial, next, to));
      for (const m of [...stored, ...fresh]) {
        const dc = m.dc.map((v) => Math.round(v * 10) / 10);
        rows.push({ t: m.t, cells: [...head(m.t), Math.round(m.ac * 10) / 10, ...pad(dc, n)] });
      }
    }
  }
  rows.sort((a, b) => a.t - b.t);
  const columns =
    resolution === 'sample'
      ? ['time', 'serial', 'inverter', 'ac_w', ...numbered('dc_w', n), 'yield_day_wh', 'yield_total_wh']
      : ['time', 'serial', 'inverter', 'ac_w', ...numbered('dc_w', n)];
  return { tz, columns, rows: rows.map((r) => r.cells) };
}
