/**
 * A gateway's last known energy from its recorded history (issue 30): after a companion restart a
 * gateway that is still away has sent nothing yet, but what it made is in the history — each inverter's
 * newest sample holds its YieldTotal and YieldDay. Today's yield counts only for inverters whose newest
 * sample is of the same local day as the gateway's newest (an earlier day's is over).
 */
import { localDayKey, offsetOfTz } from '../../history/calendar.ts';
import type { HistoryStore, StoredSample } from '../../history/store.ts';
import type { KnownValues } from './record.ts';

export function lastKnownFromHistory(
  store: HistoryStore,
  gateway: string,
  timezone: string,
): KnownValues | undefined {
  const last: StoredSample[] = [];
  for (const inverter of store.inverters(gateway)) {
    const sample = store.lastSample(gateway, inverter.serial);
    if (sample !== undefined) last.push(sample);
  }
  if (last.length === 0) return undefined;
  const at = Math.max(...last.map((s) => s.t));
  const offset = offsetOfTz(timezone);
  const day = localDayKey(at, offset);
  const yieldDay = last.filter((s) => localDayKey(s.t, offset) === day).reduce((wh, s) => wh + s.yieldDay, 0);
  const yieldTotal = last.reduce((wh, s) => wh + s.yieldTotal, 0);
  return {
    total: {
      Power: { v: 0, u: 'W', d: 1 },
      YieldDay: { v: Math.round(yieldDay), u: 'Wh', d: 0 },
      YieldTotal: { v: Math.round(yieldTotal) / 1000, u: 'kWh', d: 3 },
    },
    dataAge: 0,
    at,
  };
}
