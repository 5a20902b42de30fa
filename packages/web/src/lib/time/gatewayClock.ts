import { endpoints, parseDeviceTime, type NtpStatus } from '@dtu-web/protocol';
import { api } from '../api/index.ts';
import { sunTimes, type SunTimes } from './sun.ts';

const DAY_MS = 86_400_000;
/**
 * How far the gateway's wall clock is ahead of the browser's UTC clock, in ms: a sample taken at
 * `t` (Date.now) happened at the gateway's local time `t + offset` (read on a UTC axis). It holds
 * the gateway's time zone and any difference between the two clocks. Until the gateway has
 * answered, the browser's own time zone stands in.
 */
let offset = -new Date().getTimezoneOffset() * 60_000;
let known = false;
let syncing: Promise<void> | undefined;
let sun: SunTimes | undefined;
const sunListeners = new Set<() => void>();

/** The gateway's sunrise and sunset, once its NTP status has answered (undefined without them). */
export function gatewaySun(): SunTimes | undefined {
  return sun;
}

export function subscribeGatewaySun(listener: () => void): () => void {
  sunListeners.add(listener);
  return () => sunListeners.delete(listener);
}

/** For tests: the sun times as if the gateway had answered. */
export function setGatewaySun(next: SunTimes | undefined): void {
  sun = next;
  for (const listener of sunListeners) listener();
}

export function gatewayOffset(): number {
  return offset;
}

/** The offset is the gateway's (not the browser's stand-in). */
export function gatewayClockKnown(): boolean {
  return known;
}

/** For tests: set the offset as if the gateway had answered. */
export function setGatewayOffset(ms: number): void {
  offset = ms;
  known = true;
}

/**
 * Reads the gateway's clock once (GET /api/ntp/status, which read-only access allows like the live
 * data). A gateway whose clock is not synchronised keeps the browser's stand-in.
 */
export function syncGatewayClock(): Promise<void> {
  syncing ??= (async () => {
    const sent = Date.now();
    const status = await api.get<Partial<NtpStatus>>(endpoints.ntpStatus);
    const local = status.ntp_status ? parseDeviceTime(status.ntp_localtime ?? '') : undefined;
    // The answer was written about halfway through the request; whole seconds are what it has.
    if (local !== undefined) setGatewayOffset(Math.round((local - (sent + Date.now()) / 2) / 1000) * 1000);
    // The sun last: its listeners judge day and night at once, on the gateway's clock — with the
    // browser's stand-in a page opened at the browser's night showed a noon gateway asleep.
    setGatewaySun(sunTimes(status));
  })().catch(() => {
    syncing = undefined; // try again on the next start
  });
  return syncing;
}

/** The gateway's local date of `ms` as YYYY-MM-DD: its day, which its YieldDay follows. */
export function gatewayDayKey(ms: number, at = offset): string {
  return new Date(ms + at).toISOString().slice(0, 10);
}

/** The browser time (ms) at which the gateway's day containing `ms` began (its local midnight). */
export function gatewayDayStart(ms: number, at = offset): number {
  return Math.floor((ms + at) / DAY_MS) * DAY_MS - at;
}
