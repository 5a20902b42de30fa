/**
 * Today's sunrise/sunset and day/night, as the device's SunPosition module reports them (§9.1, §9.2).
 * The times come from the simulation's sun (`sim/sun.ts`), the one NOAA implementation in the emulator,
 * so the NTP status page and the plant's day/night switch can never disagree.
 */
import { formatDeviceTime } from '@dtu-web/protocol';
import { sunTimesOfDay } from '../sim/environment.ts';
import { isDayPeriod } from '../sim/sun.ts';
import { localAtMinutes, toLocal } from './localTime.ts';
import { type PosixTimeZone } from '@dtu-web/protocol';
import { utcOffsetMinutesOf } from './zoneOffset.ts';

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
  const times = sunTimesOfDay(utcMs, {
    latitude: location.latitude,
    longitude: location.longitude,
    sunsetType: location.sunsettype,
    utcOffsetMinutes: utcOffsetMinutesOf(zone),
  });
  if (!times.available) return { available: false, isDayPeriod: true, risetime: '--', settime: '--' };
  return {
    available: true,
    isDayPeriod: isDayPeriod(now.hour * 60 + now.minute, times),
    risetime: formatDeviceTime(localAtMinutes(now, times.sunriseMinutes)),
    settime: formatDeviceTime(localAtMinutes(now, times.sunsetMinutes)),
  };
}
