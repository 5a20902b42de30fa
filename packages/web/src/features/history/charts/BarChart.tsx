import { useState } from 'react';
import { ticks } from '../../../lib/chart/scale.ts';
import { widestText } from '../../../lib/chart/textWidth.ts';
import { useWidth } from '../../../lib/chart/useWidth.ts';
import { useI18n } from '../../../lib/i18n/index.ts';
import { ChartCursor } from './ChartCursor.tsx';
import { ChartLegend, type LegendEntry } from '../../../components/TimeChart.tsx';
import { HISTORY_LOOK } from './look.ts';

export interface Bar {
  key: string;
  /** Under the bar (a day's number, a month's short name, a year). */
  label: string;
  /** The period in full (tooltip, screen reader). */
  title: string;
  /** One value per series (kWh), stacked bottom up. */
  values: readonly number[];
  /** What is special about the bar ('best', 'corrected'…), translated: tooltip and screen reader. */
  note?: string;
  /** A short sign drawn over the bar for the note (▲ best, ▼ weakest, * corrected). */
  mark?: string;
  /** The same period a year before (kWh), drawn as a line across the bar; undefined: nothing then. */
  reference?: number;
}

export interface BarChartProps {
  bars: readonly Bar[];
  series: readonly LegendEntry[];
  label: string;
  /** A value as text with its unit. */
  formatValue: (kwh: number) => string;
  /** The axis labels' format for an axis up to `top` in steps of `step` (one unit for all). */
  tickFormat: (top: number, step: number) => (kwh: number) => string;
  /** What the bars' reference lines are ("Same month last year"). */
  referenceName?: string;
  /** Opens a bar's period (a month's day, a year's month); `openLabel` names it in the tooltip. */
  onOpen?: (bar: Bar) => void;
  openLabel?: string;
}

const HEIGHT = 240;
/** The least margin left of the plot, and the value labels' size (0.75rem) and gap to it. */
const LEFT = 40;
const LABEL_PX = 12;
const LABEL_GAP = 6;
const RIGHT = 8;
const TOP = 10;
const BOTTOM = 24;

/** Energy bars, stacked per series, with the same cursor, tooltip and legend as the line chart. */
export function BarChart(props: BarChartProps) {
  const { bars, series, label, formatValue, tickFormat, onOpen, openLabel, referenceName } = props;
  const { t } = useI18n();
  const { ref, width } = useWidth<HTMLDivElement>(640, 240);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [cursor, setCursor] = useState<number | null>(null);
  const visible = series.map((entry) => !hidden.has(entry.id));
  const total = (bar: Bar): number => bar.values.reduce((sum, value, i) => sum + (visible[i] ? value : 0), 0);
  const max = Math.max(0, ...bars.map(total), ...bars.map((item) => item.reference ?? 0));
  const yTicks = ticks(max, 4);
  const top = yTicks[yTicks.length - 1] ?? 1;
  const formatTick = tickFormat(top, yTicks[1] ?? top);
  const tickLabels = yTicks.map(formatTick);
  const left = Math.max(LEFT, Math.ceil(widestText(tickLabels, LABEL_PX)) + LABEL_GAP + 2);
  const hasReference = bars.some((item) => item.reference !== undefined);
  const plotWidth = width - left - RIGHT;
  const slot = plotWidth / Math.max(1, bars.length);
  const barWidth = Math.max(1, slot * 0.75);
  const y = (value: number): number => TOP + (1 - value / top) * (HEIGHT - TOP - BOTTOM);
  // Labels under every bar when they fit, else under every n-th.
  const every = Math.max(1, Math.ceil(34 / slot));
  const bar = cursor === null ? undefined : bars[cursor];
  const referenceText = (item: Bar): string =>
    item.reference !== undefined && referenceName
      ? `${t('history.Pair', { name: referenceName, value: formatValue(item.reference) })}. `
      : '';
  const parts = (item: Bar): string =>
    series.length > 1
      ? series
          .filter((_, i) => visible[i])
          .map((entry) => `${entry.name} ${formatValue(item.values[series.indexOf(entry)] ?? 0)}`)
          .join(', ')
      : '';

  return (
    <figure className="history-chart">
      <div ref={ref} className="history-plot">
        <svg width={width} height={HEIGHT} aria-hidden="true">
          {yTicks.map((value, i) => (
            <g key={value}>
              <line x1={left} x2={width - RIGHT} y1={y(value)} y2={y(value)} />
              <text x={left - LABEL_GAP} y={y(value)} dy="0.32em" textAnchor="end">
                {tickLabels[i]}
              </text>
            </g>
          ))}
          {bars.map((item, index) => {
            const x = left + index * slot + (slot - barWidth) / 2;
            let base = 0;
            return (
              <g key={item.key} className={index === cursor ? 'history-bar-active' : undefined}>
                {item.values.map((value, i) => {
                  if (!visible[i] || value <= 0) return null;
                  const rect = (
                    <rect
                      key={series[i]?.id ?? i}
                      x={x}
                      width={barWidth}
                      y={y(base + value)}
                      height={Math.max(0, y(base) - y(base + value))}
                      fill={series[i]?.colour ?? 'gray'}
                    />
                  );
                  base += value;
                  return rect;
                })}
                {item.reference !== undefined && (
                  <line
                    className="history-reference"
                    x1={x - 1}
                    x2={x + barWidth + 1}
                    y1={y(item.reference)}
                    y2={y(item.reference)}
                  />
                )}
                {item.mark && (
                  <text
                    x={x + barWidth / 2}
                    y={y(total(item)) - 3}
                    textAnchor="middle"
                    className="history-note"
                  >
                    {item.mark}
                  </text>
                )}
                {index % every === 0 && (
                  <text x={x + barWidth / 2} y={HEIGHT - 6} textAnchor="middle">
                    {item.label}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
        <ChartCursor
          label={label}
          count={bars.length}
          index={cursor}
          onIndex={setCursor}
          indexAt={(px) => (px < left ? -1 : Math.min(bars.length - 1, Math.floor((px - left) / slot)))}
          valueText={
            bar
              ? `${t('history.Pair', { name: bar.title, value: formatValue(total(bar)) })}${bar.note ? `, ${bar.note}` : ''}. ${referenceText(bar)}${parts(bar)}`
              : ''
          }
          left={cursor === null ? 0 : left + (cursor + 0.5) * slot}
          width={width}
          pageStep={7}
          onActivate={
            onOpen && bar
              ? () => {
                  onOpen(bar);
                }
              : undefined
          }
        >
          {bar && (
            <>
              <strong>{bar.title}</strong>
              <span className="d-block">{formatValue(total(bar))}</span>
              {bar.note && <span className="d-block">{bar.note}</span>}
              {bar.reference !== undefined && referenceName && (
                <span className="d-block">
                  {t('history.Pair', { name: referenceName, value: formatValue(bar.reference) })}
                </span>
              )}
              {series.length > 1 &&
                series.map((entry, i) =>
                  visible[i] ? (
                    <span key={entry.id} className="d-block">
                      <span className="history-swatch" style={{ background: entry.colour }} />{' '}
                      {t('history.Pair', { name: entry.name, value: formatValue(bar.values[i] ?? 0) })}
                    </span>
                  ) : null,
                )}
              {onOpen && (
                <button
                  type="button"
                  className="btn btn-sm btn-link p-0"
                  onClick={() => {
                    onOpen(bar);
                  }}
                >
                  {openLabel}
                </button>
              )}
            </>
          )}
        </ChartCursor>
      </div>
      {series.length > 1 && (
        <ChartLegend entries={series} hidden={hidden} onChange={setHidden} look={HISTORY_LOOK} />
      )}
      {hasReference && referenceName && (
        <p className="history-reference-key small mb-1" data-testid="bar-reference-key">
          <span className="history-reference-swatch" aria-hidden="true" /> {referenceName}
        </p>
      )}
    </figure>
  );
}
