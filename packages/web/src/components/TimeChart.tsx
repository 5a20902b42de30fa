import { useMemo, useState, type ReactNode } from 'react';
import { linePath, ticks, timeStep, wallClockFormat } from '../lib/chart/scale.ts';
import { useWidth } from '../lib/chart/useWidth.ts';
import { axisFormat } from '../lib/units.ts';
import { useI18n } from '../lib/i18n/index.ts';

export interface TimeSeries {
  id: string;
  name: string;
  colour: string;
  /** [ms, W] oldest first; null is a hole (nothing recorded). */
  points: readonly (readonly [number, number | null])[];
  /** Drawn thicker (the plant's total). */
  bold?: boolean;
  /** Drawn dashed (a day overlaid for comparison). */
  dashed?: boolean;
}

/** The plot as a layer over it sees it (a cursor, a tooltip): its time scale and the series shown. */
export interface Plot {
  x: (t: number) => number;
  width: number;
  shown: readonly TimeSeries[];
}

/**
 * The screen's own class names (written out in full where a screen names them: the build keeps only
 * the CSS of class names it finds in the source).
 */
export interface ChartLook {
  chart: string;
  plot?: string;
  legend?: string;
  swatch: string;
}

export interface TimeChartProps {
  series: readonly TimeSeries[];
  /** The time axis (UTC ms): from ≤ t ≤ to. */
  from: number;
  to: number;
  /** The gateway's wall clock at a UTC instant (ms to format in UTC): labels show the gateway's time. */
  wall: (t: number) => number;
  /** A longer time between two points breaks the line (default: only holes break it). */
  gapMs?: number;
  /** The chart's accessible name; with an `overlay` the overlay carries it instead. */
  label: string;
  look: ChartLook;
  /** Laid over the plot (a cursor layer and its tooltip). */
  overlay?: (plot: Plot) => ReactNode;
  /** A screen's own legend (grouped, "only this one"); default one toggle button per series. */
  legend?: (state: {
    hidden: ReadonlySet<string>;
    onChange: (hidden: ReadonlySet<string>) => void;
  }) => ReactNode;
}

/** The SVG's height and the plot's margins in it (px). */
export const HEIGHT = 240;
export const LEFT = 56;
export const RIGHT = 12;
export const TOP = 12;
export const BOTTOM = 24;

/**
 * Power over time as SVG, for the live view and the History screen alike: round W ticks and
 * wall-clock time labels in the UI locale, a line per series (broken at holes and long gaps, so missing
 * time never looks recorded), a legend whose buttons hide or show lines, and room for a screen's own
 * cursor layer.
 */
export function TimeChart(props: TimeChartProps) {
  const { series, from, to, wall, gapMs, label, look, overlay, legend } = props;
  const { locale, format } = useI18n();
  const { ref, width } = useWidth<HTMLDivElement>(640, 240);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const clock = useMemo(() => wallClockFormat(locale), [locale]);

  const shown = series.filter((each) => !hidden.has(each.id));
  let max = 0;
  for (const each of shown)
    for (const [, value] of each.points) if (value !== null) max = Math.max(max, value);
  const yTicks = ticks(max, 4);
  const top = yTicks[yTicks.length - 1] ?? 1;
  // One unit for the whole axis: W, or kW from 10,000 W (a "10,000 W" label would not fit its margin).
  const tick = axisFormat(format, top, yTicks[1] ?? top, 'power');
  const plotWidth = width - LEFT - RIGHT;
  const x = (t: number): number => LEFT + ((t - from) / (to - from)) * plotWidth;
  const y = (value: number): number => TOP + (1 - value / top) * (HEIGHT - TOP - BOTTOM);
  const step = timeStep(to - from, plotWidth, 56);
  const shift = wall(from) - from;
  const xTicks: number[] = [];
  // Round times on the gateway's clock.
  for (let t = Math.ceil((from + shift) / step) * step - shift; t <= to; t += step) xTicks.push(t);

  return (
    <figure className={look.chart}>
      <div ref={ref} className={look.plot}>
        <svg
          width={width}
          height={HEIGHT}
          {...(overlay ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
        >
          {yTicks.map((value) => (
            <g key={value}>
              <line x1={LEFT} x2={width - RIGHT} y1={y(value)} y2={y(value)} />
              <text x={LEFT - 6} y={y(value)} dy="0.32em" textAnchor="end">
                {tick(value)}
              </text>
            </g>
          ))}
          {xTicks.map((t) => (
            <text key={t} x={x(t)} y={HEIGHT - 6} textAnchor={t + step > to ? 'end' : 'middle'}>
              {clock.format(wall(t))}
            </text>
          ))}
          {shown.map((each) => (
            <path
              key={each.id}
              d={linePath(each.points, x, y, gapMs)}
              fill="none"
              stroke={each.colour}
              strokeWidth={each.bold ? 2.5 : 1.5}
              strokeDasharray={each.dashed ? '6 4' : undefined}
              strokeLinejoin="round"
              // A lone sample (a short visit) still shows, as a dot.
              strokeLinecap="round"
            />
          ))}
        </svg>
        {overlay?.({ x, width, shown })}
      </div>
      {series.length > 1 &&
        (legend ? (
          legend({ hidden, onChange: setHidden })
        ) : (
          <ChartLegend entries={series} hidden={hidden} onChange={setHidden} look={look} />
        ))}
    </figure>
  );
}

export interface LegendEntry {
  id: string;
  name: string;
  colour: string;
}

/** A chart's legend: one toggle button per series (pressed = shown), in the screen's `look`. */
export function ChartLegend({
  entries,
  hidden,
  onChange,
  look,
}: {
  entries: readonly LegendEntry[];
  hidden: ReadonlySet<string>;
  onChange: (hidden: ReadonlySet<string>) => void;
  look: ChartLook;
}) {
  return (
    <figcaption className={look.legend}>
      {entries.map((entry) => (
        <button
          key={entry.id}
          type="button"
          className="btn btn-sm"
          aria-pressed={!hidden.has(entry.id)}
          onClick={() => {
            const next = new Set(hidden);
            if (!next.delete(entry.id)) next.add(entry.id);
            onChange(next);
          }}
        >
          <span className={look.swatch} style={{ background: entry.colour }} /> {entry.name}
        </button>
      ))}
    </figcaption>
  );
}
