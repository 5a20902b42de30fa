import { useMemo, useState } from 'react';
import {
  BOTTOM,
  HEIGHT,
  LEFT,
  RIGHT,
  TimeChart,
  TOP,
  type Plot,
  type TimeSeries,
} from '../../../components/TimeChart.tsx';
import { nearestIndex } from '../../../lib/chart/path.ts';
import { wallClockFormat } from '../../../lib/chart/scale.ts';
import type { Point } from '../../../lib/history/index.ts';
import { useI18n } from '../../../lib/i18n/index.ts';
import { powerText } from '../../../lib/units.ts';
import { ChartCursor } from './ChartCursor.tsx';
import { GroupedLegend } from './GroupedLegend.tsx';
import { HISTORY_LOOK } from './look.ts';

export interface LineSeries extends Omit<TimeSeries, 'points'> {
  /** On the same buckets as every other series of the chart. */
  points: readonly Point[];
  /** A string's inverter and own name (the grouped legend). */
  group?: string;
  short?: string;
}

export interface LineChartProps {
  series: readonly LineSeries[];
  /** The time axis (UTC ms): from ≤ t < to. */
  from: number;
  to: number;
  /** The gateway's wall clock at a UTC instant (ms to format in UTC). */
  wall: (t: number) => number;
  label: string;
  /** Many lines (strings): a legend grouped by inverter, with "only". */
  grouped?: boolean;
}

/**
 * The History screen's day curve: the shared time chart (components/TimeChart) with a cursor
 * (pointer, tap, arrow keys) whose values show in a tooltip and are read out.
 */
export function LineChart({ series, from, to, wall, label, grouped }: LineChartProps) {
  const { t, locale, format } = useI18n();
  const [cursor, setCursor] = useState<number | null>(null);
  const clock = useMemo(() => wallClockFormat(locale), [locale]);
  // The plant's line stands out from its inverters' and strings'.
  const drawn = useMemo(() => series.map((each) => ({ ...each, bold: each.id === 'plant' })), [series]);
  const times = useMemo(() => (series[0]?.points ?? []).map(([time]) => time), [series]);
  const at = cursor === null ? undefined : times[cursor];
  // The keyboard's first step lands on the last point with data, not on an empty midnight.
  const lastData = useMemo(() => {
    const ours = series.filter((each) => each.id !== 'compare');
    const index = times.findLastIndex((_, i) => ours.some((each) => each.points[i]?.[1] != null));
    return index < 0 ? undefined : index;
  }, [series, times]);
  const watts = (value: number | null | undefined): string =>
    value === null || value === undefined ? t('history.NoData') : powerText(format, value);

  const overlay = ({ x, width, shown }: Plot) => (
    <>
      {at !== undefined && (
        <div className="history-cursor" style={{ left: x(at), top: TOP, height: HEIGHT - TOP - BOTTOM }} />
      )}
      <ChartCursor
        label={label}
        count={times.length}
        index={cursor}
        onIndex={setCursor}
        indexAt={(px) => nearestIndex(times, from + ((px - LEFT) / (width - LEFT - RIGHT)) * (to - from))}
        valueText={
          at === undefined
            ? ''
            : t('history.Pair', {
                name: clock.format(wall(at)),
                value: shown.map((each) => `${each.name} ${watts(each.points[cursor ?? 0]?.[1])}`).join(', '),
              })
        }
        left={at === undefined ? 0 : x(at)}
        width={width}
        start={lastData}
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
    </>
  );

  return (
    <TimeChart
      series={drawn}
      from={from}
      to={to}
      wall={wall}
      label={label}
      look={HISTORY_LOOK}
      overlay={overlay}
      legend={
        grouped
          ? ({ hidden, onChange }) => (
              <GroupedLegend
                entries={series.map((each) => ({
                  id: each.id,
                  short: each.short ?? each.name,
                  colour: each.colour,
                  group: each.group,
                }))}
                hidden={hidden}
                onChange={onChange}
              />
            )
          : undefined
      }
    />
  );
}
