import { localToUtc, utcOffsetAt, type PosixTimeZone } from '@dtu-web/protocol';

/**
 * The gateway's calendar (companion-api §0): days `YYYY-MM-DD`, months `YYYY-MM`, years `YYYY`, in its
 * own time zone. Dates are handled as UTC midnights ("local as UTC"), so the browser's zone never
 * shifts a day.
 */
const DAY_MS = 86_400_000;

export function parseDay(day: string): number {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date);
}

export function formatDay(localAsUtc: number): string {
  return new Date(localAsUtc).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return formatDay(parseDay(day) + days * DAY_MS);
}

/** `YYYY-MM` moved by `months`. */
export function addMonths(month: string, months: number): string {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, index - 1 + months, 1)).toISOString().slice(0, 7);
}

export function daysInMonth(month: string): number {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, index, 0)).getUTCDate();
}

/** The gateway's date of the instant `utcMs`. */
export function dayAt(zone: PosixTimeZone, utcMs: number): string {
  return formatDay(utcMs + utcOffsetAt(zone, utcMs) * 1000);
}

/** The instants the gateway's day begins and ends (23 or 25 hours apart on a clock change). */
export function dayBounds(zone: PosixTimeZone, day: string): { from: number; to: number } {
  const start = parseDay(day);
  return { from: localToUtc(zone, start), to: localToUtc(zone, start + DAY_MS) };
}

/** The gateway's wall clock at `utcMs`, as ms to format with `timeZone: 'UTC'`. */
export function wallClock(zone: PosixTimeZone, utcMs: number): number {
  return utcMs + utcOffsetAt(zone, utcMs) * 1000;
}
