/**
 * Local calendar time from a UTC instant and a POSIX zone, and the device's C-locale date text. The
 * splitting itself is the simulation's (`sim/time.ts`), so the NTP pages and the plant agree.
 */
import { calendarFields, type LocalDate } from '../sim/time.ts';
import { localToUtc, utcOffsetAt, type PosixTimeZone } from './posixTz.ts';

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

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const two = (n: number): string => String(n).padStart(2, '0');

/** `strftime("%A, %B %d %Y %H:%M:%S")` in the C locale, e.g. "Monday, June 10 2024 14:03:12". */
export function formatDeviceDate(t: LocalDate): string {
  const weekday = WEEKDAYS[t.weekday] ?? '';
  const month = MONTHS[t.month - 1] ?? '';
  return `${weekday}, ${month} ${two(t.day)} ${t.year} ${two(t.hour)}:${two(t.minute)}:${two(t.second)}`;
}

/** The local date at `minutes` past midnight of `date` (minutes may leave the day; it rolls over). */
export function localAtMinutes(
  date: { year: number; month: number; day: number },
  minutes: number,
): LocalDate {
  return calendarFields(Date.UTC(date.year, date.month - 1, date.day, 0, minutes, 0));
}
