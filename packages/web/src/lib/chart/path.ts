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
