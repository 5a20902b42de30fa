/** The seasonal brand icon of the navigation bar (interface-spec §2). */
export type BrandIcon = 'tree' | 'egg' | 'sun';

export interface CalendarDay {
  year: number;
  /** 1..12. */
  month: number;
  day: number;
}

/** Easter Sunday (Gregorian) by the anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
export function easterSunday(year: number): CalendarDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

const DAY_MS = 86400000;

function dayNumber(d: CalendarDay): number {
  return Date.UTC(d.year, d.month - 1, d.day) / DAY_MS;
}

/**
 * 'tree' on 24–26 December, 'egg' from Good Friday (Easter − 2) through Easter Monday (Easter + 1),
 * otherwise 'sun'. Uses the date's local calendar day.
 */
export function brandIcon(date: Date): BrandIcon {
  const today: CalendarDay = { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
  if (today.month === 12 && today.day >= 24 && today.day <= 26) return 'tree';
  const offset = dayNumber(today) - dayNumber(easterSunday(today.year));
  return offset >= -2 && offset <= 1 ? 'egg' : 'sun';
}
