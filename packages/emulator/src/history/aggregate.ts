/** 5-minute means of samples: the middle tier (companion-api §2 retention). */
import type { PowerRow } from './store.ts';

export const MEAN_MS = 5 * 60_000;

/** The start of the 5-minute bucket of an instant (buckets are aligned to UTC, so to every local hour). */
export function bucketOf(ms: number): number {
  return Math.floor(ms / MEAN_MS) * MEAN_MS;
}

/** Means of AC and per-string DC power per bucket of the given samples (sorted by time). */
export function meansOf(samples: readonly PowerRow[]): PowerRow[] {
  const out: PowerRow[] = [];
  let bucket = Number.NaN;
  let n = 0;
  let ac = 0;
  let dc: number[] = [];
  const flush = (): void => {
    if (n === 0) return;
    out.push({ t: bucket, ac: ac / n, dc: dc.map((v) => v / n) });
  };
  for (const s of samples) {
    const b = bucketOf(s.t);
    if (b !== bucket) {
      flush();
      bucket = b;
      n = 0;
      ac = 0;
      dc = new Array<number>(s.dc.length).fill(0);
    }
    n++;
    ac += s.ac;
    s.dc.forEach((v, i) => {
      dc[i] = (dc[i] ?? 0) + v;
    });
  }
  flush();
  return out;
}
