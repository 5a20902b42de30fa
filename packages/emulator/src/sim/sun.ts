/**
 * Sun position and sunrise/sunset with the NOAA solar equations (Meeus-based). The gateway firmware
 * uses the same equations (§9.2), so our day/night switch lands on the same minute as the device's.
 * Longitude is east-positive throughout.
 */
import { sunsetZenith } from '@dtu-web/protocol';

const RAD = Math.PI / 180;

function julianCentury(ms: number): number {
  const julianDay = ms / 86_400_000 + 2440587.5;
  return (julianDay - 2451545) / 36525;
}

interface SolarTerms {
  /** Declination in degrees. */
  declination: number;
  /** Equation of time in minutes. */
  equationOfTime: number;
}

function solarTerms(t: number): SolarTerms {
  const meanLongitude = (((280.46646 + t * (36000.76983 + t * 0.0003032)) % 360) + 360) % 360;
  const meanAnomaly = 357.52911 + t * (35999.05029 - 0.0001537 * t);
  const eccentricity = 0.016708634 - t * (0.000042037 + 0.0000001267 * t);
  const m = meanAnomaly * RAD;
  const center =
    Math.sin(m) * (1.914602 - t * (0.004817 + 0.000014 * t)) +
    Math.sin(2 * m) * (0.019993 - 0.000101 * t) +
    Math.sin(3 * m) * 0.000289;
  const trueLongitude = meanLongitude + center;
  const omega = 125.04 - 1934.136 * t;
  const apparentLongitude = trueLongitude - 0.00569 - 0.00478 * Math.sin(omega * RAD);
  const meanObliquity = 23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60;
  const obliquity = meanObliquity + 0.00256 * Math.cos(omega * RAD);
  const declination = Math.asin(Math.sin(obliquity * RAD) * Math.sin(apparentLongitude * RAD)) / RAD;

  const y = Math.tan((obliquity * RAD) / 2) ** 2;
  const l0 = meanLongitude * RAD;
  const equationOfTime =
    (4 / RAD) *
    (y * Math.sin(2 * l0) -
      2 * eccentricity * Math.sin(m) +
      4 * eccentricity * y * Math.sin(m) * Math.cos(2 * l0) -
      0.5 * y * y * Math.sin(4 * l0) -
      1.25 * eccentricity * eccentricity * Math.sin(2 * m));
  return { declination, equationOfTime };
}

export interface SolarPosition {
  /** Degrees above the horizon (negative below); no refraction correction. */
  elevation: number;
  /** Degrees clockwise from north (90 = east, 180 = south). */
  azimuth: number;
}

/** Where the sun stands at an instant, seen from a place. */
export function solarPosition(ms: number, latitude: number, longitude: number): SolarPosition {
  const { declination, equationOfTime } = solarTerms(julianCentury(ms));
  const minutesUtc = (((ms % 86_400_000) + 86_400_000) % 86_400_000) / 60_000;
  const trueSolarTime = (((minutesUtc + equationOfTime + 4 * longitude) % 1440) + 1440) % 1440;
  const hourAngle = trueSolarTime / 4 - 180;

  const lat = latitude * RAD;
  const dec = declination * RAD;
  const ha = hourAngle * RAD;
  const cosZenith = Math.min(
    1,
    Math.max(-1, Math.sin(lat) * Math.sin(dec) + Math.cos(lat) * Math.cos(dec) * Math.cos(ha)),
  );
  const zenith = Math.acos(cosZenith);
  const elevation = 90 - zenith / RAD;

  const sinZenith = Math.sin(zenith);
  let azimuth: number;
  if (Math.abs(sinZenith * Math.cos(lat)) < 1e-9) {
    // Sun at the zenith or observer at a pole: azimuth is undefined; pick south-facing.
    azimuth = 180;
  } else {
    const cosAz = (Math.sin(lat) * cosZenith - Math.sin(dec)) / (Math.cos(lat) * sinZenith);
    const angle = Math.acos(Math.min(1, Math.max(-1, cosAz))) / RAD;
    azimuth = hourAngle > 0 ? (angle + 180) % 360 : (540 - angle) % 360;
  }
  return { elevation, azimuth };
}

/** Zenith angle for the configured `ntp.sunsettype` (§9.2): the protocol's table, one source of truth. */
export const zenithForSunsetType: (sunsetType: number) => number = sunsetZenith;

export interface SunTimes {
  /** False when the sun does not cross the zenith angle that day (polar day or night). */
  available: boolean;
  /** Minutes past local midnight, truncated to an integer like the device. */
  sunriseMinutes: number;
  sunsetMinutes: number;
}

/** Hour angle (degrees) at which the sun reaches `zenith`, or NaN when it never does. */
function hourAngleAt(latitude: number, declination: number, zenith: number): number {
  const lat = latitude * RAD;
  const dec = declination * RAD;
  const cosHa = Math.cos(zenith * RAD) / (Math.cos(lat) * Math.cos(dec)) - Math.tan(lat) * Math.tan(dec);
  return cosHa < -1 || cosHa > 1 ? Number.NaN : Math.acos(cosHa) / RAD;
}

/** UTC minutes of sunrise (sign -1) or sunset (sign +1) on the UTC day starting at `dayStartMs`. */
function crossingUtcMinutes(
  dayStartMs: number,
  latitude: number,
  longitude: number,
  zenith: number,
  sign: 1 | -1,
): number {
  // First estimate around solar noon, then one refinement at the estimated time (NOAA method).
  let minutes = 720 - 4 * longitude;
  for (let pass = 0; pass < 2; pass++) {
    const { declination, equationOfTime } = solarTerms(julianCentury(dayStartMs + minutes * 60_000));
    const hourAngle = hourAngleAt(latitude, declination, zenith);
    if (Number.isNaN(hourAngle)) return Number.NaN;
    minutes = 720 - 4 * (longitude - sign * hourAngle) - equationOfTime;
  }
  return minutes;
}

/**
 * Sunrise and sunset for a local calendar date, as the firmware computes them: the UTC offset is
 * whole hours (truncated), the results are truncated minutes past local midnight. When there is no
 * crossing the device treats the whole day as day period: 0 .. 1440.
 */
export function sunTimes(
  date: { year: number; month: number; day: number },
  latitude: number,
  longitude: number,
  utcOffsetMinutes: number,
  zenith: number,
): SunTimes {
  const dayStart = Date.UTC(date.year, date.month - 1, date.day);
  const tzHours = Math.trunc(utcOffsetMinutes / 60);
  const rise = crossingUtcMinutes(dayStart, latitude, longitude, zenith, -1);
  const set = crossingUtcMinutes(dayStart, latitude, longitude, zenith, 1);
  if (Number.isNaN(rise) || Number.isNaN(set)) {
    return { available: false, sunriseMinutes: 0, sunsetMinutes: 1440 };
  }
  return {
    available: true,
    sunriseMinutes: Math.trunc(rise + 60 * tzHours),
    sunsetMinutes: Math.trunc(set + 60 * tzHours),
  };
}

/** Day period per §9.1: sunrise ≤ now < sunset, in whole minutes past local midnight. */
export function isDayPeriod(minutesPastMidnight: number, times: SunTimes): boolean {
  return minutesPastMidnight >= times.sunriseMinutes && minutesPastMidnight < times.sunsetMinutes;
}
