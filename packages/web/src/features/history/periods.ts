import type { EnergyRow, EnergyStep } from '@dtu-web/protocol';
import { addMonths, daysInMonth, formatDay, parseDay } from '../../lib/history/index.ts';

export type PeriodScale = 'month' | 'year' | 'all';

/** The first year an `all` view asks for: before any gateway of this kind was sold. */
export const FIRST_YEAR = 2015;

/** What the energy call asks for to draw a scale's bars: a month's days, a year's months, the years. */
export function energyQuery(
  scale: PeriodScale,
  period: string,
  today: string,
): { from: string; to: string; step: EnergyStep } {
  if (scale === 'month')
    return {
      from: `${period}-01`,
      to: `${period}-${String(daysInMonth(period)).padStart(2, '0')}`,
      step: 'day',
    };
  if (scale === 'year') return { from: `${period}-01`, to: `${period}-12`, step: 'month' };
  // All years by month: a year with fewer months recorded is a partial one, and is said to be.
  return { from: `${String(FIRST_YEAR)}-01`, to: today.slice(0, 7), step: 'month' };
}

/** Every period a scale's chart has a slot for (empty ones too): a month's days, a year's months. */
export function periodSlots(scale: PeriodScale, period: string, rows: readonly EnergyRow[]): string[] {
  if (scale === 'month') {
    return Array.from({ length: daysInMonth(period) }, (_, i) =>
      formatDay(parseDay(`${period}-01`) + i * 86_400_000),
    );
  }
  if (scale === 'year') return Array.from({ length: 12 }, (_, i) => addMonths(`${period}-01`, i));
  // All years from the first with data to the last.
  const years = rows.map((row) => Number(row.period));
  if (years.length === 0) return [];
  const first = Math.min(...years);
  const last = Math.max(...years);
  return Array.from({ length: last - first + 1 }, (_, i) => String(first + i));
}

/**
 * The best and the worst of the rows with data (energy), the gateway's current period left out of
 * "worst": it has not ended yet. Periods in `partial` (years recorded in part) are compared only when
 * there is no whole one.
 */
export function bestAndWorst(
  rows: readonly EnergyRow[],
  current: string,
  partial: ReadonlySet<string> = new Set(),
): { best?: EnergyRow; worst?: EnergyRow } {
  const whole = rows.filter((row) => !partial.has(row.period));
  let best: EnergyRow | undefined;
  let worst: EnergyRow | undefined;
  for (const row of whole.length > 0 ? whole : rows) {
    if (!best || row.wh > best.wh) best = row;
    if (row.period !== current && (!worst || row.wh < worst.wh)) worst = row;
  }
  return { best, worst };
}

/**
 * Years recorded in part: the current one (not over yet) and any with fewer than 12 months of data
 * (`months`: the months each year holds).
 */
export function partialYears(months: ReadonlyMap<string, readonly string[]>, today: string): Set<string> {
  const partial = new Set<string>();
  for (const [year, held] of months) if (year === today.slice(0, 4) || held.length < 12) partial.add(year);
  return partial;
}

/** The serials of every inverter in the rows, in order of appearance. */
export function serialsOf(rows: readonly EnergyRow[]): string[] {
  const serials = new Set<string>();
  for (const row of rows) for (const serial of Object.keys(row.inverters)) serials.add(serial);
  return [...serials];
}
