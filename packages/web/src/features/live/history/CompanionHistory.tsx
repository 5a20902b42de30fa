import { utcOffsetAt, zoneFromTz, type EnergyHistory, type PowerHistory } from '@dtu-web/protocol';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { dataSpan } from '../../../lib/chart/scale.ts';
import { seriesColour } from '../../../lib/chart/colours.ts';
import {
  addDays,
  bucketMs,
  dayBounds,
  dayCurves,
  fetchEnergy,
  fetchPower,
  pageGatewayInfo,
  useCompanion,
  type Series,
} from '../../../lib/history/index.ts';
import { useI18n } from '../../../lib/i18n/index.ts';
import { DailyYields } from './DailyYields.tsx';
import { gatewayDayKey } from '../../../lib/time/gatewayClock.ts';
import type { DayYield } from './historyDb.ts';
import type { TimeSeries } from '../../../components/TimeChart.tsx';
import { SpanChart } from './SpanChart.tsx';

/** The companion records every few seconds; the panel asks again once a minute. */
const REFRESH_MS = 60_000;
const MINUTE_MS = 60_000;

/** A recorded curve as drawn: its holes stay holes (null), never bridged. */
function chartSeries(series: Series, id: string, name: string, colour: string): TimeSeries {
  return { id, name, colour, bold: id === 'total', points: series.points };
}

/**
 * The power history as the companion (or the emulator) recorded it: today's curve from the gateway's
 * midnight, whether this page was open or not, and the yield of the last days.
 */
export function CompanionHistory() {
  const { t } = useI18n();
  const [wholeDay, setWholeDay] = useState(false);
  const [power, setPower] = useState<PowerHistory | null>(null);
  const [energy, setEnergy] = useState<EnergyHistory | null>(null);
  const [failed, setFailed] = useState('');
  // The recorder's clock decides which day is today (companion-api §1, issue 29): its `today` for this
  // gateway; the gateway's own clock only for an older companion that does not say.
  const recorderToday = pageGatewayInfo(useCompanion())?.today;

  useEffect(() => {
    const abort = new AbortController();
    const load = (): void => {
      const today = recorderToday ?? gatewayDayKey(Date.now());
      Promise.all([
        fetchPower(today, abort.signal),
        fetchEnergy(addDays(today, -30), today, 'day', abort.signal),
      ]).then(
        ([day, days]) => {
          setPower(day);
          setEnergy(days);
          setFailed('');
        },
        (error: unknown) => {
          if (!abort.signal.aborted) setFailed(error instanceof Error ? error.message : String(error));
        },
      );
    };
    load();
    const timer = setInterval(load, REFRESH_MS);
    return () => {
      clearInterval(timer);
      abort.abort();
    };
  }, [recorderToday]);

  if (failed !== '' && !power)
    return <p className="text-danger-emphasis">{t('error.Request', { message: failed })}</p>;
  if (!power) {
    return (
      <div className="spinner-border" role="status">
        <span className="visually-hidden">{t('common.Loading')}</span>
      </div>
    );
  }
  const zone = zoneFromTz(power.tz);
  const day = dayBounds(zone, power.day);
  const offset = utcOffsetAt(zone, day.from + 12 * 3_600_000) * 1000;
  const [plant] = dayCurves(power, 'plant', day, t('live.Total'));
  const inverters = dayCurves(power, 'inverter', day, '');
  const series: TimeSeries[] = [
    ...(plant ? [chartSeries(plant, 'total', t('live.Total'), 'currentColor')] : []),
    ...inverters.map((each, index) => chartSeries(each, each.id, each.name, seriesColour(index))),
  ];
  const times = series[0]?.points.flatMap(([time, watts]) => (watts === null ? [] : [time])) ?? [];
  const first = times[0];
  const last = times[times.length - 1];
  const step = bucketMs(power);
  const span =
    wholeDay || first === undefined || last === undefined
      ? day
      : dataSpan(first, last + step, day, { offset, roundMs: 5 * MINUTE_MS, minMs: 30 * MINUTE_MS });
  const days: DayYield[] = (energy?.rows ?? []).map((row) => ({
    day: row.period,
    wh: row.wh,
    inverters: Object.fromEntries(Object.entries(row.inverters).map(([serial, each]) => [serial, each.wh])),
  }));

  return (
    <div data-testid="history">
      <p className="text-body-secondary small" data-testid="history-note">
        {t('live.HistoryFromCompanion')} <Link to="/history">{t('live.OpenHistory')}</Link>
      </p>
      {first === undefined ? (
        <p>{t('live.NoSamples')}</p>
      ) : (
        <SpanChart series={series} span={span} offset={offset} wholeDay={wholeDay} onWholeDay={setWholeDay} />
      )}
      <DailyYields days={days} />
    </div>
  );
}
