/** A step of 1, 2 or 5 × 10^n that splits `max` into about `parts` parts (never 0). */
export function niceStep(max: number, parts: number): number {
  if (!(max > 0)) return 1;
  const rough = max / parts;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10;
  return step * power;
}

/** Tick values 0, step, … up to the first one at or above `max`. */
export function ticks(max: number, parts: number): number[] {
  const step = niceStep(max, parts);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const result: number[] = [];
  for (let value = 0; value <= top + step / 2; value += step) result.push(value);
  return result;
}

const MINUTE = 60_000;
const STEPS_MIN = [1, 2, 5, 10, 15, 30, 60, 120, 180, 240, 360, 720];

/**
 * The smallest round time step (1, 2, 5 … minutes, 1, 2, 3 … hours) whose labels are at least `minPx`
 * apart when `spanMs` is drawn `width` pixels wide.
 */
export function timeStep(spanMs: number, width: number, minPx: number): number {
  const perMs = width / spanMs;
  return (STEPS_MIN.find((minutes) => minutes * MINUTE * perMs >= minPx) ?? 1440) * MINUTE;
}

/**
 * The part of the day to draw: the recorded span (first to last sample plus one bucket), widened to
 * at least `minMs` and to whole `roundMs` on the gateway's wall clock (`offset`), inside the day.
 */
export function dataSpan(
  first: number,
  last: number,
  day: { from: number; to: number },
  options: { offset: number; roundMs: number; minMs: number },
): { from: number; to: number } {
  const { offset, roundMs, minMs } = options;
  let from = Math.floor((first + offset) / roundMs) * roundMs - offset;
  let to = Math.ceil((last + offset) / roundMs) * roundMs - offset;
  if (to - from < minMs) {
    const widen = minMs - (to - from);
    from -= Math.floor(widen / 2 / roundMs) * roundMs;
    to = from + minMs;
  }
  from = Math.max(day.from, from);
  to = Math.min(day.to, Math.max(to, from + Math.min(minMs, day.to - from)));
  return { from, to };
}

/**
 * SVG path of a series: `M` starts a line, `L` continues it. A null value (a hole: nothing recorded)
 * ends the line, and so does a gap longer than `gapMs` between two points (page closed, gateway
 * offline), so missing time is drawn as nothing, never as a straight bridge or a drop to zero.
 */
export function linePath(
  points: readonly (readonly [number, number | null])[],
  x: (t: number) => number,
  y: (value: number) => number,
  gapMs = Infinity,
): string {
  let path = '';
  let last = -Infinity;
  for (const [t, value] of points) {
    if (value === null) {
      last = -Infinity;
      continue;
    }
    path += `${t - last > gapMs || last === -Infinity ? 'M' : 'L'}${x(t).toFixed(1)} ${y(value).toFixed(1)}`;
    last = t;
  }
  return path;
}

/** Hours and minutes of wall-clock times kept on a UTC axis (the gateway's clock, whatever the browser's). */
export function wallClockFormat(locale: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  });
}
