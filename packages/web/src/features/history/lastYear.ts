import type { EnergyRow } from '@dtu-web/protocol';
import type { Formatters, Translate } from '../../lib/i18n/index.ts';

/**
 * The same period a year before, on the gateway's calendar: a day (29 February falls back to the
 * 28th), a month `YYYY-MM` or a year `YYYY`.
 */
export function lastYearOf(period: string): string {
  const year = String(Number(period.slice(0, 4)) - 1).padStart(4, '0');
  const rest = period.slice(4);
  if (rest === '-02-29') return `${year}-02-28`;
  return `${year}${rest}`;
}

/** The energy of the rows whose period starts no later than `last` (a day, month or year key). */
export function energyUpTo(rows: readonly EnergyRow[], last: string): number {
  return rows.reduce((sum, row) => (row.period.slice(0, last.length) <= last ? sum + row.wh : sum), 0);
}

/** The change from `before` to `now` as a fraction (0.12 = 12 % more); null without a base. */
export function change(now: number, before: number): number | null {
  return before > 0 ? now / before - 1 : null;
}

/** A change in words: "12 % more", "5 % less" (whole percent), or that nothing was recorded then. */
export function changeText(t: Translate, format: Formatters, ratio: number | null): string {
  if (ratio === null) return t('history.NothingThen');
  return t(ratio >= 0 ? 'history.ChangeMore' : 'history.ChangeLess', {
    percent: format.percent(Math.abs(Math.round(ratio * 100) / 100)),
  });
}

/**
 * Rows of a finer step rolled up into periods of the first `length` characters (7: months, 4: years):
 * energy and each inverter's energy added, the highest peak kept, repaired or imported when any part was.
 * `parts` counts the finer periods each roll-up holds (a year of 7 recorded months is a partial year).
 */
export function rollUp(
  rows: readonly EnergyRow[],
  length: number,
): { rows: EnergyRow[]; parts: Map<string, string[]> } {
  const byPeriod = new Map<string, EnergyRow>();
  const parts = new Map<string, string[]>();
  for (const row of rows) {
    const period = row.period.slice(0, length);
    const sum = byPeriod.get(period) ?? {
      ...row,
      period,
      wh: 0,
      max_w: 0,
      glitches: 0,
      repaired: false,
      imported: false,
      inverters: {},
    };
    sum.wh += row.wh;
    sum.max_w = Math.max(sum.max_w, row.max_w);
    sum.glitches += row.glitches;
    sum.repaired ||= row.repaired;
    sum.imported ||= row.imported;
    if (row.seeded) sum.seeded = true;
    for (const [serial, part] of Object.entries(row.inverters)) {
      const held = sum.inverters[serial];
      sum.inverters[serial] = held
        ? {
            wh: held.wh + part.wh,
            max_w: Math.max(held.max_w, part.max_w),
            strings_wh: part.strings_wh.map((wh, i) => wh + (held.strings_wh[i] ?? 0)),
          }
        : { ...part, strings_wh: [...part.strings_wh] };
    }
    byPeriod.set(period, sum);
    parts.set(period, [...(parts.get(period) ?? []), row.period]);
  }
  return { rows: [...byPeriod.values()].sort((a, b) => a.period.localeCompare(b.period)), parts };
}
