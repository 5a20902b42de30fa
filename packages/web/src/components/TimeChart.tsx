import { useMemo, useState, type ReactNode } from 'react';
import { linePath, ticks, timeStep } from '../lib/chart/scale.ts';
import { useWidth } from '../lib/chart/useWidth.ts';
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

/** Where the plot lies in the SVG, for a layer drawn over it (a cursor, a tooltip). */
export interface PlotGeometry {
  width: number;
  left: number;
  plotWidth: number;
  top: number;
  bottom: number;
  x: (t: number) => number;
  shown: readonly TimeSeries[];
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
  /** Class names of the screen's own look: `<look>-chart`, `-plot`, `-legend`, `-swatch`. */
  look: string;
  height?: number;
  /** Room for the W labels left of the plot (px). */
  left?: number;
  /** The legend even with a single series. */
  alwaysLegend?: boolean;
  /** Drawn inside the SVG over the lines (a cursor line). */
  marks?: (geometry: PlotGeometry) => ReactNode;
  /** Laid over the plot (a cursor layer and its tooltip). */
  overlay?: (geometry: PlotGeometry) => ReactNode;
}

const RIGHT = 12;
const TOP = 12;
const BOTTOM = 24;

/**
 * Power over time as SVG, for the live view and the History screen alike: round W ticks and
 * wall-clock time labels in the UI locale, a line per series (broken at holes and long gaps, so missing
 * time never looks recorded), a legend whose buttons hide or show lines, and room for a screen's own
 * cursor layer.
 */
export function TimeChart(props: TimeChartProps) {
  const { series, from, to, wall, gapMs, label, look, height = 240, left: LEFT = 56, marks, overlay } = props;
  const { locale, format } = useI18n();
  const { ref, width } = useWidth<HTMLDivElement>(640, 240);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const clock = useMemo(
    () =>
      new Intl.DateTimeFormat(locale, {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: 'UTC', // wall-clock times on a UTC axis
      }),
    [locale],
  );

  const shown = series.filter((each) => !hidden.has(each.id));
  let max = 0;
  for (const each of shown)
    for (const [, value] of each.points) if (value !== null) max = Math.max(max, value);
  const yTicks = ticks(max, 4);
  const top = yTicks[yTicks.length - 1] ?? 1;
  const plotWidth = width - LEFT - RIGHT;
  const x = (t: number): number => LEFT + ((t - from) / (to - from)) * plotWidth;
  const y = (value: number): number => TOP + (1 - value / top) * (height - TOP - BOTTOM);
  const step = timeStep(to - from, plotWidth, 56);
  const shift = wall(from) - from;
  const xTicks: number[] = [];
  // Round times on the gateway's clock.
  for (let t = Math.ceil((from + shift) / step) * step - shift; t <= to; t += step) xTicks.push(t);
  const geometry: PlotGeometry = {
    width,
    left: LEFT,
    plotWidth,
    top: TOP,
    bottom: height - BOTTOM,
    x,
    shown,
  };

  return (
    <figure className={`${look}-chart`}>
      <div ref={ref} className={`${look}-plot`}>
        <svg
          width={width}
          height={height}
          {...(overlay ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
        >
          {yTicks.map((value) => (
            <g key={value}>
              <line x1={LEFT} x2={width - RIGHT} y1={y(value)} y2={y(value)} />
              <text x={LEFT - 6} y={y(value)} dy="0.32em" textAnchor="end">
                {`${format.decimal0(value)} W`}
              </text>
            </g>
          ))}
          {xTicks.map((t) => (
            <text key={t} x={x(t)} y={height - 6} textAnchor={t + step > to ? 'end' : 'middle'}>
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
          {marks?.(geometry)}
        </svg>
        {overlay?.(geometry)}
      </div>
      {(series.length > 1 || props.alwaysLegend) && (
        <ChartLegend entries={series} hidden={hidden} onChange={setHidden} look={look} />
      )}
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
  /** Class names `<look>-legend`, `<look>-swatch`. */
  look: string;
}) {
  return (
    <figcaption className={`${look}-legend`}>
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
          <span className={`${look}-swatch`} style={{ background: entry.colour }} /> {entry.name}
        </button>
      ))}
    </figcaption>
  );
}
