import { parseDeviceTime, type NtpStatus } from '@dtu-web/protocol';

const DAY_MS = 86_400_000;

/** A gateway's sunrise and sunset (device-api NTP status), as its local wall clock on a UTC axis. */
export interface SunTimes {
  rise: number;
  set: number;
}

/** The sun times of an NTP status, or undefined where the gateway has none (no location, no clock). */
export function sunTimes(status: Partial<NtpStatus>): SunTimes | undefined {
  if (status.sun_isSunsetAvailable !== true) return undefined;
  const rise = parseDeviceTime(status.sun_risetime ?? '');
  const set = parseDeviceTime(status.sun_settime ?? '');
  return rise === undefined || set === undefined ? undefined : { rise, set };
}

const ofDay = (ms: number): number => ((ms % DAY_MS) + DAY_MS) % DAY_MS;

/**
 * The sunset the night at gateway-local `localNow` began with (local ms on a UTC axis), or undefined by
 * day. The gateway's times of one day stand for the next ones (they move by minutes a day).
 */
export function nightSince(sun: SunTimes, localNow: number): number | undefined {
  const now = ofDay(localNow);
  const rise = ofDay(sun.rise);
  const set = ofDay(sun.set);
  const midnight = localNow - now;
  if (now >= set) return midnight + set;
  if (now < rise) return midnight - DAY_MS + set;
  return undefined;
}

/** "21:34": hours and minutes of a local wall-clock moment given on a UTC axis. */
export function wallClock(localMs: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(localMs);
}
