/**
 * SVG path of a series with holes: a null value ends the line and the next value starts a new one, so
 * time without data is drawn as nothing, never as a straight bridge or a drop to zero.
 */
export function pathWithHoles(
  points: readonly (readonly [number, number | null])[],
  x: (t: number) => number,
  y: (value: number) => number,
): string {
  let path = '';
  let drawing = false;
  for (const [t, value] of points) {
    if (value === null) {
      drawing = false;
      continue;
    }
    path += `${drawing ? 'L' : 'M'}${x(t).toFixed(1)} ${y(value).toFixed(1)}`;
    drawing = true;
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
