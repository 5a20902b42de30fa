/**
 * POSIX TZ strings ("CET-1CEST,M3.5.0,M10.5.0/3"), as the device's C library reads them from `TZ`.
 *
 * We parse the rule ourselves instead of mapping the IANA description through `Intl`: the device only
 * ever uses `ntp.timezone` (the POSIX string) and ignores the description, so a user who types a custom
 * rule gets the same local time here as on the device. Like newlib, an unparsable string means UTC.
 * Shared by the web app (the gateway's calendar in history answers, companion-api §2) and the emulator.
 */

/** A DST transition rule: the `Mm.w.d`, `Jn` or `n` forms, plus the local wall time of the change. */
type DateRule =
  | { kind: 'month'; month: number; week: number; weekday: number; time: number }
  | { kind: 'julianNoLeap'; day: number; time: number }
  | { kind: 'dayOfYear'; day: number; time: number };

export interface PosixTimeZone {
  /** Offset east of UTC in seconds during standard time (POSIX writes the opposite sign). */
  stdOffset: number;
  /** Offset east of UTC in seconds during daylight time; undefined when the zone has no DST. */
  dstOffset?: number;
  start?: DateRule;
  end?: DateRule;
}

const UTC: PosixTimeZone = { stdOffset: 0 };
const DEFAULT_TIME = 2 * 3600;

class Cursor {
  pos = 0;
  constructor(readonly text: string) {}
  peek(): string {
    return this.text.charAt(this.pos);
  }
  done(): boolean {
    return this.pos >= this.text.length;
  }
  /** Reads digits; undefined when there are none. */
  number(): number | undefined {
    const match = /^\d+/.exec(this.text.slice(this.pos));
    if (!match) return undefined;
    this.pos += match[0].length;
    return Number(match[0]);
  }
}

function parseName(c: Cursor): string | undefined {
  if (c.peek() === '<') {
    const close = c.text.indexOf('>', c.pos);
    if (close < 0) return undefined;
    const name = c.text.slice(c.pos + 1, close);
    c.pos = close + 1;
    return /^[A-Za-z0-9+-]{3,}$/.test(name) ? name : undefined;
  }
  const match = /^[A-Za-z]{3,}/.exec(c.text.slice(c.pos));
  if (!match) return undefined;
  c.pos += match[0].length;
  return match[0];
}

/** `[+-]hh[:mm[:ss]]` in seconds; hours up to 167 for rule times (an extension newlib accepts too). */
function parseClock(c: Cursor): number | undefined {
  let sign = 1;
  if (c.peek() === '+' || c.peek() === '-') {
    if (c.peek() === '-') sign = -1;
    c.pos++;
  }
  const hours = c.number();
  if (hours === undefined || hours > 167) return undefined;
  let seconds = hours * 3600;
  for (const factor of [60, 1]) {
    if (c.peek() !== ':') break;
    c.pos++;
    const part = c.number();
    if (part === undefined || part > 59) return undefined;
    seconds += part * factor;
  }
  return sign * seconds;
}

function parseRule(c: Cursor): DateRule | undefined {
  let rule: DateRule;
  if (c.peek() === 'M') {
    c.pos++;
    const month = c.number();
    if (c.peek() !== '.') return undefined;
    c.pos++;
    const week = c.number();
    if (c.peek() !== '.') return undefined;
    c.pos++;
    const weekday = c.number();
    if (month === undefined || week === undefined || weekday === undefined) return undefined;
    if (month < 1 || month > 12 || week < 1 || week > 5 || weekday > 6) return undefined;
    rule = { kind: 'month', month, week, weekday, time: DEFAULT_TIME };
  } else if (c.peek() === 'J') {
    c.pos++;
    const day = c.number();
    if (day === undefined || day < 1 || day > 365) return undefined;
    rule = { kind: 'julianNoLeap', day, time: DEFAULT_TIME };
  } else {
    const day = c.number();
    if (day === undefined || day > 365) return undefined;
    rule = { kind: 'dayOfYear', day, time: DEFAULT_TIME };
  }
  if (c.peek() === '/') {
    c.pos++;
    const time = parseClock(c);
    if (time === undefined) return undefined;
    rule.time = time;
  }
  return rule;
}

/** Parses a POSIX TZ string; returns undefined when it is not valid. */
export function parsePosixTz(text: string): PosixTimeZone | undefined {
  const c = new Cursor(text.trim());
  if (parseName(c) === undefined) return undefined;
  const std = parseClock(c);
  if (std === undefined) return undefined;
  const zone: PosixTimeZone = { stdOffset: -std };
  if (c.done()) return zone;
  if (parseName(c) === undefined) return undefined;
  zone.dstOffset = zone.stdOffset + 3600;
  if (!c.done() && c.peek() !== ',') {
    const dst = parseClock(c);
    if (dst === undefined) return undefined;
    zone.dstOffset = -dst;
  }
  if (c.done()) {
    // A DST name without rules: the C libraries fall back to the US rules.
    zone.start = { kind: 'month', month: 3, week: 2, weekday: 0, time: DEFAULT_TIME };
    zone.end = { kind: 'month', month: 11, week: 1, weekday: 0, time: DEFAULT_TIME };
    return zone;
  }
  if (c.peek() !== ',') return undefined;
  c.pos++;
  const start = parseRule(c);
  if (start === undefined || c.peek() !== ',') return undefined;
  c.pos++;
  const end = parseRule(c);
  if (end === undefined || !c.done()) return undefined;
  zone.start = start;
  zone.end = end;
  return zone;
}

const DAY_MS = 86_400_000;

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Milliseconds (in a "local wall clock as if UTC" timeline) at which the rule fires in `year`. */
function ruleWallTime(rule: DateRule, year: number): number {
  let dayStart: number;
  if (rule.kind === 'month') {
    const first = Date.UTC(year, rule.month - 1, 1);
    const firstWeekday = new Date(first).getUTCDay();
    let day = 1 + ((rule.weekday - firstWeekday + 7) % 7) + (rule.week - 1) * 7;
    const daysInMonth = new Date(Date.UTC(year, rule.month, 0)).getUTCDate();
    while (day > daysInMonth) day -= 7;
    dayStart = Date.UTC(year, rule.month - 1, day);
  } else if (rule.kind === 'julianNoLeap') {
    // Jn counts 1..365 and never names February 29.
    const skipLeapDay = isLeap(year) && rule.day >= 60 ? 1 : 0;
    dayStart = Date.UTC(year, 0, 1) + (rule.day - 1 + skipLeapDay) * DAY_MS;
  } else {
    dayStart = Date.UTC(year, 0, 1) + rule.day * DAY_MS;
  }
  return dayStart + rule.time * 1000;
}

/** Offset east of UTC in seconds at the UTC instant `utcMs`. */
export function utcOffsetAt(zone: PosixTimeZone, utcMs: number): number {
  const { dstOffset, start, end } = zone;
  if (dstOffset === undefined || start === undefined || end === undefined) return zone.stdOffset;
  const year = new Date(utcMs + zone.stdOffset * 1000).getUTCFullYear();
  // Start is given in standard wall time, end in daylight wall time.
  const startUtc = ruleWallTime(start, year) - zone.stdOffset * 1000;
  const endUtc = ruleWallTime(end, year) - dstOffset * 1000;
  const inDst =
    startUtc < endUtc ? utcMs >= startUtc && utcMs < endUtc : !(utcMs >= endUtc && utcMs < startUtc);
  return inDst ? dstOffset : zone.stdOffset;
}

/** The zone for a TZ string, UTC when it does not parse (newlib's behaviour). */
export function zoneFromTz(text: string): PosixTimeZone {
  return parsePosixTz(text) ?? UTC;
}

/**
 * The UTC instant of a local wall-clock time given as "local time as if it were UTC" milliseconds.
 * In a DST gap the standard offset is used; in an overlap, the earlier (daylight) instant wins.
 */
export function localToUtc(zone: PosixTimeZone, localAsUtcMs: number): number {
  const candidates = [zone.dstOffset, zone.stdOffset].filter((o): o is number => o !== undefined);
  for (const offset of candidates) {
    const utc = localAsUtcMs - offset * 1000;
    if (utcOffsetAt(zone, utc) === offset) return utc;
  }
  return localAsUtcMs - zone.stdOffset * 1000;
}
