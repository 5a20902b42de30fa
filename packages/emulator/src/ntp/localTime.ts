/**
 * Local calendar time from a UTC instant and a POSIX zone (protocol's `formatDeviceTime` writes it as the
 * device does). The splitting itself is the simulation's (`sim/time.ts`), so the NTP pages and the plant agree.
 */
import { calendarFields, type LocalDate } from '../sim/time.ts';
import { localToUtc, utcOffsetAt, type PosixTimeZone } from '@dtu-web/protocol';

export function toLocal(zone: PosixTimeZone, utcMs: number): LocalDate {
  return calendarFields(utcMs + utcOffsetAt(zone, utcMs) * 1000);
}

/**
 * UTC instant of local calendar fields. Out-of-range fields roll over like C's `mktime` (June 31 is
 * July 1), which is what the device does with a manually set date.
 */
export function fromLocal(
  zone: PosixTimeZone,
  fields: { year: number; month: number; day: number; hour: number; minute: number; second: number },
): number {
  const wall = Date.UTC(fields.year, fields.month - 1, fields.day, fields.hour, fields.minute, fields.second);
  return localToUtc(zone, wall);
}

/** The local date at `minutes` past midnight of `date` (minutes may leave the day; it rolls over). */
export function localAtMinutes(
  date: { year: number; month: number; day: number },
  minutes: number,
): LocalDate {
  return calendarFields(Date.UTC(date.year, date.month - 1, date.day, 0, minutes, 0));
}
