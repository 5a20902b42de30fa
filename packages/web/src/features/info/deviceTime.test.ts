import { describe, expect, it } from 'vitest';
import { parseDeviceTime, splitUptime } from './deviceTime.ts';

describe('parseDeviceTime', () => {
  it('reads the device text as a wall-clock moment', () => {
    expect(parseDeviceTime('Monday, June 10 2024 14:03:12')).toBe(Date.UTC(2024, 5, 10, 14, 3, 12));
    expect(parseDeviceTime('Thursday, January 01 1970 00:00:05')).toBe(5000);
    expect(parseDeviceTime('Tuesday, December 31 2024 23:59:59')).toBe(Date.UTC(2024, 11, 31, 23, 59, 59));
  });

  it('gives undefined for "--" and other texts', () => {
    expect(parseDeviceTime('--')).toBeUndefined();
    expect(parseDeviceTime('')).toBeUndefined();
    expect(parseDeviceTime('Monday, Juin 10 2024 14:03:12')).toBeUndefined();
    expect(parseDeviceTime('2024-06-10 14:03:12')).toBeUndefined();
  });
});

describe('splitUptime', () => {
  it('splits seconds into days and a padded time of day', () => {
    expect(splitUptime(0)).toEqual({ days: 0, time: '00:00:00' });
    expect(splitUptime(59)).toEqual({ days: 0, time: '00:00:59' });
    expect(splitUptime(86399)).toEqual({ days: 0, time: '23:59:59' });
    expect(splitUptime(86400)).toEqual({ days: 1, time: '00:00:00' });
    expect(splitUptime(86412)).toEqual({ days: 1, time: '00:00:12' });
    expect(splitUptime(3 * 86400 + 4 * 3600 + 5 * 60 + 6)).toEqual({ days: 3, time: '04:05:06' });
  });
});
