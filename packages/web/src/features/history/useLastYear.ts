import type { EnergyRow, GatewayInfo } from '@dtu-web/protocol';
import { useLoad } from '../../lib/api/useLoad.ts';
import type { Translate } from '../../lib/i18n/index.ts';
import { energyUpTo, lastYearOf } from './lastYear.ts';
import { energyKey, loadEnergy } from './loadEnergy.ts';
import type { Comparison } from './PeriodFigures.tsx';
import { energyQuery, type PeriodScale } from './periods.ts';

export interface LastYearInput {
  scale: PeriodScale;
  period: string;
  today: string;
  fleet?: readonly GatewayInfo[];
  /** This period's rows as answered (all years: by month). */
  rows: readonly EnergyRow[];
  t: Translate;
  /** A period key in words; `date`: a day as "21 June". */
  name: (period: string) => string;
  date: (day: string) => string;
}

/**
 * The same period a year before: each bar's energy then (by its own key a year earlier), and the
 * figures — a finished month or year against the whole one before, one still running against the
 * days up to the same date a year before (the year so far by day: last year's month was longer).
 */
export function useLastYear(input: LastYearInput): {
  byPeriod: ReadonlyMap<string, number>;
  comparisons: Comparison[];
} {
  const { scale, period, today, fleet, rows, t, name, date } = input;
  const current = scale === 'month' ? today.slice(0, 7) : today.slice(0, 4);
  const ongoing = scale === 'all' || period === current;
  const earlierQuery = energyQuery(scale === 'all' ? 'year' : scale, lastYearOf(period || current), today);
  const earlier = useLoad((signal) => loadEnergy(fleet, earlierQuery, signal), {
    key: energyKey(fleet, earlierQuery),
    enabled: scale !== 'all',
    clearOnKey: true,
  }).current;
  const toDateQuery = {
    from: `${lastYearOf(today.slice(0, 4))}-01-01`,
    to: lastYearOf(today),
    step: 'day' as const,
  };
  const toDate = useLoad((signal) => loadEnergy(fleet, toDateQuery, signal), {
    key: energyKey(fleet, toDateQuery),
    enabled: ongoing && scale !== 'month',
    clearOnKey: true,
  }).current;

  const before = earlier.state === 'loaded' ? earlier.data.rows : [];
  const total = rows.reduce((sum, row) => sum + row.wh, 0);
  const sameDate = date(lastYearOf(today));
  const comparisons: Comparison[] = [];
  if ((scale === 'month' || (scale === 'year' && !ongoing)) && earlier.state === 'loaded') {
    comparisons.push(
      ongoing
        ? {
            label: t('history.ToSameDate', { period: name(lastYearOf(period)), date: sameDate }),
            now: total,
            before: energyUpTo(before, lastYearOf(today)),
          }
        : {
            label: t(scale === 'month' ? 'history.LastYearMonth' : 'history.LastYearYear'),
            now: total,
            before: energyUpTo(before, '9999'),
          },
    );
  }
  if (scale !== 'month' && ongoing && toDate.state === 'loaded') {
    comparisons.push({
      label: t('history.ToSameDate', { period: lastYearOf(current), date: sameDate }),
      now: energyUpTo(
        rows.filter((row) => row.period.startsWith(current)),
        '9999',
      ),
      before: energyUpTo(toDate.data.rows, '9999'),
    });
  }
  return { byPeriod: new Map(before.map((row) => [row.period, row.wh])), comparisons };
}
