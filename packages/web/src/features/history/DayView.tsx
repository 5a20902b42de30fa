import { zoneFromTz, type GatewayInfo } from '@dtu-web/protocol';
import { useMemo, useState } from 'react';
import { seriesColour } from '../../lib/chart/colours.ts';
import { useSwipe } from '../../lib/chart/useSwipe.ts';
import {
  addDays,
  byTimeOfDay,
  dayBounds,
  dayCurves,
  fetchEnergy,
  fetchFleetEnergy,
  fetchPower,
  parseDay,
  wallClock,
  type CurveLevel,
} from '../../lib/history/index.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { DataTable } from './charts/DataTable.tsx';
import { LineChart, type LineSeries } from './charts/LineChart.tsx';
import { LoadFailed, Loading } from './LoadState.tsx';
import { DateField } from './DateField.tsx';
import { DayFigures } from './DayFigures.tsx';
import { DayOptions, type Comparing } from './DayOptions.tsx';
import { lastYearOf } from './lastYear.ts';
import { OwnerFigures } from './OwnerFigures.tsx';
import { PeriodNav } from './PeriodNav.tsx';
import { rememberZone } from './today.ts';
import { useLoad } from '../../lib/api/useLoad.ts';

const TABLE_STEP_MS = 15 * 60_000;
/** The earliest day the date fields take. */
const FIRST_DAY = '2000-01-01';

export interface DayViewProps {
  day: string;
  today: string;
  onDay: (day: string) => void;
  /** Several gateways behind the companion: the day's energy of all of them is shown beside this one's. */
  fleet?: readonly GatewayInfo[];
}

/** One day: the power curve (plant, inverters or strings), its energy and peak, another day to compare. */
export function DayView({ day, today, onDay, fleet }: DayViewProps) {
  const { t, locale, format } = useI18n();
  const [level, setLevel] = useState<CurveLevel>('plant');
  const [comparing, setComparing] = useState<Comparing>({ kind: 'lastYear' });
  const compare =
    comparing.kind === 'lastYear' ? lastYearOf(day) : comparing.kind === 'day' ? comparing.day : '';
  const power = useLoad((signal) => fetchPower(day, signal), { key: day, clearOnKey: true }).current;
  const other = useLoad((signal) => fetchPower(compare, signal), {
    key: compare,
    enabled: compare !== '',
    clearOnKey: true,
  }).current;
  const energy = useLoad((signal) => fetchEnergy(day, day, 'day', signal), {
    key: day,
    clearOnKey: true,
  }).current;
  const lastYearDay = lastYearOf(day);
  const lastYear = useLoad((signal) => fetchEnergy(lastYearDay, lastYearDay, 'day', signal), {
    key: lastYearDay,
    clearOnKey: true,
  }).current;
  const lastYearRow = lastYear.state === 'loaded' ? lastYear.data.rows[0] : undefined;
  const fleetEnergy = useLoad(
    (signal) =>
      fetchFleetEnergy(
        (fleet ?? []).map((gateway) => gateway.id),
        day,
        day,
        'day',
        signal,
      ),
    { key: day, enabled: fleet !== undefined, clearOnKey: true },
  ).current;
  const fleetRow = fleetEnergy.state === 'loaded' ? fleetEnergy.data.rows[0] : undefined;
  const swipe = useSwipe(
    () => {
      onDay(addDays(day, -1));
    },
    () => {
      if (day < today) onDay(addDays(day, 1));
    },
  );
  const longDate = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }),
    [locale],
  );
  const clock = useMemo(
    () =>
      new Intl.DateTimeFormat(locale, {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: 'UTC',
      }),
    [locale],
  );

  const history = power.state === 'loaded' ? power.data : undefined;
  const zone = useMemo(() => zoneFromTz(history?.tz ?? 'UTC0'), [history?.tz]);
  if (history) rememberZone(history.tz);
  const bounds = dayBounds(zone, day);
  const series: LineSeries[] = useMemo(() => {
    if (!history) return [];
    const curves = dayCurves(history, level, bounds, t('history.Plant')).map((each, index) => ({
      ...each,
      // Strings take their colour by their place in the inverter: none repeats within one.
      colour: level === 'plant' ? 'currentColor' : seriesColour(each.index ?? index),
    }));
    if (other.state !== 'loaded' || compare === '') return curves;
    // The other day's plant curve on this day's clock, matched by time of day (either may be 5-minute means).
    const otherZone = zoneFromTz(other.data.tz);
    const [plant] = dayCurves(other.data, 'plant', dayBounds(otherZone, compare), '');
    if (!plant?.points.some(([, value]) => value !== null)) return curves;
    const shifted = byTimeOfDay(
      curves[0]?.points ?? [],
      (time) => wallClock(zone, time),
      plant.points,
      (time) => wallClock(otherZone, time),
    );
    return [
      ...curves,
      {
        id: 'compare',
        name: longDate.format(parseDay(compare)),
        colour: '#0072b2',
        dashed: true,
        points: shifted,
      },
    ];
    // bounds follow day and zone
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [history, level, other, compare, day, zone, t, longDate]);

  // The other day answered but holds no curve: said, so an empty comparison is not a silent one.
  const compareEmpty =
    compare !== '' && other.state === 'loaded' && !series.some((each) => each.id === 'compare');
  const row = energy.state === 'loaded' ? energy.data.rows.find((each) => each.period === day) : undefined;
  const recorded = series.some(
    (each) => each.id !== 'compare' && each.points.some(([, value]) => value !== null),
  );
  const wall = (time: number): number => wallClock(zone, time);
  // From the first to the last recorded value, holes included (said as "no data").
  const hasValue = (index: number): boolean => series.some((each) => each.points[index]?.[1] != null);
  const times = (series[0]?.points ?? []).map(([time]) => time);
  const first = times.findIndex((_, index) => hasValue(index));
  const last = times.findLastIndex((_, index) => hasValue(index));
  const tableRows = times
    .map((time, index) => ({ time, index }))
    .filter(
      ({ time, index }) => index >= first && index <= last && (time - bounds.from) % TABLE_STEP_MS === 0,
    )
    .map(({ time, index }) => ({
      key: String(time),
      cells: [
        clock.format(wall(time)),
        ...series.map((each) => {
          const value = each.points[index]?.[1];
          return value == null ? t('history.NoData') : format.decimal0(value);
        }),
      ],
    }));

  return (
    <div {...swipe}>
      <PeriodNav
        title={longDate.format(parseDay(day))}
        previousLabel={t('history.PreviousDay')}
        nextLabel={t('history.NextDay')}
        onPrevious={() => {
          onDay(addDays(day, -1));
        }}
        onNext={
          day < today
            ? () => {
                onDay(addDays(day, 1));
              }
            : undefined
        }
        input={
          <DateField
            kind="day"
            label={t('history.Day')}
            value={day}
            min={FIRST_DAY}
            max={today}
            onChange={onDay}
          />
        }
      />
      <DayFigures row={row} lastYear={lastYearRow} fleet={fleet && { row: fleetRow }}>
        <OwnerFigures
          rows={row ? [row] : []}
          installed={energy.state === 'loaded' ? energy.data.installed_wp : undefined}
        />
      </DayFigures>
      {row?.repaired && <p className="small text-body-secondary">{t('history.RepairedDay')}</p>}
      {row?.seeded && (
        <p className="small text-body-secondary" data-testid="day-seeded">
          {t('history.SeededDay')}
        </p>
      )}
      <DayOptions
        level={level}
        onLevel={setLevel}
        comparing={comparing}
        compareDay={compare}
        onComparing={setComparing}
        min={FIRST_DAY}
        max={today}
      />
      {compareEmpty && (
        <p className="small text-body-secondary" data-testid="compare-empty">
          {t('history.CompareNothing', { day: longDate.format(parseDay(compare)) })}
        </p>
      )}
      {power.state === 'loading' && <Loading />}
      {power.state === 'failed' && <LoadFailed message={power.message} />}
      {power.state === 'loaded' &&
        (recorded ? (
          <>
            <LineChart
              series={series}
              from={bounds.from}
              to={bounds.to}
              wall={wall}
              label={t('history.DayChart', { day: longDate.format(parseDay(day)) })}
              grouped={level === 'string'}
            />
            <DataTable
              caption={t('history.DayTable')}
              columns={[t('history.Time'), ...series.map((each) => `${each.name} (W)`)]}
              rows={tableRows}
            />
          </>
        ) : (
          <p data-testid="day-empty">
            {t(row?.imported ? 'history.ImportedDay' : row ? 'history.NoCurve' : 'history.NothingRecorded')}
          </p>
        ))}
    </div>
  );
}
