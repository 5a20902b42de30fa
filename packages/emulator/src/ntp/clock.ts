/**
 * The gateway's clocks. The device keeps UTC and derives local time from the TZ rule; setting the time
 * by hand (POST /api/ntp/time) moves UTC. We emulate that with an anchor over a host time source, so the
 * emulated time keeps running and can be set to any moment without touching the host.
 *
 * Beside it runs a monotonic reading, the device's `millis()`: uptime, data ages, radio timeouts and
 * poll intervals come from it, so setting the wall clock (155 days ahead, or back) does not age every
 * inverter's data at once. Only what the device uses wall time for (sun, midnight, timestamps) reads
 * `now()`.
 *
 * For demos the emulated time may start at a chosen moment (`--clock`) and run N times faster than the
 * host's (`--time-scale`): `now = anchorUtc + (source() − anchorSource) × scale`, and the monotonic
 * reading runs at the same speed. Setting the time re-anchors the wall clock only, so a manual time set
 * keeps the speed.
 */
export interface Clock {
  /** Current emulated UTC time, epoch milliseconds. */
  now(): number;
}

export interface EmulatedClockOptions {
  /**
   * Host wall-time source in ms (default `Date.now`). Tests pass a function they control; it then
   * drives the monotonic reading too unless `monotonicSource` is given.
   */
  source?: () => number;
  /** Host monotonic source in ms (default `performance.now`, or `source` when that is given). */
  monotonicSource?: () => number;
  /** Emulated UTC ms at construction (default: the source's time). */
  start?: number;
  /** Emulated milliseconds per host millisecond (default 1). */
  scale?: number;
}

export class EmulatedClock implements Clock {
  private readonly source: () => number;
  private readonly monotonicSource: () => number;
  private readonly monotonicOrigin: number;
  /** The highest monotonic reading given out: a source that steps back cannot take it back. */
  private monotonicReached = 0;
  private anchorSource: number;
  private anchorUtc: number;
  readonly scale: number;

  /** A bare function is the time source (the older form: `new EmulatedClock(() => ms)`). */
  constructor(options: EmulatedClockOptions | (() => number) = {}) {
    const o = typeof options === 'function' ? { source: options } : options;
    this.source = o.source ?? Date.now;
    // Looked up on every call (the global, not an import): fake timers in tests replace it.
    this.monotonicSource = o.monotonicSource ?? o.source ?? (() => performance.now());
    this.monotonicOrigin = this.monotonicSource();
    this.scale = o.scale !== undefined && Number.isFinite(o.scale) && o.scale > 0 ? o.scale : 1;
    this.anchorSource = this.source();
    this.anchorUtc = o.start ?? this.anchorSource;
  }

  now(): number {
    return Math.floor(this.anchorUtc + (this.source() - this.anchorSource) * this.scale);
  }

  /**
   * Emulated milliseconds since this clock was made, at the clock's speed. Setting the time does not
   * move it and it never goes back (the device's `millis()`).
   */
  monotonic(): number {
    const reading = Math.floor((this.monotonicSource() - this.monotonicOrigin) * this.scale);
    this.monotonicReached = Math.max(this.monotonicReached, reading);
    return this.monotonicReached;
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
