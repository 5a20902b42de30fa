import { utcOffsetAt, zoneFromTz, type PosixTimeZone, type PowerHistory } from '@dtu-web/protocol';
import { dataSpan } from '../../lib/chart/scale.ts';
import { bucketMs, dayBounds, dayCurves, type Point } from '../../lib/history/index.ts';

/** One gateway's power history of today. */
export interface GatewayDay {
  id: string;
  name: string;
  history: PowerHistory;
}

export interface StackedLine {
  id: string;
  name: string;
  /** The sum of this gateway's power and every one below it; null where any of them has a hole. */
  points: Point[];
}

export interface Stack {
  from: number;
  to: number;
  /** The first gateway's clock (the axis labels). */
  zone: PosixTimeZone;
  lines: StackedLine[];
}

const HOUR_MS = 3_600_000;

/**
 * Today's power of each gateway stacked (issue 30): each line is its gateway's plant power on top of
 * the gateways before it, so the top line is the fleet's power. Honest gaps: where a gateway recorded
 * nothing, the sum is unknown, so its line and every line above it have a hole there — never a drop
 * to zero. The buckets are shared (the coarsest resolution of the answers); the span is the recorded
 * part of the day, in whole hours, at least six.
 */
export function stackDays(days: readonly GatewayDay[], now: number): Stack | null {
  const first = days[0];
  if (!first) return null;
  const zone = zoneFromTz(first.history.tz);
  const times = days.flatMap(({ history }) =>
    history.inverters.flatMap((inverter) => inverter.points.map(([time]) => time)),
  );
  if (times.length === 0) return null;
  let dayFrom = Infinity;
  let dayTo = -Infinity;
  for (const { history } of days) {
    const bounds = dayBounds(zoneFromTz(history.tz), history.day);
    dayFrom = Math.min(dayFrom, bounds.from);
    dayTo = Math.max(dayTo, bounds.to);
  }
  const step = Math.max(...days.map(({ history }) => bucketMs(history)));
  const span = dataSpan(
    Math.min(...times),
    Math.max(...times) + step,
    { from: dayFrom, to: dayTo },
    { offset: utcOffsetAt(zone, dayFrom) * 1000, roundMs: HOUR_MS, minMs: 6 * HOUR_MS },
  );
  const plants = days.map(({ id, name, history }) => ({
    id,
    name,
    points: dayCurves({ ...history, resolution_s: step / 1000 }, 'plant', span, name, now)[0]?.points ?? [],
  }));
  const lines: StackedLine[] = [];
  let below: (number | null)[] | undefined;
  for (const plant of plants) {
    const sums = plant.points.map(([, value], index) => {
      const base = below === undefined ? 0 : below[index];
      return value === null || base === null || base === undefined ? null : base + value;
    });
    lines.push({
      id: plant.id,
      name: plant.name,
      points: plant.points.map(([time], i) => [time, sums[i] ?? null]),
    });
    below = sums;
  }
  return { ...span, zone, lines };
}
