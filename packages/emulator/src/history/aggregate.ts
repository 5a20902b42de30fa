/** 5-minute means of samples: the middle tier (companion-api §2 retention). */
import type { PowerRow } from './store.ts';

export const MEAN_MS = 5 * 60_000;

/** The start of the 5-minute bucket of an instant (buckets are aligned to UTC, so to every local hour). */
export function bucketOf(ms: number): number {
  return Math.floor(ms / MEAN_MS) * MEAN_MS;
}

/**
 * Means per bucket of samples fed one at a time, sorted by time: the background aggregation streams a
 * day of samples through it straight from the database, so no day of sample objects is ever held.
 */
export class MeanAccumulator {
  readonly out: PowerRow[] = [];
  private bucket = Number.NaN;
  private n = 0;
  private ac = 0;
  private dc: number[] = [];

  add(t: number, ac: number, dc: readonly number[]): void {
    const b = bucketOf(t);
    if (b !== this.bucket) {
      this.flush();
      this.bucket = b;
      this.n = 0;
      this.ac = 0;
      this.dc = new Array<number>(dc.length).fill(0);
    }
    this.n++;
    this.ac += ac;
    for (let i = 0; i < dc.length; i++) this.dc[i] = (this.dc[i] ?? 0) + (dc[i] ?? 0);
  }

  /** Closes the bucket being summed; the means so far are in `out`. */
  flush(): PowerRow[] {
    const n = this.n;
    if (n > 0) this.out.push({ t: this.bucket, ac: this.ac / n, dc: this.dc.map((v) => v / n) });
    this.n = 0;
    return this.out;
  }
}

/** Means of AC and per-string DC power per bucket of the given samples (sorted by time). */
export function meansOf(samples: readonly PowerRow[]): PowerRow[] {
  const means = new MeanAccumulator();
  for (const s of samples) means.add(s.t, s.ac, s.dc);
  return means.flush();
}
