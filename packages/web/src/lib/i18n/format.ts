import type { Locale } from './types.ts';

/** Number and date formats of interface-spec §9, bound to one locale. */
export interface Formatters {
  decimal: (value: number) => string;
  decimal0: (value: number) => string;
  decimal2: (value: number) => string;
  /** `value` is a fraction: 0.5 → 50 %. */
  percent: (value: number) => string;
  kilobyte: (value: number) => string;
  /** A device value with its own number of digits (`d` of a live value). */
  fixed: (value: number, digits: number) => string;
  /** 24-hour time with seconds. */
  time: (value: Date | number) => string;
  /** Numeric date and 24-hour time with seconds. */
  dateTime: (value: Date | number) => string;
  /**
   * Like `dateTime`, for a wall-clock moment whose fields are given in UTC (a device's local time,
   * whatever the browser's time zone).
   */
  wallDateTime: (value: Date | number) => string;
}

const cache = new Map<Locale, Formatters>();

export function formatters(locale: Locale): Formatters {
  const cached = cache.get(locale);
  if (cached) return cached;
  const decimal = new Intl.NumberFormat(locale, { style: 'decimal' });
  const decimal0 = new Intl.NumberFormat(locale, { style: 'decimal', maximumFractionDigits: 0 });
  const decimal2 = new Intl.NumberFormat(locale, {
    style: 'decimal',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const percent = new Intl.NumberFormat(locale, { style: 'percent' });
  const kilobyte = new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte' });
  const dateTimeOptions: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  };
  const dateTime = new Intl.DateTimeFormat(locale, dateTimeOptions);
  const wallDateTime = new Intl.DateTimeFormat(locale, { ...dateTimeOptions, timeZone: 'UTC' });
  const time = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  const fixedByDigits = new Map<number, Intl.NumberFormat>();
  const fixed = (value: number, digits: number): string => {
    let formatter = fixedByDigits.get(digits);
    if (!formatter) {
      formatter = new Intl.NumberFormat(locale, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
      fixedByDigits.set(digits, formatter);
    }
    return formatter.format(value);
  };
  const created: Formatters = {
    decimal: (value) => decimal.format(value),
    decimal0: (value) => decimal0.format(value),
    decimal2: (value) => decimal2.format(value),
    percent: (value) => percent.format(value),
    kilobyte: (value) => kilobyte.format(value),
    fixed,
    time: (value) => time.format(value),
    dateTime: (value) => dateTime.format(value),
    wallDateTime: (value) => wallDateTime.format(value),
  };
  cache.set(locale, created);
  return created;
}
