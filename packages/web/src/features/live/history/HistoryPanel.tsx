import { useEffect, useMemo, useState } from 'react';
import { hasHistory, useCompanion } from '../../../lib/history/companion.ts';
import { useI18n } from '../../../lib/i18n/index.ts';
import { CompanionHistory } from './CompanionHistory.tsx';
import { useLiveList } from '../../../lib/live/index.ts';
import { dataSpan, wallClockFormat } from '../../../lib/chart/scale.ts';
import { csvColumns, samplesToCsv } from './csv.ts';
import { DailyYields } from './DailyYields.tsx';
import { allDays, samplesBetween, type DayYield, type PowerSample } from './historyDb.ts';
import type { TimeSeries } from '../../../components/TimeChart.tsx';
import { SpanChart } from './SpanChart.tsx';
import { seriesColour } from '../../../lib/chart/colours.ts';
import { gatewayDayStart, gatewayOffset, syncGatewayClock } from '../../../lib/time/gatewayClock.ts';
import { BUCKET_MS, dayKey, onHistoryWritten } from './sampler.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The download holds its own reference once the click has been handled.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  });
}

/**
 * The power history: the companion's recording when there is one (today from midnight, kept for
 * years), else what this browser recorded while the page was open, with a line on what a companion adds.
 */
export default function HistoryPanel() {
  const { t } = useI18n();
  const companion = useCompanion();
  if (companion.state === 'probing') {
    return (
      <div className="spinner-border" role="status">
        <span className="visually-hidden">{t('common.Loading')}</span>
      </div>
    );
  }
  return hasHistory(companion) ? <CompanionHistory /> : <BrowserHistory />;
}

/**
 * The power history this browser records: today's chart (total and per inverter) on the gateway's clock and day, zoomed to
 * what was recorded (the whole day a click away), the yield per day, the samples as CSV.
 */
function BrowserHistory() {
  const { t, locale } = useI18n();
  const [wholeDay, setWholeDay] = useState(false);
  const list = useLiveList();
  // The time of the last history write: the chart re-reads the database after each one.
  const [now, setNow] = useState(() => Date.now());
  const [samples, setSamples] = useState<PowerSample[]>([]);
  const [days, setDays] = useState<DayYield[]>([]);
  const offset = gatewayOffset();
  const from = gatewayDayStart(now, offset);

  useEffect(() => {
    let current = true;
    // Days and hours are the gateway's: draw again once its clock is known.
    void syncGatewayClock().then(() => {
      if (current) setNow(Date.now());
    });
    const stop = onHistoryWritten(() => {
      setNow(Date.now());
    });
    return () => {
      current = false;
      stop();
    };
  }, []);

  useEffect(() => {
    let current = true;
    Promise.all([samplesBetween(from, from + DAY_MS), allDays()]).then(
      ([today, yields]) => {
        if (!current) return;
        const key = dayKey(from);
        // A day with a clock change lasts 23 or 25 hours: keep exactly this date's samples.
        setSamples(today.filter((sample) => dayKey(sample.t) === key));
        setDays(yields);
      },
      () => undefined, // no IndexedDB (private mode): the panel says nothing was recorded
    );
    return () => {
      current = false;
    };
  }, [from, now, offset]);

  const names = useMemo(() => new Map(list.map((item) => [item.serial, item.name])), [list]);
  const series: TimeSeries[] = [
    {
      id: 'total',
      name: t('live.Total'),
      colour: 'currentColor',
      bold: true,
      points: samples.map((s) => [s.t, s.total]),
    },
    ...csvColumns(samples, names).map((column, index) => ({
      id: column.serial,
      name: column.name,
      colour: seriesColour(index),
      points: samples.flatMap((s) => {
        const value = s.inverters[column.serial];
        return value === undefined ? [] : [[s.t, value] as const];
      }),
    })),
  ];

  async function exportCsv(): Promise<void> {
    const all = await samplesBetween(0, Number.MAX_SAFE_INTEGER);
    download(`power-history-${dayKey(Date.now())}.csv`, samplesToCsv(all, csvColumns(all, names)));
  }

  const first = samples[0]?.t ?? from;
  const last = (samples[samples.length - 1]?.t ?? from) + BUCKET_MS;
  const span = wholeDay
    ? { from, to: from + DAY_MS }
    : dataSpan(
        first,
        last,
        { from, to: from + DAY_MS },
        { offset, roundMs: 5 * MINUTE_MS, minMs: 30 * MINUTE_MS },
      );
  const clock = wallClockFormat(locale);
  const spanText = t('live.ChartSpan', {
    from: clock.format(span.from + offset),
    to: span.to - span.from === DAY_MS ? '24:00' : clock.format(span.to + offset),
  });

  return (
    <div data-testid="history">
      <p className="text-body-secondary small" data-testid="history-note">
        {t('live.HistoryNote')}
      </p>
      <p className="text-body-secondary small" data-testid="companion-adds">
        {t('live.CompanionAdds')}
      </p>
      {samples.length === 0 ? (
        <p>{t('live.NoSamples')}</p>
      ) : (
        <SpanChart
          series={series}
          span={span}
          offset={offset}
          wholeDay={wholeDay}
          onWholeDay={setWholeDay}
          gapMs={2.5 * BUCKET_MS}
          lead={<span data-testid="chart-span">{spanText}</span>}
        />
      )}
      <button type="button" className="btn btn-sm btn-secondary mb-3" onClick={() => void exportCsv()}>
        {t('live.Csv')}
      </button>
      <DailyYields days={days} />
    </div>
  );
}
