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

/** Index of the point nearest to `t` in points sorted by time (-1 when empty). */
export function nearestIndex(times: readonly number[], t: number): number {
  if (times.length === 0) return -1;
  let low = 0;
  let high = times.length - 1;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if ((times[middle] ?? 0) <= t) low = middle;
    else high = middle;
  }
  return Math.abs((times[low] ?? 0) - t) <= Math.abs((times[high] ?? 0) - t) ? low : high;
}
