/**
 * The device's time text (device-api §9.1): C-locale `strftime("%A, %B %d %Y %H:%M:%S")`, e.g.
 * "Monday, June 10 2024 14:03:12". The emulator writes it, the web app reads it back.
 */

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
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

/** Local calendar fields as the device formats them. */
export interface DeviceTimeFields {
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
}

const two = (n: number): string => String(n).padStart(2, '0');

/** `strftime("%A, %B %d %Y %H:%M:%S")` in the C locale. */
export function formatDeviceTime(t: DeviceTimeFields): string {
  const weekday = WEEKDAYS[t.weekday] ?? '';
  const month = MONTHS[t.month - 1] ?? '';
  return `${weekday}, ${month} ${two(t.day)} ${t.year} ${two(t.hour)}:${two(t.minute)}:${two(t.second)}`;
}

const DEVICE_TIME = /(\p{L}+) (\d{1,2}) (\d{4}) (\d{1,2}):(\d{2}):(\d{2})$/u;
const MONTH_KEYS = MONTHS.map((name) => name.toLowerCase());

/**
 * The device's time text → its wall-clock fields as ms on a UTC axis (the device's local time read as
 * if it were UTC); undefined for "--" or any other text.
 */
export function parseDeviceTime(text: string): number | undefined {
  const parts = DEVICE_TIME.exec(text.trim());
  if (!parts) return undefined;
  const [, monthName = '', day, year, hour, minute, second] = parts;
  const month = MONTH_KEYS.indexOf(monthName.toLowerCase());
  if (month < 0) return undefined;
  return Date.UTC(Number(year), month, Number(day), Number(hour), Number(minute), Number(second));
}
