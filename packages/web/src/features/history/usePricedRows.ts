import { periodsSplitByTariff, withDayRows, type EnergyRow, type HistoryTariff } from '@dtu-web/protocol';
import { useLoad } from '../../lib/api/useLoad.ts';
import { daysInMonth, fetchEnergy } from '../../lib/history/index.ts';

/** The first and last day of a month or year period. */
export function periodDays(period: string): { from: string; to: string } {
  const last = period.length === 4 ? `${period}-12` : period;
  return {
    from: period.length === 4 ? `${period}-01-01` : `${period}-01`,
    to: `${last}-${String(daysInMonth(last)).padStart(2, '0')}`,
  };
}

/**
 * The page gateway's rows as earnings must price them: a month (or year) a tariff starts inside of is
 * replaced by its day rows, loaded for it — priced whole it would take its first day's tariff throughout
 * (a tariff from 15 July earned nothing in July in the Year view). Undefined while those days load or when
 * they could not be read: no figure rather than a wrong one.
 */
export function usePricedRows(
  rows: readonly EnergyRow[],
  tariffs: readonly HistoryTariff[],
): readonly EnergyRow[] | undefined {
  const split = periodsSplitByTariff(
    rows.map((row) => row.period),
    tariffs,
  );
  // Only the days of those periods, each asked apart (two changes years apart need no years of days).
  const days = useLoad(
    async (signal) => {
      const answers = await Promise.all(
        split.map((period) => {
          const { from, to } = periodDays(period);
          return fetchEnergy(from, to, 'day', signal);
        }),
      );
      return answers.flatMap((answer) => answer.rows);
    },
    { key: split.join(','), enabled: split.length > 0, clearOnKey: true },
  ).current;
  if (split.length === 0) return rows;
  return days.state === 'loaded' ? withDayRows(rows, split, days.data) : undefined;
}
