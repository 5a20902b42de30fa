import { describe, expect, it } from 'vitest';
import { localToUtc, parsePosixTz, utcOffsetAt, zoneFromTz } from './posixTz.ts';

const berlin = zoneFromTz('CET-1CEST,M3.5.0,M10.5.0/3');

describe('POSIX TZ rules', () => {
  it('gives CET in winter and CEST in summer, switching at the EU transition instants', () => {
    expect(utcOffsetAt(berlin, Date.UTC(2024, 0, 15, 12))).toBe(3600);
    expect(utcOffsetAt(berlin, Date.UTC(2024, 5, 10, 12))).toBe(7200);
    // 2024-03-31 01:00 UTC is 02:00 CET, the start of CEST.
    expect(utcOffsetAt(berlin, Date.UTC(2024, 2, 31, 0, 59, 59))).toBe(3600);
    expect(utcOffsetAt(berlin, Date.UTC(2024, 2, 31, 1, 0, 0))).toBe(7200);
    // 2024-10-27 01:00 UTC is 03:00 CEST, the end.
    expect(utcOffsetAt(berlin, Date.UTC(2024, 9, 27, 0, 59, 59))).toBe(7200);
    expect(utcOffsetAt(berlin, Date.UTC(2024, 9, 27, 1, 0, 0))).toBe(3600);
  });

  it('handles southern-hemisphere rules, quoted names and half hours', () => {
    const lordHowe = zoneFromTz('<+1030>-10:30<+11>-11,M10.1.0,M4.1.0');
    expect(utcOffsetAt(lordHowe, Date.UTC(2024, 0, 10))).toBe(11 * 3600);
    expect(utcOffsetAt(lordHowe, Date.UTC(2024, 6, 10))).toBe(10.5 * 3600);
    const newYork = zoneFromTz('EST5EDT,M3.2.0,M11.1.0');
    expect(utcOffsetAt(newYork, Date.UTC(2024, 6, 1))).toBe(-4 * 3600);
    expect(utcOffsetAt(zoneFromTz('<-01>1'), 0)).toBe(-3600);
  });

  it('supports Julian day rules and negative/extended rule times', () => {
    const zone = parsePosixTz('XXX3YYY,J60/-1,300/26');
    expect(zone?.start).toEqual({ kind: 'julianNoLeap', day: 60, time: -3600 });
    expect(zone?.end).toEqual({ kind: 'dayOfYear', day: 300, time: 26 * 3600 });
    // J60 is March 1 even in a leap year.
    const zoneMarch = zoneFromTz('XXX3YYY,J60/0,J300/0');
    expect(utcOffsetAt(zoneMarch, Date.UTC(2024, 1, 29, 12))).toBe(-3 * 3600);
    expect(utcOffsetAt(zoneMarch, Date.UTC(2024, 2, 1, 12))).toBe(-2 * 3600);
  });

  it('treats invalid strings as UTC like the C library', () => {
    expect(parsePosixTz('nonsense')).toBeUndefined();
    expect(parsePosixTz('CET-1CEST,M3.5.0')).toBeUndefined();
    expect(utcOffsetAt(zoneFromTz(''), Date.UTC(2024, 5, 1))).toBe(0);
  });

  it('maps local wall time back to UTC', () => {
    expect(localToUtc(berlin, Date.UTC(2024, 5, 10, 14, 3, 12))).toBe(Date.UTC(2024, 5, 10, 12, 3, 12));
    expect(localToUtc(berlin, Date.UTC(2024, 0, 10, 14))).toBe(Date.UTC(2024, 0, 10, 13));
  });
});
