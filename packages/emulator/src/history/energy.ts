/** GET /api/x/history/energy: energy per day, month or year from the daily values (companion-api §2). */
import type { EnergyHistory, EnergyRow, EnergyStep, InverterEnergy } from '@dtu-web/protocol';
import { PLANT, type HistoryStore, type StoredDay } from './store.ts';

const PERIOD_LENGTH: Record<EnergyStep, number> = { day: 10, month: 7, year: 4 };

const round1 = (v: number): number => Math.round(v * 10) / 10;

/** Rows of the periods from `fromDay` to `toDay` (day keys, inclusive) that have data, oldest first. */
export function energyHistory(
  store: HistoryStore,
  gateway: string,
  fromDay: string,
  toDay: string,
  step: EnergyStep,
): EnergyHistory {
  const rows = new Map<string, EnergyRow>();
  /** The plant's maximum of a day, when it was recorded; else the best inverter sum is the fallback. */
  const plantMax = new Map<string, number>();
  const inverterMaxSum = new Map<string, number>();
  for (const d of store.days(gateway, fromDay, toDay)) {
    const period = d.day.slice(0, PERIOD_LENGTH[step]);
    let row = rows.get(period);
    if (row === undefined) {
      row = {
        period,
        wh: 0,
        max_w: 0,
        repaired: false,
        glitches: 0,
        imported: false,
        seeded: false,
        inverters: {},
      };
      rows.set(period, row);
    }
    addDay(row, d);
    if (d.serial === PLANT) {
      if (!d.imported) plantMax.set(d.day, Math.max(plantMax.get(d.day) ?? 0, d.maxW));
    } else {
      inverterMaxSum.set(d.day, (inverterMaxSum.get(d.day) ?? 0) + d.maxW);
    }
  }
  // A period's max_w: the highest plant power of its days (recorded), else of its inverters' sum.
  for (const [day, sum] of inverterMaxSum) {
    const row = rows.get(day.slice(0, PERIOD_LENGTH[step]));
    if (row !== undefined) row.max_w = Math.max(row.max_w, plantMax.get(day) ?? sum);
  }
  for (const [day, max] of plantMax) {
    const row = rows.get(day.slice(0, PERIOD_LENGTH[step]));
    if (row !== undefined) row.max_w = Math.max(row.max_w, max);
  }
  const list = [...rows.values()].sort((a, b) => (a.period < b.period ? -1 : a.period > b.period ? 1 : 0));
  for (const row of list) {
    row.wh = round1(row.wh);
    row.max_w = round1(row.max_w);
    row.repaired = row.glitches > 0;
    for (const inv of Object.values(row.inverters)) {
      inv.wh = round1(inv.wh);
      inv.strings_wh = inv.strings_wh.map(round1);
    }
  }
  const installed: Record<string, number[]> = {};
  for (const inv of store.inverters(gateway)) installed[inv.serial] = [...inv.wp];
  return { gateway, step, rows: list, installed_wp: installed };
}

function addDay(row: EnergyRow, d: StoredDay): void {
  row.wh += d.wh;
  row.glitches += d.glitches;
  row.imported ||= d.imported;
  row.seeded ||= d.seeded === true;
  if (d.serial === PLANT) return;
  let inv: InverterEnergy | undefined = row.inverters[d.serial];
  if (inv === undefined) {
    inv = { wh: 0, max_w: 0, strings_wh: [] };
    row.inverters[d.serial] = inv;
  }
  inv.wh += d.wh;
  inv.max_w = Math.max(inv.max_w, d.maxW);
  const strings = inv.strings_wh;
  d.stringsWh.forEach((wh, i) => {
    strings[i] = (strings[i] ?? 0) + wh;
  });
}
