/**
 * GET /api/x/history/export: any range as a table of samples, 5-minute means or days (companion-api §2),
 * produced slice by slice (a few hours of samples, a month of days) so an export of a year never holds
 * more than one slice: the route streams each slice out before it reads the next (issue 29).
 */
import type { ExportResolution } from '@dtu-web/protocol';
import { bucketOf, meansOf } from './aggregate.ts';
import { dayBounds, dayKeyOf, dayNumber, isoLocal, offsetOfTz } from './calendar.ts';
import type { Cell } from './csv.ts';
import { PLANT, type HistoryStore, type PowerRow } from './store.ts';

export interface ExportPlan {
  tz: string;
  columns: string[];
  /** The rows, oldest first, one slice at a time (each read from the store when it is asked for). */
  slices(): Generator<Cell[][]>;
}

/** Time one slice covers: about 70 rows per inverter either way. */
const SLICE_MS: Record<'sample' | '5min', number> = { sample: 3_600_000, '5min': 6 * 3_600_000 };
/** Days one slice of the day table covers. */
const DAY_SLICE = 31;

const numbered = (prefix: string, n: number): string[] =>
  Array.from({ length: n }, (_, i) => `${prefix}_${String(i + 1)}`);

const pad = (values: readonly number[], n: number): Cell[] =>
  Array.from({ length: n }, (_, i) => values[i] ?? null);

const round1 = (v: number): number => Math.round(v * 10) / 10;

export function exportPlan(
  store: HistoryStore,
  gateway: string,
  fromDay: string,
  toDay: string,
  resolution: ExportResolution,
): ExportPlan {
  const tz = store.gatewayTz(gateway) ?? '';
  const offset = offsetOfTz(tz);
  const inverters = store.inverters(gateway);
  const names = new Map(inverters.map((i) => [i.serial, i.name]));
  const n = Math.max(0, ...inverters.map((i) => i.strings.length));
  const firstDay = dayNumber(fromDay) ?? 0;
  const lastDay = dayNumber(toDay) ?? 0;
  if (resolution === 'day') {
    const columns = ['date', 'serial', 'inverter', 'wh', 'max_w', ...numbered('string_wh', n)];
    return {
      tz,
      columns: [...columns, 'repaired', 'imported', 'seeded'],
      *slices() {
        for (let day = firstDay; day <= lastDay; day += DAY_SLICE) {
          const end = Math.min(lastDay, day + DAY_SLICE - 1);
          yield store.days(gateway, dayKeyOf(day), dayKeyOf(end)).flatMap((d) => {
            if (d.serial === PLANT && !d.imported) return [];
            const name = d.serial === PLANT ? '' : (names.get(d.serial) ?? d.serial);
            const head: Cell[] = [d.day, d.serial, name, d.wh, d.maxW, ...pad(d.stringsWh, n)];
            return [[...head, d.glitches > 0, d.imported, d.seeded === true]];
          });
        }
      },
    };
  }
  const from = dayBounds(firstDay, offset)[0];
  const to = dayBounds(lastDay, offset)[1];
  const step = SLICE_MS[resolution];
  return {
    tz,
    columns:
      resolution === 'sample'
        ? ['time', 'serial', 'inverter', 'ac_w', ...numbered('dc_w', n), 'yield_day_wh', 'yield_total_wh']
        : ['time', 'serial', 'inverter', 'ac_w', ...numbered('dc_w', n)],
    *slices() {
      for (let start = from; start < to; start += step) {
        const end = Math.min(to, start + step);
        const rows: { t: number; cells: Cell[] }[] = [];
        for (const info of inverters) {
          const head = (t: number): Cell[] => [isoLocal(t, offset), info.serial, info.name];
          if (resolution === 'sample') {
            for (const s of store.samples(gateway, info.serial, start, end)) {
              rows.push({ t: s.t, cells: [...head(s.t), s.ac, ...pad(s.dc, n), s.yieldDay, s.yieldTotal] });
            }
          } else {
            for (const m of fiveMinutes(store, gateway, info.serial, start, end)) {
              rows.push({ t: m.t, cells: [...head(m.t), round1(m.ac), ...pad(m.dc.map(round1), n)] });
            }
          }
        }
        rows.sort((a, b) => a.t - b.t);
        yield rows.map((r) => r.cells);
      }
    },
  };
}

/**
 * 5-minute means of [from, to): averaged from the samples where they are still kept (also those the
 * background work has not averaged yet), the stored means elsewhere.
 */
function fiveMinutes(
  store: HistoryStore,
  gateway: string,
  serial: string,
  from: number,
  to: number,
): PowerRow[] {
  const fromSamples = meansOf(store.power(gateway, serial, from, to));
  const stored = store.means(gateway, serial, from, to);
  if (fromSamples.length === 0) return stored;
  const covered = new Set(fromSamples.map((m) => bucketOf(m.t)));
  const merged = [...fromSamples, ...stored.filter((m) => !covered.has(bucketOf(m.t)))];
  return merged.sort((a, b) => a.t - b.t);
}
