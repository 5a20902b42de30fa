/**
 * GET /api/x/history/health: every string's energy per installed watt over the last `days` local days,
 * against its sibling strings' median (the other strings of its inverter; for a one-string inverter,
 * the plant's other strings) and against its own ratio over the `days` before (companion-api §2).
 */
import type { HistoryHealth, StringHealth } from '@dtu-web/protocol';
import { dayKeyOf, dayNumber } from './calendar.ts';
import { PLANT, type HistoryStore, type InverterInfo } from './store.ts';

/** "low": this far or more below the siblings. */
export const LOW_RATIO = 0.8;
/** Below this many Wh per Wp a string counts as having produced nothing. */
const SILENT_WH_PER_WP = 0.005;

interface StringEnergy {
  serial: string;
  index: number;
  wp: number;
  wh: number;
}

export function stringHealth(
  store: HistoryStore,
  gateway: string,
  days: number,
  today: string,
): HistoryHealth {
  const last = dayNumber(today) ?? 0;
  const from = dayKeyOf(last - days + 1);
  const inverters = store.inverters(gateway);
  const now = ratios(energies(store, gateway, inverters, from, today));
  const earlier = ratios(
    energies(store, gateway, inverters, dayKeyOf(last - 2 * days + 1), dayKeyOf(last - days)),
  );
  const strings: StringHealth[] = [];
  for (const info of inverters) {
    info.strings.forEach((name, index) => {
      const current = now.get(`${info.serial}|${String(index)}`);
      if (current === undefined) return;
      const before = earlier.get(`${info.serial}|${String(index)}`);
      strings.push({
        serial: info.serial,
        string: index + 1,
        name,
        wh_per_wp: round(current.whPerWp, 3),
        siblings_wh_per_wp: round(current.siblings, 3),
        ratio: round(current.ratio, 3),
        flag: current.flag,
        wp: info.wp[index] ?? 0,
        wh: round(current.wh, 1),
        earlier_ratio: before !== undefined && before.wh > 0 ? round(before.ratio, 3) : null,
      });
    });
  }
  return { gateway, days, from, to: today, strings };
}

function energies(
  store: HistoryStore,
  gateway: string,
  inverters: readonly InverterInfo[],
  from: string,
  to: string,
): StringEnergy[] {
  const sums = new Map<string, number>();
  const seen = new Set<string>();
  for (const d of store.days(gateway, from, to)) {
    if (d.serial === PLANT || d.imported) continue;
    seen.add(d.serial);
    d.stringsWh.forEach((wh, i) => {
      const key = `${d.serial}|${String(i)}`;
      sums.set(key, (sums.get(key) ?? 0) + wh);
    });
  }
  const out: StringEnergy[] = [];
  for (const info of inverters) {
    if (!seen.has(info.serial)) continue;
    info.strings.forEach((_, index) => {
      out.push({
        serial: info.serial,
        index,
        wp: info.wp[index] ?? 0,
        wh: sums.get(`${info.serial}|${String(index)}`) ?? 0,
      });
    });
  }
  return out;
}

interface Ratio {
  wh: number;
  whPerWp: number;
  siblings: number;
  ratio: number;
  flag: StringHealth['flag'];
}

function ratios(list: readonly StringEnergy[]): Map<string, Ratio> {
  const perWp = (s: StringEnergy): number => (s.wp > 0 ? s.wh / s.wp : 0);
  const out = new Map<string, Ratio>();
  for (const s of list) {
    const measured = list.filter((o) => o !== s && o.wp > 0);
    const sameInverter = measured.filter((o) => o.serial === s.serial);
    const siblings = median((sameInverter.length > 0 ? sameInverter : measured).map(perWp));
    const mine = perWp(s);
    let ratio = 1;
    let flag: StringHealth['flag'] = null;
    if (s.wp > 0 && siblings > SILENT_WH_PER_WP) {
      ratio = mine / siblings;
      if (mine < SILENT_WH_PER_WP) flag = 'silent';
      else if (ratio <= LOW_RATIO) flag = 'low';
    }
    out.set(`${s.serial}|${String(s.index)}`, { wh: s.wh, whPerWp: mine, siblings, ratio, flag });
  }
  return out;
}

function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function round(v: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
}
