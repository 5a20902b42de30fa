/** Today's sunrise/sunset and day/night, as the device's SunPosition module reports them (§9.1, §9.2). */
import { sunsetZenith } from '@dtu-web/protocol';
import { formatDeviceDate, localAtMinutes, toLocal } from './localTime.ts';
import type { PosixTimeZone } from './posixTz.ts';
import { sunTimes } from './sun.ts';

export interface SunLocation {
  latitude: number;
  longitude: number;
  sunsettype: number;
}

export interface SunState {
  /** Both events exist today at this angle. */
  available: boolean;
  /** sunrise ≤ now < sunset; true whenever the sun data is not valid (the device's fallback). */
  isDayPeriod: boolean;
  /** Device date texts, "--" when not available. */
  risetime: string;
  settime: string;
}

export function sunState(zone: PosixTimeZone, utcMs: number, location: SunLocation): SunState {
  const now = toLocal(zone, utcMs);
  // The device passes the current offset in whole hours (C integer division truncates toward zero).
  const tzHours = Math.trunc(now.offset / 3600);
  const { sunrise, sunset } = sunTimes(
    now,
    location.latitude,
    location.longitude,
    tzHours,
    sunsetZenith(location.sunsettype),
  );
  const available = Number.isFinite(sunrise) && Number.isFinite(sunset);
  if (!available) return { available, isDayPeriod: true, risetime: '--', settime: '--' };
  const minutesNow = now.hour * 60 + now.minute;
  return {
    available,
    isDayPeriod: sunrise <= minutesNow && minutesNow < sunset,
    risetime: formatDeviceDate(localAtMinutes(now, sunrise)),
    settime: formatDeviceDate(localAtMinutes(now, sunset)),
  };
}
