/**
 * Local-time helpers. The simulation never reads the host's time zone: the caller provides the UTC
 * offset (minutes east of UTC) for any instant, derived from the configured POSIX time zone.
 */

/** Gives the local UTC offset in minutes (e.g. 120 for CEST) in force at an instant (ms epoch). */
export type UtcOffsetFn = (instantMs: number) => number;

export const MS_PER_DAY = 86_400_000;

/** The local wall-clock time of an instant, as milliseconds "as if it were UTC". */
export function localWallMs(ms: number, offset: UtcOffsetFn): number {
  return ms + offset(ms) * 60_000;
}

/** Calendar day number of the local date (days since 1970-01-01 local). */
export function localDayIndex(ms: number, offset: UtcOffsetFn): number {
  return Math.floor(localWallMs(ms, offset) / MS_PER_DAY);
}

/** Seconds since local midnight of a wall-clock time, an integer 0..86399 (the event log's time base). */
export function secondsOfLocalDay(wallMs: number): number {
  return Math.floor((wallMs - Math.floor(wallMs / MS_PER_DAY) * MS_PER_DAY) / 1000);
}

/** Seconds since local midnight, an integer 0..86399 (the event log's time base, §6.1). */
export function secondsSinceLocalMidnight(ms: number, offset: UtcOffsetFn): number {
  return secondsOfLocalDay(localWallMs(ms, offset));
}

export interface LocalDate {
  year: number;
  /** 1..12 */
  month: number;
  /** 1..31 */
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday */
  weekday: number;
  /** 1..366 */
  dayOfYear: number;
}

/**
 * The calendar fields of a wall-clock time given as "local as if UTC" milliseconds. The one place that
 * splits local time: the plant (offsets in minutes) and the NTP pages (POSIX zones) both come here.
 */
export function calendarFields(wallMs: number): LocalDate {
  const d = new Date(wallMs);
  const startOfYear = Date.UTC(d.getUTCFullYear(), 0, 1);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    weekday: d.getUTCDay(),
    dayOfYear: Math.floor((d.getTime() - startOfYear) / MS_PER_DAY) + 1,
  };
}

/** Splits an instant into local calendar fields. */
export function localDate(ms: number, offset: UtcOffsetFn): LocalDate {
  return calendarFields(localWallMs(ms, offset));
}

/**
 * The first instant after `ms` whose local day differs from the local day of `ms` ("midnight": the
 * weekday changes, §7.1). The offset is re-read at the candidate because DST may differ from `ms`.
 */
export function nextLocalMidnight(ms: number, offset: UtcOffsetFn): number {
  const day = localDayIndex(ms, offset);
  let candidate = (day + 1) * MS_PER_DAY - offset(ms) * 60_000;
  for (let i = 0; i < 3; i++) {
    const refined = (day + 1) * MS_PER_DAY - offset(candidate) * 60_000;
    if (refined === candidate) break;
    candidate = refined;
  }
  // A pathological offset function must not stall the caller's loop.
  return candidate > ms ? candidate : ms + 1;
}

/** The first instant of the local day of `ms` (local midnight; the offset is re-read there for DST). */
export function startOfLocalDay(ms: number, offset: UtcOffsetFn): number {
  const day = localDayIndex(ms, offset);
  let candidate = day * MS_PER_DAY - offset(ms) * 60_000;
  for (let i = 0; i < 3; i++) {
    const refined = day * MS_PER_DAY - offset(candidate) * 60_000;
    if (refined === candidate) break;
    candidate = refined;
  }
  return candidate;
}
