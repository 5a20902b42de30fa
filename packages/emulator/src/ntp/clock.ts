/**
 * The gateway's wall clock. The device keeps UTC and derives local time from the TZ rule; setting the
 * time by hand (POST /api/ntp/time) moves UTC. We emulate that with an anchor over a host time source,
 * so the emulated time keeps running and can be set to any moment without touching the host.
 *
 * For demos the emulated time may start at a chosen moment (`--clock`) and run N times faster than the
 * host's (`--time-scale`): `now = anchorUtc + (source() − anchorSource) × scale`. Setting the time
 * re-anchors, so a manual time set keeps the speed.
 */
export interface Clock {
  /** Current emulated UTC time, epoch milliseconds. */
  now(): number;
}

export interface EmulatedClockOptions {
  /** Host time source in ms (default `Date.now`); tests pass a function they control. */
  source?: () => number;
  /** Emulated UTC ms at construction (default: the source's time). */
  start?: number;
  /** Emulated milliseconds per host millisecond (default 1). */
  scale?: number;
}

export class EmulatedClock implements Clock {
  private readonly source: () => number;
  private anchorSource: number;
  private anchorUtc: number;
  readonly scale: number;

  /** A bare function is the time source (the older form: `new EmulatedClock(() => ms)`). */
  constructor(options: EmulatedClockOptions | (() => number) = {}) {
    const o = typeof options === 'function' ? { source: options } : options;
    this.source = o.source ?? Date.now;
    this.scale = o.scale !== undefined && Number.isFinite(o.scale) && o.scale > 0 ? o.scale : 1;
    this.anchorSource = this.source();
    this.anchorUtc = o.start ?? this.anchorSource;
  }

  now(): number {
    return Math.floor(this.anchorUtc + (this.source() - this.anchorSource) * this.scale);
  }

  /** Makes `now()` return `utcMs` at this moment, running on from there at the same speed. */
  set(utcMs: number): void {
    this.anchorSource = this.source();
    this.anchorUtc = utcMs;
  }

  /** Emulated milliseconds that pass in `hostMs` host milliseconds. */
  emulatedSpan(hostMs: number): number {
    return hostMs * this.scale;
  }
}
