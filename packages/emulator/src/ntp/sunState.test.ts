import { describe, expect, it } from 'vitest';
import { formatDeviceTime } from '@dtu-web/protocol';
import { fromLocal, toLocal } from './localTime.ts';
import { zoneFromTz } from '@dtu-web/protocol';
import { sunState } from './sunState.ts';

const berlin = zoneFromTz('CET-1CEST,M3.5.0,M10.5.0/3');
const defaults = { latitude: 51.1657, longitude: 10.4515, sunsettype: 1 };

describe('sun state for the NTP status', () => {
  it('gives almanac sunrise/sunset (official angle, truncated minutes) for London and New York', () => {
    const london = zoneFromTz('GMT0BST,M3.5.0/1,M10.5.0');
    const midsummer = fromLocal(london, { year: 2024, month: 6, day: 21, hour: 12, minute: 0, second: 0 });
    expect(sunState(london, midsummer, { latitude: 51.4769, longitude: -0.0005, sunsettype: 0 })).toEqual({
      available: true,
      isDayPeriod: true,
      risetime: 'Friday, June 21 2024 04:42:00',
      settime: 'Friday, June 21 2024 21:20:00',
    });
    const newYork = zoneFromTz('EST5EDT,M3.2.0,M11.1.0');
    const winter = fromLocal(newYork, { year: 2024, month: 12, day: 21, hour: 17, minute: 0, second: 0 });
    const sun = sunState(newYork, winter, { latitude: 40.7128, longitude: -74.006, sunsettype: 0 });
    expect([sun.risetime, sun.settime, sun.isDayPeriod]).toEqual([
      'Saturday, December 21 2024 07:16:00',
      'Saturday, December 21 2024 16:32:00',
      false,
    ]);
  });

  it('widens the day for the nautical default angle', () => {
    const now = fromLocal(berlin, { year: 2024, month: 6, day: 10, hour: 14, minute: 3, second: 12 });
    const nautical = sunState(berlin, now, defaults);
    const official = sunState(berlin, now, { ...defaults, sunsettype: 0 });
    expect(nautical.risetime < official.risetime).toBe(true);
    expect(nautical.settime > official.settime).toBe(true);
    expect(nautical.risetime).toBe('Monday, June 10 2024 03:06:00');
  });

  it('reports night before sunrise and uses the official angle for sunsettype 0', () => {
    const now = fromLocal(berlin, { year: 2024, month: 12, day: 21, hour: 6, minute: 0, second: 0 });
    const sun = sunState(berlin, now, { ...defaults, sunsettype: 0 });
    expect(sun.isDayPeriod).toBe(false);
    expect(sun.risetime).toMatch(/^Saturday, December 21 2024 08:1\d:00$/);
    expect(sun.settime).toMatch(/^Saturday, December 21 2024 16:\d\d:00$/);
  });

  it('has no sunset in the polar summer and then counts as day', () => {
    const now = Date.UTC(2024, 5, 21, 12);
    const sun = sunState(zoneFromTz('UTC0'), now, { latitude: 78, longitude: 15, sunsettype: 0 });
    expect(sun).toEqual({ available: false, isDayPeriod: true, risetime: '--', settime: '--' });
  });
});

describe('device date format', () => {
  it('uses the C locale with zero-padded day', () => {
    const t = toLocal(berlin, Date.UTC(2024, 2, 3, 23, 4, 5));
    expect(formatDeviceTime(t)).toBe('Monday, March 04 2024 00:04:05');
  });

  it('rolls over out-of-range days like mktime', () => {
    const utc = fromLocal(zoneFromTz('UTC0'), {
      year: 2024,
      month: 6,
      day: 31,
      hour: 0,
      minute: 0,
      second: 0,
    });
    expect(new Date(utc).toISOString()).toBe('2024-07-01T00:00:00.000Z');
  });
});
