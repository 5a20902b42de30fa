import { useId, useMemo, useState } from 'react';
import { seriesColour } from '../../lib/chart/colours.ts';
import { useSwipe } from '../../lib/chart/useSwipe.ts';
import type { GatewayInfo } from '@dtu-web/protocol';
import { addMonths, fetchEnergy, fetchFleetEnergy, parseDay } from '../../lib/history/index.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { BarChart, type Bar } from './charts/BarChart.tsx';
import { DataTable } from './charts/DataTable.tsx';
import { useInverterNames } from './inverterNames.ts';
import { LoadFailed, Loading } from './LoadState.tsx';
import { DateField } from './DateField.tsx';
import { PeriodNav } from './PeriodNav.tsx';
import { bestAndWorst, energyQuery, periodSlots, serialsOf, type PeriodScale } from './periods.ts';
import { useLoad } from '../../lib/api/useLoad.ts';
import { YearHeatMap } from './YearHeatMap.tsx';

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
  const energy = useLoad(
    (signal) =>
      fleet
        ? fetchFleetEnergy(
            fleet.map((gateway) => gateway.id),
            query.from,
            query.to,
            query.step,
            signal,
          )
        : fetchEnergy(query.from, query.to, query.step, signal),
    { key: `${fleet ? 'fleet' : ''}/${query.from}/${query.to}/${query.step}`, clearOnKey: true },
  ).current;
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
      month: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
      monthShort: new Intl.DateTimeFormat(locale, { month: 'narrow', timeZone: 'UTC' }),
    }),
    [locale],
  );
  const kwh = (value: number): string => `${format.fixed(value, value < 100 ? 1 : 0)} kWh`;
  const name = (slot: string): string =>
    slot.length === 10
      ? formats.day.format(parseDay(slot))
      : slot.length === 7
        ? formats.month.format(parseDay(`${slot}-01`))
        : slot;
  const title = scale === 'month' ? name(period) : scale === 'year' ? period : t('history.AllYears');

  const rows = energy.state === 'loaded' ? energy.data.rows : [];
  const serials = serialsOf(rows);
  const series = stacked
    ? serials.map((serial, index) => ({
        id: serial,
        name: names.get(serial) ?? serial,
        colour: seriesColour(index),
      }))
    : [{ id: 'plant', name: t('history.Plant'), colour: 'var(--bs-success)' }];
  const byPeriod = new Map(rows.map((row) => [row.period, row]));
  const { best, worst } = bestAndWorst(rows, scale === 'month' ? today : current);
  const bars: Bar[] = periodSlots(scale, period, rows).map((slot) => {
    const row = byPeriod.get(slot);
    const values = stacked
      ? serials.map((serial) => (row?.inverters[serial]?.wh ?? 0) / 1000)
      : [(row?.wh ?? 0) / 1000];
    const notes = [
      row === undefined ? t('history.NoData') : '',
      row && row === best ? t('history.Best') : '',
      row && row === worst ? t('history.Worst') : '',
      row?.repaired ? t('history.Repaired') : '',
      row?.imported ? t('history.ImportedNote') : '',
    ].filter((note) => note !== '');
    const mark = [
      row && row === best ? '▲' : '',
      row && row === worst ? '▼' : '',
      row?.repaired ? '*' : '',
    ].join('');
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
    };
  });
  const total = rows.reduce((sum, row) => sum + row.wh, 0);
  const unit = scale === 'month' ? 'day' : scale === 'year' ? 'month' : 'year';

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
          <dl className="history-figures" data-testid="period-figures">
            <div>
              <dt>{t('history.Energy')}</dt>
              <dd>{kwh(total / 1000)}</dd>
            </div>
            {best && (
              <div>
                <dt>
                  {t(
                    scale === 'all'
                      ? 'history.BestYear'
                      : scale === 'year'
                        ? 'history.BestMonth'
                        : 'history.BestDay',
                  )}
                </dt>
                <dd>{`${name(best.period)} · ${kwh(best.wh / 1000)}`}</dd>
              </div>
            )}
            {worst && worst !== best && (
              <div>
                <dt>
                  {t(
                    scale === 'all'
                      ? 'history.WorstYear'
                      : scale === 'year'
                        ? 'history.WorstMonth'
                        : 'history.WorstDay',
                  )}
                </dt>
                <dd>{`${name(worst.period)} · ${kwh(worst.wh / 1000)}`}</dd>
              </div>
            )}
          </dl>
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
                formatTick={(value) => format.decimal(value)}
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
                {t('history.Marks')}
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
        <YearHeatMap
          fleet={fleet}
          year={period}
          onOpen={(day) => {
            onOpen('day', day);
          }}
        />
      )}
    </div>
  );
}
