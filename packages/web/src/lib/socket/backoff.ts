/**
 * How long a socket of the app (live data, console) waits before it tries again while the gateway is
 * away. Short, so a screen is back within 2 s of the gateway's return; a refused connection costs the
 * gateway nothing.
 */
export const RETRY_MS = [250, 500, 1000, 1500] as const;

/** The waits of one connection: growing with each failed attempt, back to the first once it opened. */
export class Backoff {
  private attempts = 0;

  /** The wait before the next attempt (and counts it). */
  next(): number {
    const delay = RETRY_MS[Math.min(this.attempts, RETRY_MS.length - 1)] ?? 0;
    this.attempts++;
    return delay;
  }

  /** The connection opened (or the page woke up): the next wait is the shortest again. */
  reset(): void {
    this.attempts = 0;
  }
}
