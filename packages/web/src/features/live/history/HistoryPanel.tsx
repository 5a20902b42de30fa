import { useEffect, useMemo, useState } from 'react';
import { useI18n } from '../../../lib/i18n/index.ts';
import { useLiveList } from '../../../lib/live/index.ts';
import { csvColumns, samplesToCsv } from './csv.ts';
import { DailyYields } from './DailyYields.tsx';
import { allDays, samplesBetween, type DayYield, type PowerSample } from './historyDb.ts';
import { PowerChart, type ChartSeries } from './PowerChart.tsx';
import { BUCKET_MS, dayKey, onHistoryWritten } from './sampler.ts';

/** Colour-blind-safe line colours (Okabe–Ito), readable on light and dark backgrounds. */
const COLOURS = ['#e69f00', '#56b4e9', '#009e73', '#d55e00', '#0072b2', '#cc79a7', '#f0e442', '#999'];

function startOfToday(now: number): number {
  const date = new Date(now);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

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

/** The power history: today's chart (total and per inverter), the yield per day, the samples as CSV. */
export default function HistoryPanel() {
  const { t } = useI18n();
  const list = useLiveList();
  // The time of the last history write: the chart re-reads the database after each one.
  const [now, setNow] = useState(() => Date.now());
  const [samples, setSamples] = useState<PowerSample[]>([]);
  const [days, setDays] = useState<DayYield[]>([]);
  const from = startOfToday(now);

  useEffect(
    () =>
      onHistoryWritten(() => {
        setNow(Date.now());
      }),
    [],
  );

  useEffect(() => {
    let current = true;
    Promise.all([samplesBetween(from, from + 90_000_000), allDays()]).then(
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
  }, [from, now]);

  const names = useMemo(() => new Map(list.map((item) => [item.serial, item.name])), [list]);
  const series: ChartSeries[] = [
    {
      id: 'total',
      name: t('live.Total'),
      colour: 'currentColor',
      points: samples.map((s) => [s.t, s.total]),
    },
    ...csvColumns(samples, names).map((column, index) => ({
      id: column.serial,
      name: column.name,
      colour: COLOURS[index % COLOURS.length] ?? 'gray',
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

  return (
    <div data-testid="history">
      {samples.length === 0 ? (
        <p>{t('live.NoSamples')}</p>
      ) : (
        <PowerChart
          series={series}
          from={from}
          to={from + 86_400_000}
          gapMs={2.5 * BUCKET_MS}
          label={t('live.History')}
        />
      )}
      <button type="button" className="btn btn-sm btn-secondary mb-3" onClick={() => void exportCsv()}>
        {t('live.Csv')}
      </button>
      <DailyYields days={days} />
    </div>
  );
}
