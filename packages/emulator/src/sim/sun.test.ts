import { describe, expect, it } from 'vitest';
import { isDayPeriod, solarPosition, sunTimes, zenithForSunsetType } from './sun.ts';

const hhmm = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

describe('sun position (NOAA)', () => {
  it('puts the summer-solstice noon sun over Berlin at 90° − latitude + 23.44°', () => {
    // Solar noon in Berlin on 2026-06-21 is about 11:07 UTC.
    const noon = solarPosition(Date.UTC(2026, 5, 21, 11, 7), 52.52, 13.4);
    expect(noon.elevation).toBeCloseTo(90 - 52.52 + 23.44, 0);
    expect(noon.azimuth).toBeGreaterThan(175);
    expect(noon.azimuth).toBeLessThan(185);
  });

  it('has the morning sun in the east and the evening sun in the west', () => {
    const morning = solarPosition(Date.UTC(2026, 5, 21, 4, 0), 52.52, 13.4);
    const evening = solarPosition(Date.UTC(2026, 5, 21, 18, 0), 52.52, 13.4);
    expect(morning.azimuth).toBeGreaterThan(45);
    expect(morning.azimuth).toBeLessThan(90);
    expect(evening.azimuth).toBeGreaterThan(270);
    expect(evening.azimuth).toBeLessThan(315);
  });

  it('is below the horizon at midnight in Berlin', () => {
    expect(solarPosition(Date.UTC(2026, 5, 21, 23, 0), 52.52, 13.4).elevation).toBeLessThan(-10);
  });

  it('stands almost overhead at the equator at the March equinox noon', () => {
    // 2026-03-20, solar noon at longitude 0 is about 12:07 UTC.
    expect(solarPosition(Date.UTC(2026, 2, 20, 12, 7), 0, 0).elevation).toBeGreaterThan(89.5);
  });
});

describe('sunrise and sunset like the firmware', () => {
  it('matches almanac times for Berlin (official zenith)', () => {
    const summer = sunTimes({ year: 2024, month: 6, day: 21 }, 52.52, 13.405, 120, 90.833);
    expect([hhmm(summer.sunriseMinutes), hhmm(summer.sunsetMinutes)]).toEqual(['04:43', '21:33']);
    const winter = sunTimes({ year: 2024, month: 12, day: 21 }, 52.52, 13.405, 60, 90.833);
    expect([hhmm(winter.sunriseMinutes), hhmm(winter.sunsetMinutes)]).toEqual(['08:15', '15:54']);
  });

  it('truncates a half-hour offset to whole hours, as the device does', () => {
    const whole = sunTimes({ year: 2024, month: 6, day: 21 }, 52.52, 13.405, 60, 90.833);
    const half = sunTimes({ year: 2024, month: 6, day: 21 }, 52.52, 13.405, 90, 90.833);
    expect(half).toEqual(whole);
  });

  it('widens the day for nautical twilight and reports no sunset in a polar summer', () => {
    const official = sunTimes({ year: 2024, month: 6, day: 10 }, 51.1657, 10.4515, 120, 90.833);
    const nautical = sunTimes({ year: 2024, month: 6, day: 10 }, 51.1657, 10.4515, 120, 102);
    expect(nautical.sunriseMinutes).toBeLessThan(official.sunriseMinutes - 60);
    expect(nautical.sunsetMinutes).toBeGreaterThan(official.sunsetMinutes + 60);
    const tromso = sunTimes({ year: 2024, month: 6, day: 21 }, 69.65, 18.96, 120, 90.833);
    expect(tromso).toEqual({ available: false, sunriseMinutes: 0, sunsetMinutes: 1440 });
    expect(isDayPeriod(3, tromso)).toBe(true);
  });

  it('maps sunsettype to the zenith angles of §9.2', () => {
    expect([0, 1, 2, 3, 9].map(zenithForSunsetType)).toEqual([90.833, 102, 96, 108, 102]);
  });

  it('counts sunrise ≤ now < sunset as day', () => {
    const times = { available: true, sunriseMinutes: 300, sunsetMinutes: 1200 };
    expect([299, 300, 1199, 1200].map((m) => isDayPeriod(m, times))).toEqual([false, true, true, false]);
  });
});
