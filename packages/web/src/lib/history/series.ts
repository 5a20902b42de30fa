import type { InverterPowerSeries, PowerHistory } from '@dtu-web/protocol';

/** A value per time bucket; null where nothing was recorded (drawn as a hole). */
export type Point = readonly [time: number, watts: number | null];

export interface Series {
  id: string;
  name: string;
  points: readonly Point[];
  /** A string's inverter and own name (its legend groups strings by inverter). */
  group?: string;
  short?: string;
  /** A string's place in its inverter (0-based): its colour, never repeated within the inverter. */
  index?: number;
}

export type CurveLevel = 'plant' | 'inverter' | 'string';

const MINUTE_MS = 60_000;

/** The chart's time step: a minute, or the answer's own resolution when coarser (5-minute means). */
export function bucketMs(history: Pick<PowerHistory, 'resolution_s'>): number {
  return Math.max(MINUTE_MS, history.resolution_s * 1000);
}

/**
 * How long a recorded value stands for: inverters are polled in turn (every 5·N s), so a few missed
 * polls are no hole; a longer silence (gateway or companion down, inverter gone) is one.
 */
export function holeMs(history: Pick<PowerHistory, 'resolution_s'>): number {
  return Math.max(5 * MINUTE_MS, 2.5 * history.resolution_s * 1000);
}

/**
 * Resamples `[t, W]` samples (oldest first) onto buckets `from + i·step`: each bucket gets the mean of
 * its samples, or the last earlier sample while that is younger than `hole`; otherwise null. No bucket
 * starting after `until` (the last sample, or now) borrows a value: the line ends where data ends.
 */
export function resample(
  samples: readonly (readonly [number, number])[],
  from: number,
  to: number,
  step: number,
  hole: number,
  until = Infinity,
): Point[] {
  const result: Point[] = [];
  let index = 0;
  let last: readonly [number, number] | undefined;
  for (let start = from; start < to; start += step) {
    let sum = 0;
    let count = 0;
    while (index < samples.length && (samples[index]?.[0] ?? Infinity) < start + step) {
      const sample = samples[index];
      index += 1;
      if (!sample || sample[0] < start) {
        last = sample;
        continue;
      }
      sum += sample[1];
      count += 1;
      last = sample;
    }
    if (count > 0) result.push([start, sum / count]);
    else if (last && start - last[0] < hole && start <= until) result.push([start, last[1]]);
    else result.push([start, null]);
  }
  return result;
}

/** The sum of several resampled series (same buckets); null where none of them has a value. */
export function sumSeries(all: readonly (readonly Point[])[]): Point[] {
  const first = all[0];
  if (!first) return [];
  return first.map(([time], index) => {
    let total: number | null = null;
    for (const series of all) {
      const value = series[index]?.[1];
      if (value !== null && value !== undefined) total = (total ?? 0) + value;
    }
    return [time, total];
  });
}

/** Buckets that start inside one of the answer's holes (companion-api §2 extension) hold no value. */
function withHoles(points: Point[], holes: readonly (readonly [number, number])[]): Point[] {
  if (holes.length === 0) return points;
  return points.map((point) =>
    holes.some(([from, to]) => point[0] > from && point[0] < to) ? [point[0], null] : point,
  );
}

function inverterSamples(inverter: InverterPowerSeries): [number, number][] {
  return inverter.points.map(([time, watts]) => [time, watts]);
}

function stringSamples(inverter: InverterPowerSeries, string: number): [number, number][] {
  return inverter.points.flatMap(([time, , dc]) => {
    const watts = dc[string];
    return watts === undefined ? [] : [[time, watts] as [number, number]];
  });
}

/** The time of an inverter's last recorded point (-Infinity without any). */
function lastTime(inverter: InverterPowerSeries): number {
  return inverter.points[inverter.points.length - 1]?.[0] ?? -Infinity;
}

/**
 * Where the plant's sum may run to: the last time every inverter still reporting is known (those
 * whose last point lies within `hole` of the newest one; one gone quiet hours ago is simply absent),
 * never after `now`. Past it, inverters polled one after another would drop out one by one.
 */
export function plantEnd(history: PowerHistory, now: number): number {
  const lasts = history.inverters.map(lastTime).filter(Number.isFinite);
  if (lasts.length === 0) return now;
  const newest = Math.max(...lasts);
  const reporting = lasts.filter((time) => newest - time < holeMs(history));
  return Math.min(now, ...reporting);
}

/**
 * The curves of one day at the chosen level: the plant (AC sum), one per inverter (AC) or one per
 * string (DC), on the day's buckets `from`…`to`. Nothing is drawn after `now` or after the data.
 */
export function dayCurves(
  history: PowerHistory,
  level: CurveLevel,
  bounds: { from: number; to: number },
  plantName: string,
  now = Date.now(),
): Series[] {
  const step = bucketMs(history);
  const hole = holeMs(history);
  const { from, to } = bounds;
  const perInverter = history.inverters.map((inverter) => ({
    id: inverter.serial,
    name: inverter.name,
    points: withHoles(
      resample(inverterSamples(inverter), from, to, step, hole, Math.min(now, lastTime(inverter))),
      inverter.holes,
    ),
  }));
  if (level === 'plant') {
    const end = plantEnd(history, now);
    const sum = sumSeries(perInverter.map((each) => each.points));
    return [
      {
        id: 'plant',
        name: plantName,
        points: sum.map(([time, value]): Point => [time, time > end ? null : value]),
      },
    ];
  }
  if (level === 'inverter') return perInverter;
  return history.inverters.flatMap((inverter) =>
    inverter.strings.map((name, string) => ({
      id: `${inverter.serial}/${String(string + 1)}`,
      name: `${inverter.name} · ${name}`,
      group: inverter.name,
      short: name,
      index: string,
      points: withHoles(
        resample(stringSamples(inverter, string), from, to, step, hole, Math.min(now, lastTime(inverter))),
        inverter.holes,
      ),
    })),
  );
}

/** The highest value of the series (0 when empty). */
export function peak(series: readonly Series[]): number {
  let max = 0;
  for (const each of series)
    for (const [, value] of each.points) if (value !== null && value > max) max = value;
  return max;
}

const DAY_MS = 86_400_000;

/**
 * Another day's curve on this day's buckets, matched by the time of day on each day's own wall clock
 * (`wall`), whatever either day's resolution: a day of 5-minute means laid beside a day of samples
 * gives each minute the mean of its five minutes, never point n beside point n.
 */
export function byTimeOfDay(
  base: readonly Point[],
  baseWall: (time: number) => number,
  other: readonly Point[],
  otherWall: (time: number) => number,
): Point[] {
  const second = other[1]?.[0];
  const first = other[0]?.[0];
  const step = first !== undefined && second !== undefined ? second - first : MINUTE_MS;
  const slot = (ms: number): number => Math.floor((((ms % DAY_MS) + DAY_MS) % DAY_MS) / step);
  const values = new Map<number, number | null>();
  for (const [time, value] of other) values.set(slot(otherWall(time)), value);
  return base.map(([time]) => [time, values.get(slot(baseWall(time))) ?? null]);
}
