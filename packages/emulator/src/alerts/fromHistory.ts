/**
 * What the evening's work reads from the recorded history: each string's health (history/health.ts,
 * companion-api §2) and today's figures for the daily report — the same store either host records into.
 */
import { dayKeyOf, dayNumber, localDayKey, offsetOfTz } from '../history/calendar.ts';
import { energyHistory } from '../history/energy.ts';
import { stringHealth } from '../history/health.ts';
import type { HistoryStore } from '../history/store.ts';
import type { StringHealthRow } from './conditions.ts';
import type { DailyReport } from './messages.ts';

export interface HistorySource {
  store: () => HistoryStore | undefined;
  timezone: (gateway: string) => string;
  /** Inverter names by serial, as the gateway calls them now. */
  names: (gateway: string) => ReadonlyMap<string, string>;
}

const today = (source: HistorySource, gateway: string, now: number): string =>
  localDayKey(now, offsetOfTz(source.timezone(gateway)));

export function healthFrom(source: HistorySource) {
  return (gateway: string, days: number, now: number): StringHealthRow[] => {
    const store = source.store();
    if (store === undefined) return [];
    const names = source.names(gateway);
    return stringHealth(store, gateway, days, today(source, gateway, now)).strings.map((s) => ({
      serial: s.serial,
      string: s.string,
      name: s.name,
      inverterName: names.get(s.serial) ?? s.serial,
      wp: s.wp,
      ratio: s.ratio,
      flag: s.flag,
    }));
  };
}

/** Today's yield, its rank among the last 30 days and each inverter's part; null before anything was recorded. */
export function reportFrom(source: HistorySource) {
  return (gateway: string, now: number): DailyReport | null => {
    const store = source.store();
    if (store === undefined) return null;
    const day = today(source, gateway, now);
    const dayNo = dayNumber(day);
    if (dayNo === undefined) return null;
    const rows = energyHistory(store, gateway, dayKeyOf(dayNo - 29), day, 'day').rows;
    const todayRow = rows.find((row) => row.period === day);
    if (todayRow === undefined) return null;
    const names = source.names(gateway);
    return {
      day,
      wh: todayRow.wh,
      rank: 1 + rows.filter((row) => row.wh > todayRow.wh).length,
      days: rows.length,
      inverters: Object.entries(todayRow.inverters).map(([serial, inv]) => ({
        name: names.get(serial) ?? serial,
        wh: inv.wh,
      })),
    };
  };
}
