import { describe, expect, it } from 'vitest';
import { formatDeviceTime, parseDeviceTime } from './deviceTime.ts';

describe('the device time text', () => {
  it('is written as the C locale writes "%A, %B %d %Y %H:%M:%S"', () => {
    const fields = { year: 2024, month: 3, day: 4, hour: 0, minute: 4, second: 5, weekday: 1 };
    expect(formatDeviceTime(fields)).toBe('Monday, March 04 2024 00:04:05');
  });

  it('reads back as the wall-clock moment on a UTC axis', () => {
    expect(parseDeviceTime('Monday, June 10 2024 14:03:12')).toBe(Date.UTC(2024, 5, 10, 14, 3, 12));
    expect(parseDeviceTime('Thursday, January 01 1970 00:00:05')).toBe(5000);
    expect(parseDeviceTime('Tuesday, December 31 2024 23:59:59')).toBe(Date.UTC(2024, 11, 31, 23, 59, 59));
  });

  it('round-trips every month', () => {
    for (let month = 1; month <= 12; month++) {
      const text = formatDeviceTime({ year: 2026, month, day: 9, hour: 8, minute: 7, second: 6, weekday: 0 });
      expect(parseDeviceTime(text)).toBe(Date.UTC(2026, month - 1, 9, 8, 7, 6));
    }
  });

  it('gives nothing for any other text', () => {
    expect(parseDeviceTime('--')).toBeUndefined();
    expect(parseDeviceTime('')).toBeUndefined();
    expect(parseDeviceTime('Monday, Juin 10 2024 14:03:12')).toBeUndefined();
    expect(parseDeviceTime('2024-06-10 14:03:12')).toBeUndefined();
  });
});
