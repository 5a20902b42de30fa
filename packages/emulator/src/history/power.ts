/** GET /api/x/history/power: one local day's curve per inverter, with its holes (companion-api §2). */
import type { InverterPowerSeries, PowerHistory, PowerHole, PowerPoint } from '@dtu-web/protocol';
import { bucketOf, MEAN_MS } from './aggregate.ts';
import { dayBounds, dayNumber, offsetOfTz } from './calendar.ts';
import type { HistoryStore, PowerRow } from './store.ts';

/** Points further apart than this many usual spacings (and at least `MIN_HOLE_MS`) leave a hole. */
const HOLE_SPACINGS = 3;
const MIN_HOLE_MS = 5 * 60_000;

/**
 * The day's curve from every sample while they are kept, else from the 5-minute means. On the day the
 * sample retention cuts through (samples are dropped at a 5-minute bucket, not at midnight), the part
 * before the first kept sample comes from that day's means, so the curve still covers the whole day.
 */
export function powerHistory(store: HistoryStore, gateway: string, day: string): PowerHistory {
  const tz = store.gatewayTz(gateway) ?? '';
  const dayNo = dayNumber(day);
  if (dayNo === undefined) throw new RangeError(`not a day: ${day}`);
  const [from, to] = dayBounds(dayNo, offsetOfTz(tz));
  const raw = store.hasSamples(gateway, from, to);
  const inverters: InverterPowerSeries[] = store.inverters(gateway).map((info) => {
    const { means, samples } = dayCurve(store, gateway, info.serial, from, to);
    const rows = [...means, ...samples];
    const points: PowerPoint[] = rows.map((r) => [r.t, r.ac, r.dc]);
    return {
      serial: info.serial,
      name: info.name,
      strings: info.strings,
      points,
      holes: [...holesOf(means, MEAN_MS), ...junction(means, samples), ...holesOf(samples, 0)],
    };
  });
  return { gateway, day, tz, resolution_s: raw ? 0 : 300, inverters };
}

/**
 * One inverter's rows of [from, to): its kept samples, and the 5-minute means of the time before the
 * first of them (all of the range when no sample is kept).
 */
export function dayCurve(
  store: HistoryStore,
  gateway: string,
  serial: string,
  from: number,
  to: number,
): { means: PowerRow[]; samples: PowerRow[] } {
  const samples = store.power(gateway, serial, from, to);
  const first = samples[0];
  const meansUntil = first === undefined ? to : bucketOf(first.t);
  return { means: meansUntil > from ? store.means(gateway, serial, from, meansUntil) : [], samples };
}

/** A hole between the last mean's bucket and the first sample, when nothing was recorded between. */
function junction(means: readonly PowerRow[], samples: readonly PowerRow[]): PowerHole[] {
  const last = means[means.length - 1];
  const first = samples[0];
  if (last === undefined || first === undefined) return [];
  return first.t - (last.t + MEAN_MS) > 2 * MEAN_MS ? [[last.t, first.t]] : [];
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
