/**
 * The gateway's local calendar for history (companion-api §0): days `YYYY-MM-DD`, months `YYYY-MM` and
 * years `YYYY` in its POSIX time zone, and the UTC instants where they begin and end.
 */
import { zoneFromTz } from '@dtu-web/protocol';
import { utcOffsetMinutesOf } from '../ntp/zoneOffset.ts';
import { localDayIndex, MS_PER_DAY, startOfLocalDay, type UtcOffsetFn } from '../sim/time.ts';

export type { UtcOffsetFn };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;
const YEAR = /^(\d{4})$/;

/** The offset function of a POSIX TZ rule (an invalid rule is UTC, like the device's libc). */
export function offsetOfTz(tz: string): UtcOffsetFn {
  return utcOffsetMinutesOf(zoneFromTz(tz));
}

/** Days since 1970-01-01 of a `YYYY-MM-DD` key, or undefined when it is no real date. */
export function dayNumber(key: string): number | undefined {
  const m = DAY.exec(key);
  if (m === null) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (y < 1970 || back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) {
    return undefined;
  }
  return Math.floor(ms / MS_PER_DAY);
}

/** `YYYY-MM-DD` of a day number. */
export function dayKeyOf(dayNo: number): string {
  return new Date(dayNo * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The local day key of an instant. */
export function localDayKey(ms: number, offset: UtcOffsetFn): string {
  return dayKeyOf(localDayIndex(ms, offset));
}

/** The UTC instants [start, end) of a local day. */
export function dayBounds(dayNo: number, offset: UtcOffsetFn): [number, number] {
  // Noon of the day (in any offset) lies inside it; the start is found from there, DST included.
  const noon = dayNo * MS_PER_DAY + 12 * 3_600_000;
  return [startOfLocalDay(noon, offset), startOfLocalDay(noon + MS_PER_DAY, offset)];
}

/** A month `YYYY-MM` as [first day number, last day number], or undefined. */
export function monthDays(key: string): [number, number] | undefined {
  const m = MONTH.exec(key);
  if (m === null) return undefined;
  const [y, mo] = [Number(m[1]), Number(m[2])];
  if (y < 1970 || mo < 1 || mo > 12) return undefined;
  return [Date.UTC(y, mo - 1, 1) / MS_PER_DAY, Date.UTC(y, mo, 1) / MS_PER_DAY - 1];
}

/** A year `YYYY` as [first day number, last day number], or undefined. */
export function yearDays(key: string): [number, number] | undefined {
  const m = YEAR.exec(key);
  if (m === null) return undefined;
  const y = Number(m[1]);
  if (y < 1970) return undefined;
  return [Date.UTC(y, 0, 1) / MS_PER_DAY, Date.UTC(y + 1, 0, 1) / MS_PER_DAY - 1];
}

/** ISO 8601 local time with its offset: `2026-06-21T12:00:05+02:00`. */
export function isoLocal(ms: number, offset: UtcOffsetFn): string {
  const minutes = offset(ms);
  const local = new Date(ms + minutes * 60_000).toISOString().slice(0, 19);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${local}${sign}${hh}:${mm}`;
}
