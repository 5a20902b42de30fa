/**
 * GET /api/x/history/records (issue 29): best day, month and year and the highest power, of the plant and
 * of each inverter, over every daily value kept (recorded and imported).
 */
import type { EnergyRecord, HistoryRecordSet, HistoryRecords, PowerRecord } from '@dtu-web/protocol';
import { bucketOf } from './aggregate.ts';
import { dayBounds, dayNumber, offsetOfTz, type UtcOffsetFn } from './calendar.ts';
import { energyHistory } from './energy.ts';
import { dayCurve } from './power.ts';
import type { HistoryStore, PowerRow } from './store.ts';

const FIRST = '0000-01-01';
const LAST = '9999-12-31';
const round1 = (v: number): number => Math.round(v * 10) / 10;

class Best {
  private readonly sums = new Map<string, number>();
  add(period: string, wh: number): void {
    this.sums.set(period, (this.sums.get(period) ?? 0) + wh);
  }
  best(): EnergyRecord | null {
    let found: EnergyRecord | null = null;
    for (const [period, wh] of this.sums)
      if (wh > 0 && (found === null || wh > found.wh)) found = { period, wh };
    return found === null ? null : { period: found.period, wh: round1(found.wh) };
  }
}

interface Tally {
  days: Best;
  months: Best;
  years: Best;
  max: { day: string; w: number } | null;
}

const tally = (): Tally => ({ days: new Best(), months: new Best(), years: new Best(), max: null });

function count(t: Tally, day: string, wh: number, maxW: number): void {
  t.days.add(day, wh);
  t.months.add(day.slice(0, 7), wh);
  t.years.add(day.slice(0, 4), wh);
  if (maxW > 0 && (t.max === null || maxW > t.max.w)) t.max = { day, w: maxW };
}

export function historyRecords(store: HistoryStore, gateway: string): HistoryRecords {
  const offset = offsetOfTz(store.gatewayTz(gateway) ?? '');
  const serials = store.inverters(gateway).map((i) => i.serial);
  const plant = tally();
  const inverters = new Map(serials.map((s) => [s, tally()]));
  for (const row of energyHistory(store, gateway, FIRST, LAST, 'day').rows) {
    count(plant, row.period, row.wh, row.max_w);
    for (const [serial, inv] of Object.entries(row.inverters)) {
      let t = inverters.get(serial);
      if (t === undefined) inverters.set(serial, (t = tally()));
      count(t, row.period, inv.wh, inv.max_w);
    }
  }
  const set = (t: Tally, only?: string): HistoryRecordSet => ({
    best_day: t.days.best(),
    best_month: t.months.best(),
    best_year: t.years.best(),
    max_power:
      t.max === null ? null : peak(store, gateway, offset, t.max, only === undefined ? serials : [only]),
  });
  const out: HistoryRecords = { gateway, plant: set(plant), inverters: {} };
  for (const [serial, t] of inverters) out.inverters[serial] = set(t, serial);
  return out;
}

/**
 * When the day's highest power was reached: the 5-minute bucket where the inverters' summed power was
 * highest (samples while kept, the means before them); local noon when the day's curve is no longer kept.
 */
function peak(
  store: HistoryStore,
  gateway: string,
  offset: UtcOffsetFn,
  max: { day: string; w: number },
  serials: readonly string[],
): PowerRecord {
  const [from, to] = dayBounds(dayNumber(max.day) ?? 0, offset);
  const sums = new Map<number, number>();
  for (const serial of serials) {
    const { means, samples } = dayCurve(store, gateway, serial, from, to);
    const rows: PowerRow[] = [...means, ...samples];
    const best = new Map<number, number>();
    for (const r of rows) best.set(bucketOf(r.t), Math.max(best.get(bucketOf(r.t)) ?? 0, r.ac));
    for (const [t, w] of best) sums.set(t, (sums.get(t) ?? 0) + w);
  }
  let at = from + (to - from) / 2;
  let top = -1;
  for (const [t, w] of sums) {
    if (w > top) {
      top = w;
      at = t;
    }
  }
  return { at, w: round1(max.w) };
}
