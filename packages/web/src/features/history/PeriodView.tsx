import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { seriesColour } from '../../lib/chart/colours.ts';
import { useSwipe } from '../../lib/chart/useSwipe.ts';
import type { EnergyRow, GatewayInfo } from '@dtu-web/protocol';
import { addMonths, parseDay } from '../../lib/history/index.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { axisFormat, energyText } from '../../lib/units.ts';
import { BarChart, type Bar } from './charts/BarChart.tsx';
import { DataTable } from './charts/DataTable.tsx';
import { useInverterNames } from './inverterNames.ts';
import { lastYearOf, rollUp } from './lastYear.ts';
import { energyKey, loadEnergy } from './loadEnergy.ts';
import { LoadFailed, Loading } from './LoadState.tsx';
import { DateField } from './DateField.tsx';
import { PeriodFigures } from './PeriodFigures.tsx';
import { OwnerFigures } from './OwnerFigures.tsx';
import { PeriodNav } from './PeriodNav.tsx';
import { SpecificYieldTable } from './SpecificYieldTable.tsx';
import {
  bestAndWorst,
  energyQuery,
  partialYears,
  periodSlots,
  serialsOf,
  type PeriodScale,
} from './periods.ts';
import { useLoad } from '../../lib/api/useLoad.ts';
import { useLastYear } from './useLastYear.ts';

// Only the year scale shows the heat-map: it loads when first shown, off the History screen's first load.
const YearHeatMap = lazy(() =>
  import('./YearHeatMap.tsx').then((module) => ({ default: module.YearHeatMap })),
);

export interface PeriodViewProps {
  scale: PeriodScale;
  /** `YYYY-MM` (month) or `YYYY` (year); ignored for all. */
  period: string;
  today: string;
  onPeriod: (period: string) => void;
  /** Opens a day (month view, heat-map) or a month (year view), a year (all). */
  onOpen: (scale: 'day' | 'month' | 'year', period: string) => void;
  /** The fleet level: every one of these gateways' energy summed, stacked per gateway on request. */
  fleet?: readonly GatewayInfo[];
}

/** Energy bars of a month (per day), a year (per month) or all years, with best and worst. */
export function PeriodView({ scale, period, today, onPeriod, onOpen, fleet }: PeriodViewProps) {
  const { t, locale, format } = useI18n();
  const [stacked, setStacked] = useState(false);
  const switchId = useId();
  const inverterNames = useInverterNames();
  const names = fleet ? new Map(fleet.map((gateway) => [gateway.id, gateway.name])) : inverterNames;
  const query = energyQuery(scale, period, today);
  const energy = useLoad((signal) => loadEnergy(fleet, query, signal), {
    key: energyKey(fleet, query),
    clearOnKey: true,
  }).current;
  const current = scale === 'month' ? today.slice(0, 7) : today.slice(0, 4);
  const move = (by: number): string =>
    scale === 'month' ? addMonths(period, by) : String(Number(period) + by);
  const hasNext = scale !== 'all' && period < current;
  const swipe = useSwipe(
    () => {
      if (scale !== 'all') onPeriod(move(-1));
    },
    () => {
      if (hasNext) onPeriod(move(1));
    },
  );
  const formats = useMemo(
    () => ({
      day: new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }),
      dayNumber: new Intl.DateTimeFormat(locale, { day: 'numeric', timeZone: 'UTC' }),
      dayMonth: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }),
      month: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
      monthShort: new Intl.DateTimeFormat(locale, { month: 'narrow', timeZone: 'UTC' }),
    }),
    [locale],
  );
  const kwh = (value: number): string => energyText(format, value * 1000);
  const name = (slot: string): string =>
    slot.length === 10
      ? formats.day.format(parseDay(slot))
      : slot.length === 7
        ? formats.month.format(parseDay(`${slot}-01`))
        : slot;
  const title = scale === 'month' ? name(period) : scale === 'year' ? period : t('history.AllYears');

  const answered = energy.state === 'loaded' ? energy.data.rows : [];
  const installed = energy.state === 'loaded' ? energy.data.installed_wp : undefined;
  // All years come by month: rolled up into years, each knowing how many months it holds.
  const rolled = scale === 'all' ? rollUp(answered, 4) : undefined;
  const rows: readonly EnergyRow[] = rolled ? rolled.rows : answered;
  const partial = rolled ? partialYears(rolled.parts, today) : new Set<string>();
  const serials = serialsOf(rows);
  const series = stacked
    ? serials.map((serial, index) => ({
        id: serial,
        name: names.get(serial) ?? serial,
        colour: seriesColour(index),
      }))
    : [{ id: 'plant', name: t('history.Plant'), colour: 'var(--bs-success)' }];
  const byPeriod = new Map(rows.map((row) => [row.period, row]));
  const lastYear = useLastYear({
    scale,
    period,
    today,
    fleet,
    rows: answered,
    t,
    name,
    date: (day) => formats.dayMonth.format(parseDay(day)),
  });
  // The running day, month or year is not over: never the weakest yet.
  const running = scale === 'month' ? today : scale === 'year' ? today.slice(0, 7) : current;
  const { best, worst } = bestAndWorst(rows, running, partial);
  const bars: Bar[] = periodSlots(scale, period, rows).map((slot) => {
    const row = byPeriod.get(slot);
    const values = stacked
      ? serials.map((serial) => (row?.inverters[serial]?.wh ?? 0) / 1000)
      : [(row?.wh ?? 0) / 1000];
    const months = rolled?.parts.get(slot)?.length ?? 12;
    const notes = [
      row === undefined ? t('history.NoData') : '',
      row && row === best ? t('history.Best') : '',
      row && row === worst ? t('history.Worst') : '',
      row?.repaired ? t('history.Repaired') : '',
      row?.imported ? t('history.ImportedNote') : '',
      row?.seeded ? t('history.SeededNote') : '',
      partial.has(slot)
        ? slot === current
          ? t('history.YearSoFar')
          : t('history.PartialYear', { months })
        : '',
    ].filter((note) => note !== '');
    const mark = [
      row && row === best ? '▲' : '',
      row && row === worst ? '▼' : '',
      row?.repaired ? '*' : '',
      row?.imported ? '+' : '',
      row?.seeded ? '~' : '',
      partial.has(slot) ? '◐' : '',
    ].join('');
    const reference = lastYear.byPeriod.get(lastYearOf(slot));
    return {
      key: slot,
      label:
        slot.length === 10
          ? formats.dayNumber.format(parseDay(slot))
          : slot.length === 7
            ? formats.monthShort.format(parseDay(`${slot}-01`))
            : slot,
      title: name(slot),
      values,
      note: notes.join(', ') || undefined,
      mark,
      reference: reference === undefined ? undefined : reference / 1000,
    };
  });
  const total = rows.reduce((sum, row) => sum + row.wh, 0);
  const unit = scale === 'month' ? 'day' : scale === 'year' ? 'month' : 'year';
  const bestLabel = t(
    scale === 'all' ? 'history.BestYear' : scale === 'year' ? 'history.BestMonth' : 'history.BestDay',
  );
  const worstLabel = t(
    scale === 'all' ? 'history.WorstYear' : scale === 'year' ? 'history.WorstMonth' : 'history.WorstDay',
  );

  return (
    <div {...swipe}>
      {scale === 'all' ? (
        <h2 className="fs-5">{title}</h2>
      ) : (
        <PeriodNav
          title={title}
          previousLabel={t(scale === 'month' ? 'history.PreviousMonth' : 'history.PreviousYear')}
          nextLabel={t(scale === 'month' ? 'history.NextMonth' : 'history.NextYear')}
          onPrevious={() => {
            onPeriod(move(-1));
          }}
          onNext={
            hasNext
              ? () => {
                  onPeriod(move(1));
                }
              : undefined
          }
          input={
            scale === 'month' ? (
              <DateField
                kind="month"
                label={t('history.Month')}
                value={period}
                min="2000-01"
                max={current}
                onChange={onPeriod}
              />
            ) : (
              <input
                type="number"
                className="form-control"
                aria-label={t('history.Year')}
                value={period}
                min={2000}
                max={current}
                onChange={(event) => {
                  if (/^\d{4}$/.test(event.target.value) && event.target.value <= current)
                    onPeriod(event.target.value);
                }}
              />
            )
          }
        />
      )}
      {energy.state === 'loading' && <Loading />}
      {energy.state === 'failed' && <LoadFailed message={energy.message} />}
      {energy.state === 'loaded' && (
        <>
          {rows.length > 0 && (
            <PeriodFigures
              total={total}
              best={best && { label: bestLabel, row: best, name: name(best.period) }}
              worst={worst && { label: worstLabel, row: worst, name: name(worst.period) }}
              comparisons={lastYear.comparisons}
            >
              <OwnerFigures rows={answered} installed={installed} fleet={fleet} />
            </PeriodFigures>
          )}
          {rows.length > 0 && (
            <SpecificYieldTable rows={rows} installed={installed} names={names} fleet={fleet !== undefined} />
          )}
          <div className="form-check form-switch mb-2">
            <input
              id={switchId}
              type="checkbox"
              role="switch"
              className="form-check-input"
              checked={stacked}
              onChange={(event) => {
                setStacked(event.target.checked);
              }}
            />
            <label className="form-check-label" htmlFor={switchId}>
              {t(fleet ? 'history.PerGateway' : 'history.PerInverter')}
            </label>
          </div>
          {rows.length === 0 ? (
            <p data-testid="period-empty">{t('history.NothingRecorded')}</p>
          ) : (
            <>
              <BarChart
                bars={bars}
                series={series}
                label={t('history.EnergyChart', { period: title })}
                formatValue={kwh}
                tickFormat={(top, step) => {
                  const tick = axisFormat(format, top * 1000, step * 1000, 'energy');
                  return (value) => tick(value * 1000);
                }}
                referenceName={
                  scale === 'all'
                    ? undefined
                    : t(scale === 'month' ? 'history.LastYearMonth' : 'history.LastYearYear')
                }
                onOpen={(bar) => {
                  onOpen(unit, bar.key);
                }}
                openLabel={t(
                  unit === 'day'
                    ? 'history.OpenDay'
                    : unit === 'month'
                      ? 'history.OpenMonth'
                      : 'history.OpenYear',
                )}
              />
              <p className="history-marks" aria-hidden="true">
                {t(scale === 'all' ? 'history.MarksAll' : 'history.Marks')}
              </p>
              <DataTable
                caption={t('history.EnergyTable', { period: title })}
                columns={[
                  t('history.Period'),
                  ...series.map((each) => `${each.name} (kWh)`),
                  t('history.Notes'),
                ]}
                rows={bars
                  .filter((bar) => byPeriod.has(bar.key))
                  .map((bar) => ({
                    key: bar.key,
                    cells: [bar.title, ...bar.values.map((value) => format.fixed(value, 2)), bar.note ?? ''],
                  }))}
              />
            </>
          )}
        </>
      )}
      {scale === 'year' && (
        <Suspense fallback={<Loading />}>
          <YearHeatMap
            fleet={fleet}
            year={period}
            onOpen={(day) => {
              onOpen('day', day);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
