import { describe, expect, it } from 'vitest';
import { browserTime, deviceWallClock } from './ManualTime.tsx';

describe('manual time', () => {
  it('sends the browser’s local wall-clock fields, months counted from 1', () => {
    expect(browserTime(new Date(2026, 0, 31, 23, 59, 58))).toEqual({
      year: 2026,
      month: 1,
      day: 31,
      hour: 23,
      minute: 59,
      second: 58,
    });
  });

  it('lets the device’s time run on from when it was read, across midnight and month ends', () => {
    const read = { year: 2024, month: 2, day: 29, hour: 23, minute: 59, second: 59 };
    expect(deviceWallClock(read, 0).toISOString()).toBe('2024-02-29T23:59:59.000Z');
    expect(deviceWallClock(read, 2000).toISOString()).toBe('2024-03-01T00:00:01.000Z');
    // A browser clock that went backwards does not move the device's time back.
    expect(deviceWallClock(read, -5000).toISOString()).toBe('2024-02-29T23:59:59.000Z');
  });
});
