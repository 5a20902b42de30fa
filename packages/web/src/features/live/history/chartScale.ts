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

/** The smallest hour step whose labels are at least `minPx` apart on a day `width` pixels wide. */
export function hourStep(width: number, minPx: number): number {
  const perHour = width / 24;
  return [1, 2, 3, 4, 6, 12].find((hours) => hours * perHour >= minPx) ?? 24;
}

/**
 * SVG path of a series: `M` starts a line, `L` continues it; a gap longer than `gapMs` (nothing was
 * recorded: page closed, gateway offline, inverter stale) starts a new line instead of bridging it.
 */
export function linePath(
  points: readonly (readonly [number, number])[],
  x: (t: number) => number,
  y: (value: number) => number,
  gapMs: number,
): string {
  let path = '';
  let last = -Infinity;
  for (const [t, value] of points) {
    path += `${t - last > gapMs ? 'M' : 'L'}${x(t).toFixed(1)} ${y(value).toFixed(1)}`;
    last = t;
  }
  return path;
}
