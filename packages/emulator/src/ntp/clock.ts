/**
 * The gateway's wall clock. The device keeps UTC and derives local time from the TZ rule; setting the
 * time by hand (POST /api/ntp/time) moves UTC. We emulate that with an offset over the host clock, so the
 * emulated time keeps running and can be set to any moment without touching the host.
 */
export interface Clock {
  /** Current emulated UTC time, epoch milliseconds. */
  now(): number;
}

export class EmulatedClock implements Clock {
  private offsetMs = 0;

  constructor(private readonly source: () => number = Date.now) {}

  now(): number {
    return this.source() + this.offsetMs;
  }

  /** Makes `now()` return `utcMs` at this moment, running on from there. */
  set(utcMs: number): void {
    this.offsetMs = utcMs - this.source();
  }
}
