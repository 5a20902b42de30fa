/**
 * Query parameters of `/api/x/history/*` (companion-api §2), checked before anything is read: a bad
 * value is 90001, a range beyond HISTORY_LIMITS 90003, an unknown gateway 90002.
 */
import {
  CompanionCode,
  HISTORY_LIMITS,
  type EnergyStep,
  type ExportFormat,
  type ExportResolution,
} from '@dtu-web/protocol';
import { dayKeyOf, dayNumber, monthDays, yearDays } from '../history/calendar.ts';

export class ParamError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status = 400,
    /** The body field at fault (answered as `param.field`). */
    readonly field?: string,
  ) {
    super(message);
  }
}

export type Query = Record<string, unknown>;

const bad = (message: string): ParamError => new ParamError(CompanionCode.BadParameter, message);

/** A single text parameter; repeated or missing ones are refused (or give `fallback`). */
export function text(query: Query, name: string, fallback?: string): string {
  const value = query[name];
  if (value === undefined || value === '') {
    if (fallback !== undefined) return fallback;
    throw bad(`${name} is missing`);
  }
  if (typeof value !== 'string') throw bad(`${name} must be given once`);
  return value;
}

export function oneOf<T extends string>(query: Query, name: string, allowed: readonly T[], fallback?: T): T {
  const value = text(query, name, fallback);
  if (!(allowed as readonly string[]).includes(value)) {
    throw bad(`${name} must be one of ${allowed.join(', ')}, got "${value}"`);
  }
  return value as T;
}

/** `gateway=`: a known id, or the only gateway when left out. */
export function gatewayOf(query: Query, known: readonly string[]): string {
  const value = query.gateway;
  if (value === undefined || value === '') {
    if (known.length === 1 && known[0] !== undefined) return known[0];
    throw bad('gateway is missing (there are several)');
  }
  if (typeof value !== 'string') throw bad('gateway must be given once');
  if (!known.includes(value)) {
    throw new ParamError(CompanionCode.UnknownGateway, `no gateway "${value}"`, 404);
  }
  return value;
}

export function day(query: Query, name: string): string {
  const value = text(query, name);
  if (dayNumber(value) === undefined) throw bad(`${name} must be a date YYYY-MM-DD, got "${value}"`);
  return value;
}

/** `from`/`to` of a step in the step's own form, as inclusive day keys. */
export function periodRange(query: Query, step: EnergyStep): { from: string; to: string } {
  const parse = (name: string): [number, number] => {
    const value = text(query, name);
    const range =
      step === 'day'
        ? ((n) => (n === undefined ? undefined : ([n, n] as [number, number])))(dayNumber(value))
        : step === 'month'
          ? monthDays(value)
          : yearDays(value);
    if (range === undefined) {
      const form = step === 'day' ? 'YYYY-MM-DD' : step === 'month' ? 'YYYY-MM' : 'YYYY';
      throw bad(`${name} must be ${form} for step=${step}, got "${value}"`);
    }
    return range;
  };
  const [from] = parse('from');
  const [, to] = parse('to');
  if (from > to) throw bad('from must not be after to');
  const limit =
    step === 'day'
      ? HISTORY_LIMITS.energyDays
      : step === 'month'
        ? HISTORY_LIMITS.energyMonths * 31
        : HISTORY_LIMITS.energyYears * 366;
  if (to - from + 1 > limit) throw tooLarge(`at most ${String(limitCount(step))} ${step}s per request`);
  return { from: dayKeyOf(from), to: dayKeyOf(to) };
}

function limitCount(step: EnergyStep): number {
  return step === 'day'
    ? HISTORY_LIMITS.energyDays
    : step === 'month'
      ? HISTORY_LIMITS.energyMonths
      : HISTORY_LIMITS.energyYears;
}

export function tooLarge(message: string): ParamError {
  return new ParamError(CompanionCode.RangeTooLarge, message);
}

/** `from`/`to` days of an export, within the resolution's limit. */
export function exportRange(query: Query, resolution: ExportResolution): { from: string; to: string } {
  const from = day(query, 'from');
  const to = day(query, 'to');
  const days = (dayNumber(to) ?? 0) - (dayNumber(from) ?? 0) + 1;
  if (days < 1) throw bad('from must not be after to');
  const limit =
    resolution === 'sample'
      ? HISTORY_LIMITS.exportSampleDays
      : resolution === '5min'
        ? HISTORY_LIMITS.export5minDays
        : HISTORY_LIMITS.exportDayDays;
  if (days > limit) throw tooLarge(`at most ${String(limit)} days per export at resolution=${resolution}`);
  return { from, to };
}

export function healthDays(query: Query): number {
  const value = text(query, 'days', '30');
  const days = /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN;
  if (!(days >= 1 && days <= HISTORY_LIMITS.healthDaysMax)) {
    throw bad(
      `days must be a whole number from 1 to ${String(HISTORY_LIMITS.healthDaysMax)}, got "${value}"`,
    );
  }
  return days;
}

export const STEPS: readonly EnergyStep[] = ['day', 'month', 'year'];
export const FORMATS: readonly ExportFormat[] = ['csv', 'json'];
export const RESOLUTIONS: readonly ExportResolution[] = ['sample', '5min', 'day'];
