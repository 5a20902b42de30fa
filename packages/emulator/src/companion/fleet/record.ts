/**
 * What the companion knows of one gateway's live values (issue 30), from the frames its shared
 * `/livedata` socket brings: each inverter's latest frame, which inverters reported on the current
 * connection, and the gateway's total as it was when last current. A gateway is *reported* once every
 * inverter it sends has answered its radio since the gateway booted: right after a gateway restart it
 * sends zeros with its uptime as `data_age` (device-api §2.2), and right after the companion's own
 * start nothing at all — neither may pass for current values.
 */
import type { InverterLiveData, LiveDataTotal } from '@dtu-web/protocol';
import type { LiveFrame } from '../upstream/liveFrames.ts';

/**
 * The gateway pushes every inverter at least every ~10 s (device-api §2.4): after this long on a
 * connection, an inverter known from before that has not been sent is no longer the gateway's.
 */
export const SETTLE_MS = 12_000;

/** The gateway's values when it was last reported. */
export interface KnownValues {
  total: LiveDataTotal;
  /** Seconds since its freshest inverter data, when they were held. */
  dataAge: number;
  /** Companion clock (ms) when they were held. */
  at: number;
}

/** The inverter has answered the gateway's radio since it booted (−127 dBm and no success: never). */
export function inverterReported(inverter: InverterLiveData): boolean {
  const stats = inverter.radio_stats as Partial<InverterLiveData['radio_stats']> | undefined;
  if (stats === undefined) return true;
  return (stats.rx_success ?? 0) > 0 || (stats.rssi ?? -127) !== -127;
}

export class LiveRecord {
  private readonly latest = new Map<string, LiveFrame>();
  /** Serials sent on the current connection, and those that reported on it (kept: a midnight reset of
   * the radio statistics does not unmake what the inverter already sent). */
  private readonly session = new Set<string>();
  private readonly sessionReported = new Set<string>();
  /** Inverters known when this connection began: once all are sent again, it need not settle. */
  private knownBefore = new Set<string>();
  private sessionStart: number | undefined;
  private known: KnownValues | undefined;
  /** The frame `known` was taken from. */
  private knownFrom: LiveFrame | undefined;
  private newest: LiveFrame | undefined;

  record(frame: LiveFrame): void {
    const inverter = frame.frame.inverters[0];
    if (inverter === undefined) return;
    if (this.sessionStart === undefined) {
      this.sessionStart = frame.receivedAt;
      this.knownBefore = new Set(this.latest.keys());
    }
    this.session.add(frame.serial);
    if (inverterReported(inverter)) this.sessionReported.add(frame.serial);
    this.latest.set(frame.serial, frame);
    this.newest = frame;
    this.refresh(frame.receivedAt);
  }

  /** Takes the newest frame's total as the gateway's known values while the gateway is reported. */
  private refresh(now: number): void {
    const newest = this.newest;
    if (newest === undefined || newest === this.knownFrom || !this.reported(now)) return;
    this.knownFrom = newest;
    this.known = {
      total: newest.frame.total,
      dataAge: this.freshestAge(newest.receivedAt) ?? newest.frame.inverters[0]?.data_age ?? 0,
      at: newest.receivedAt,
    };
  }

  /**
   * The values recorded before the companion started (its history), until the gateway reports afresh:
   * never over values heard on this run.
   */
  seed(values: KnownValues): void {
    if (this.known === undefined) this.known = values;
  }

  /** The gateway's socket ended (it went away or restarted): the next connection starts over. */
  lost(): void {
    this.session.clear();
    this.sessionReported.clear();
    this.sessionStart = undefined;
  }

  /**
   * Every inverter sent on this connection has reported, and every one known from before was sent; on
   * a first connection (nothing known yet) only once it settled, when every inverter has been sent.
   */
  reported(now: number): boolean {
    if (this.sessionStart === undefined || this.session.size === 0) return false;
    for (const serial of this.session) if (!this.sessionReported.has(serial)) return false;
    if (now - this.sessionStart >= SETTLE_MS) return true;
    if (this.knownBefore.size === 0) return false;
    for (const serial of this.knownBefore) if (!this.session.has(serial)) return false;
    return true;
  }

  /** The gateway's values when it was last reported (as of `now`); undefined when it never was. */
  lastKnown(now?: number): KnownValues | undefined {
    if (now !== undefined) this.refresh(now);
    return this.known;
  }

  /** Its inverters' latest frames: those of this connection once it settled, else every one known. */
  frames(now: number): LiveFrame[] {
    const all = [...this.latest.values()];
    const settled = this.sessionStart !== undefined && now - this.sessionStart >= SETTLE_MS;
    return settled ? all.filter((frame) => this.session.has(frame.serial)) : all;
  }

  /** Seconds since the freshest inverter data (a held value ages while held); undefined without any. */
  freshestAge(now: number): number | undefined {
    let age: number | undefined;
    for (const frame of this.frames(now)) {
      const inverter = frame.frame.inverters[0];
      if (inverter === undefined) continue;
      const held = Math.max(0, Math.floor((now - frame.receivedAt) / 1000));
      age = Math.min(age ?? Number.POSITIVE_INFINITY, inverter.data_age + held);
    }
    return age;
  }
}
