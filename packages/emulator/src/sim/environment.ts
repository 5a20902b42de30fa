/** The surroundings of the plant at an instant, and the day/night switch of §9.2. */
import type { SiteConfig, SimTuning } from './config.ts';
import type { Environment } from './hardware.ts';
import { clearSky } from './physics.ts';
import { isDayPeriod, solarPosition, sunTimes, zenithForSunsetType, type SunTimes } from './sun.ts';
import {
  calendarFields,
  localDate,
  localWallMs,
  MS_PER_DAY,
  secondsOfLocalDay,
  secondsSinceLocalMidnight,
  startOfLocalDay,
  type UtcOffsetFn,
} from './time.ts';
import { ambientTemperature, gridNoise, sunnySeason, weatherFactor } from './weather.ts';

/** Sun data as the NTP status page shows it (§9.1), for the local day of an instant. */
export interface SunInfo extends SunTimes {
  /** The local calendar date the times belong to. */
  year: number;
  month: number;
  day: number;
  isDayPeriod: boolean;
}

/**
 * Sunrise and sunset of the local day of `ms` as the device computes them (§9.2): once per local date,
 * with the whole-hour UTC offset in force when that date began, so on a DST-switch day the times keep
 * the morning's offset like on a device that ran through midnight. The NTP status page uses this too.
 */
export function sunTimesOfDay(
  ms: number,
  site: { latitude: number; longitude: number; sunsetType: number; utcOffsetMinutes: UtcOffsetFn },
): SunTimes {
  const offset = site.utcOffsetMinutes(startOfLocalDay(ms, site.utcOffsetMinutes));
  return sunTimes(
    localDate(ms, site.utcOffsetMinutes),
    site.latitude,
    site.longitude,
    offset,
    zenithForSunsetType(site.sunsetType),
  );
}

export class EnvironmentModel {
  private cache: { dayIndex: number; times: SunTimes } | undefined;

  constructor(
    private site: SiteConfig,
    private readonly seed: number,
    private tuning: SimTuning,
  ) {}

  configure(site: SiteConfig, tuning: SimTuning): void {
    this.site = site;
    this.tuning = tuning;
    this.cache = undefined;
  }

  get siteConfig(): SiteConfig {
    return this.site;
  }

  at(ms: number): Environment {
    const { latitude, longitude, utcOffsetMinutes } = this.site;
    const sun = solarPosition(ms, latitude, longitude);
    // One offset lookup per integration step: the POSIX rule behind it is the costly part.
    const wallMs = localWallMs(ms, utcOffsetMinutes);
    const local = calendarFields(wallMs);
    const noise = gridNoise(this.seed, ms);
    return {
      ms,
      sun,
      sky: clearSky(sun.elevation),
      weather:
        this.tuning.weatherOverride ?? weatherFactor(this.seed, ms, sunnySeason(local.dayOfYear, latitude)),
      ambientC: ambientTemperature(local.dayOfYear, local.hour + local.minute / 60, latitude),
      voltageNoise: noise.voltage,
      frequencyNoise: noise.frequency,
      localSeconds: secondsOfLocalDay(wallMs),
      latitude,
    };
  }

  /** Seconds since local midnight (event-log time base). */
  localSeconds(ms: number): number {
    return secondsSinceLocalMidnight(ms, this.site.utcOffsetMinutes);
  }

  sunInfo(ms: number): SunInfo {
    const wallMs = localWallMs(ms, this.site.utcOffsetMinutes);
    const local = calendarFields(wallMs);
    const dayIndex = Math.floor(wallMs / MS_PER_DAY);
    if (this.cache?.dayIndex !== dayIndex) {
      this.cache = { dayIndex, times: sunTimesOfDay(ms, this.site) };
    }
    const times = this.cache.times;
    return {
      ...times,
      year: local.year,
      month: local.month,
      day: local.day,
      isDayPeriod: isDayPeriod(local.hour * 60 + local.minute, times),
    };
  }

  isDay(ms: number): boolean {
    return this.sunInfo(ms).isDayPeriod;
  }
}
