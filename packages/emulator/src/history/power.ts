/** GET /api/x/history/power: one local day's curve per inverter, with its holes (companion-api §2). */
import type { InverterPowerSeries, PowerHistory, PowerHole, PowerPoint } from '@dtu-web/protocol';
import { MEAN_MS } from './aggregate.ts';
import { dayBounds, dayNumber, offsetOfTz } from './calendar.ts';
import type { HistoryStore, PowerRow } from './store.ts';

/** Points further apart than this many usual spacings (and at least `MIN_HOLE_MS`) leave a hole. */
const HOLE_SPACINGS = 3;
const MIN_HOLE_MS = 5 * 60_000;

/** The day's curve from every sample while they are kept, else from the 5-minute means. */
export function powerHistory(store: HistoryStore, gateway: string, day: string): PowerHistory {
  const tz = store.gatewayTz(gateway) ?? '';
  const dayNo = dayNumber(day);
  if (dayNo === undefined) throw new RangeError(`not a day: ${day}`);
  const [from, to] = dayBounds(dayNo, offsetOfTz(tz));
  const raw = store.hasSamples(gateway, from, to);
  const inverters: InverterPowerSeries[] = store.inverters(gateway).map((info) => {
    const rows: PowerRow[] = raw
      ? store.power(gateway, info.serial, from, to)
      : store.means(gateway, info.serial, from, to);
    const points: PowerPoint[] = rows.map((r) => [r.t, r.ac, r.dc]);
    return {
      serial: info.serial,
      name: info.name,
      strings: info.strings,
      points,
      holes: holesOf(rows, raw ? 0 : MEAN_MS),
    };
  });
  return { gateway, day, tz, resolution_s: raw ? 0 : 300, inverters };
}

/** Gaps wider than the usual spacing allows: the recorder, the gateway or the inverter was silent. */
export function holesOf(rows: readonly { t: number }[], spacingMs: number): PowerHole[] {
  if (rows.length < 2) return [];
  const gaps: number[] = [];
  for (let i = 1; i < rows.length; i++) gaps.push((rows[i]?.t ?? 0) - (rows[i - 1]?.t ?? 0));
  const usual = spacingMs > 0 ? spacingMs : median(gaps);
  const limit = Math.max(HOLE_SPACINGS * usual, spacingMs > 0 ? 3 * spacingMs : MIN_HOLE_MS);
  const holes: PowerHole[] = [];
  gaps.forEach((gap, i) => {
    if (gap > limit) holes.push([rows[i]?.t ?? 0, rows[i + 1]?.t ?? 0]);
  });
  return holes;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
