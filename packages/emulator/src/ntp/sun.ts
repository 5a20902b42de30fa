/**
 * Sunrise and sunset for the NTP status page, from the NOAA solar equations (the same family the device's
 * sunset library uses, §9.2): minutes past local midnight for a zenith angle, with the timezone given in
 * whole hours like the device does.
 */

const rad = (deg: number): number => (deg * Math.PI) / 180;
const deg = (radians: number): number => (radians * 180) / Math.PI;

/** Julian day number at 0h UTC of a calendar date. */
function julianDay(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / 86_400_000 + 2440587.5;
}

function sunTerms(t: number): { equationOfTime: number; declination: number } {
  const meanLongitude = (280.46646 + t * (36000.76983 + 0.0003032 * t)) % 360;
  const meanAnomaly = 357.52911 + t * (35999.05029 - 0.0001537 * t);
  const eccentricity = 0.016708634 - t * (0.000042037 + 0.0000001267 * t);
  const centre =
    Math.sin(rad(meanAnomaly)) * (1.914602 - t * (0.004817 + 0.000014 * t)) +
    Math.sin(rad(2 * meanAnomaly)) * (0.019993 - 0.000101 * t) +
    Math.sin(rad(3 * meanAnomaly)) * 0.000289;
  const omega = 125.04 - 1934.136 * t;
  const apparentLongitude = meanLongitude + centre - 0.00569 - 0.00478 * Math.sin(rad(omega));
  const meanObliquity = 23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60;
  const obliquity = meanObliquity + 0.00256 * Math.cos(rad(omega));
  const declination = deg(Math.asin(Math.sin(rad(obliquity)) * Math.sin(rad(apparentLongitude))));
  const y = Math.tan(rad(obliquity) / 2) ** 2;
  const l0 = rad(meanLongitude);
  const m = rad(meanAnomaly);
  const eqTime =
    y * Math.sin(2 * l0) -
    2 * eccentricity * Math.sin(m) +
    4 * eccentricity * y * Math.sin(m) * Math.cos(2 * l0) -
    0.5 * y * y * Math.sin(4 * l0) -
    1.25 * eccentricity * eccentricity * Math.sin(2 * m);
  return { equationOfTime: deg(eqTime) * 4, declination };
}

/** Sun event in minutes after 0h UTC; NaN when the sun never reaches the zenith angle that day. */
function eventUtcMinutes(
  rise: boolean,
  jd: number,
  latitude: number,
  longitude: number,
  zenith: number,
): number {
  // Two passes: the first takes the sun's position at 0h UTC, the second at the first estimate.
  let minutes = 0;
  for (let pass = 0; pass < 2; pass++) {
    const t = (jd + minutes / 1440 - 2451545) / 36525;
    const { equationOfTime, declination } = sunTerms(t);
    const cosHourAngle =
      Math.cos(rad(zenith)) / (Math.cos(rad(latitude)) * Math.cos(rad(declination))) -
      Math.tan(rad(latitude)) * Math.tan(rad(declination));
    const hourAngle = deg(Math.acos(cosHourAngle));
    minutes = 720 - 4 * (longitude + (rise ? hourAngle : -hourAngle)) - equationOfTime;
  }
  return minutes;
}

export interface SunTimes {
  /** Minutes past local midnight, truncated; NaN when there is no such event that day. */
  sunrise: number;
  sunset: number;
}

export function sunTimes(
  date: { year: number; month: number; day: number },
  latitude: number,
  longitude: number,
  timezoneHours: number,
  zenith: number,
): SunTimes {
  const jd = julianDay(date.year, date.month, date.day);
  const local = (rise: boolean): number =>
    Math.trunc(eventUtcMinutes(rise, jd, latitude, longitude, zenith) + 60 * timezoneHours);
  return { sunrise: local(true), sunset: local(false) };
}
