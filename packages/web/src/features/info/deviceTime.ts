/** Times the device sends as C-locale text (device-api §9.1: "%A, %B %d %Y %H:%M:%S"). */

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
] as const;

const DEVICE_TIME = /^[A-Za-z]+, ([A-Za-z]+) (\d{1,2}) (\d{4}) (\d{2}):(\d{2}):(\d{2})$/;

/**
 * "Monday, June 10 2024 14:03:12" → the wall-clock moment as UTC milliseconds (its fields are the
 * device's local time); undefined for "--" or any other text.
 */
export function parseDeviceTime(text: string): number | undefined {
  const match = DEVICE_TIME.exec(text.trim());
  if (!match) return undefined;
  const [, monthName, day, year, hour, minute, second] = match;
  const month = MONTHS.findIndex((name) => name === monthName);
  if (month < 0) return undefined;
  return Date.UTC(Number(year), month, Number(day), Number(hour), Number(minute), Number(second));
}

export interface Uptime {
  days: number;
  /** "HH:MM:SS" of the current day. */
  time: string;
}

const pad2 = (value: number): string => String(value).padStart(2, '0');

/** Seconds since boot → whole days and the rest as hours, minutes and seconds. */
export function splitUptime(seconds: number): Uptime {
  const total = Math.max(0, Math.floor(seconds));
  const days = Math.floor(total / 86400);
  const rest = total % 86400;
  return {
    days,
    time: `${pad2(Math.floor(rest / 3600))}:${pad2(Math.floor((rest % 3600) / 60))}:${pad2(rest % 60)}`,
  };
}
