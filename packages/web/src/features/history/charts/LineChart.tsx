import { useMemo, useState } from 'react';
import { nearestIndex, pathWithHoles } from '../../../lib/chart/path.ts';
import { ticks, timeStep } from '../../../lib/chart/scale.ts';
import { useWidth } from '../../../lib/chart/useWidth.ts';
import type { Point } from '../../../lib/history/index.ts';
import { useI18n } from '../../../lib/i18n/index.ts';
import { ChartCursor } from './ChartCursor.tsx';
import { Legend, type LegendEntry } from './Legend.tsx';

export interface LineSeries extends LegendEntry {
  /** Drawn dashed (a day overlaid for comparison). */
  dashed?: boolean;
  /** On the same buckets as every other series of the chart. */
  points: readonly Point[];
}

export interface LineChartProps {
  series: readonly LineSeries[];
  /** The time axis (UTC ms): from ≤ t < to. */
  from: number;
  to: number;
  /** The gateway's wall clock at a UTC instant (ms to format in UTC). */
  wall: (t: number) => number;
  label: string;
}

const HEIGHT = 260;
const LEFT = 60;
const RIGHT = 12;
const TOP = 12;
const BOTTOM = 24;

/**
 * Power over a day as SVG: round W and hour ticks in the UI locale, one line per series with holes
 * where nothing was recorded, a cursor (pointer, tap, arrow keys) whose values show in a tooltip and
 * are read out, and a legend that hides or shows lines.
 */
export function LineChart({ series, from, to, wall, label }: LineChartProps) {
  const { t, locale, format } = useI18n();
  const { ref, width } = useWidth<HTMLDivElement>(640, 240);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [cursor, setCursor] = useState<number | null>(null);
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

  const shown = series.filter((each) => !hidden.has(each.id));
  const times = useMemo(() => (series[0]?.points ?? []).map(([time]) => time), [series]);
  let max = 0;
  for (const each of shown)
    for (const [, value] of each.points) if (value !== null) max = Math.max(max, value);
  const yTicks = ticks(max, 4);
  const top = yTicks[yTicks.length - 1] ?? 1;
  const plotWidth = width - LEFT - RIGHT;
  const x = (time: number): number => LEFT + ((time - from) / (to - from)) * plotWidth;
  const y = (value: number): number => TOP + (1 - value / top) * (HEIGHT - TOP - BOTTOM);
  const step = timeStep(to - from, plotWidth, 56);
  const shift = wall(from) - from;
  const xTicks: number[] = [];
  for (let tick = Math.ceil((from + shift) / step) * step - shift; tick < to; tick += step) xTicks.push(tick);

  const at = cursor === null ? undefined : times[cursor];
  const watts = (value: number | null | undefined): string =>
    value === null || value === undefined ? t('history.NoData') : `${format.decimal0(value)} W`;
  const readout =
    at === undefined
      ? ''
      : t('history.Pair', {
          name: clock.format(wall(at)),
          value: shown.map((each) => `${each.name} ${watts(each.points[cursor ?? 0]?.[1])}`).join(', '),
        });

  return (
    <figure className="history-chart">
      <div ref={ref} className="history-plot">
        <svg width={width} height={HEIGHT} aria-hidden="true">
          {yTicks.map((value) => (
            <g key={value}>
              <line x1={LEFT} x2={width - RIGHT} y1={y(value)} y2={y(value)} />
              <text x={LEFT - 6} y={y(value)} dy="0.32em" textAnchor="end">
                {`${format.decimal0(value)} W`}
              </text>
            </g>
          ))}
          {xTicks.map((tick) => (
            <text key={tick} x={x(tick)} y={HEIGHT - 6} textAnchor="middle">
              {clock.format(wall(tick))}
            </text>
          ))}
          {shown.map((each) => (
            <path
              key={each.id}
              d={pathWithHoles(each.points, x, y)}
              fill="none"
              stroke={each.colour}
              strokeWidth={each.id === 'plant' ? 2.5 : 1.5}
              strokeDasharray={each.dashed ? '6 4' : undefined}
              strokeLinejoin="round"
              strokeLinecap="round"
            />
          ))}
          {at !== undefined && (
            <line className="history-cursor" x1={x(at)} x2={x(at)} y1={TOP} y2={HEIGHT - BOTTOM} />
          )}
        </svg>
        <ChartCursor
          label={label}
          count={times.length}
          index={cursor}
          onIndex={setCursor}
          indexAt={(px) => nearestIndex(times, from + ((px - LEFT) / plotWidth) * (to - from))}
          valueText={readout}
          left={at === undefined ? 0 : x(at)}
          width={width}
          pageStep={Math.max(1, Math.round(3_600_000 / ((to - from) / Math.max(1, times.length))))}
        >
          {at !== undefined && (
            <>
              <strong>{clock.format(wall(at))}</strong>
              {shown.map((each) => (
                <span key={each.id} className="d-block">
                  <span className="history-swatch" style={{ background: each.colour }} />{' '}
                  {t('history.Pair', { name: each.name, value: watts(each.points[cursor ?? 0]?.[1]) })}
                </span>
              ))}
            </>
          )}
        </ChartCursor>
      </div>
      <Legend entries={series} hidden={hidden} onChange={setHidden} />
    </figure>
  );
}
