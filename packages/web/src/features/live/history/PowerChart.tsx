import { useEffect, useMemo, useRef, useState } from 'react';
import { useI18n } from '../../../lib/i18n/index.ts';
import { linePath, ticks, timeStep } from '../../../lib/chart/scale.ts';

export interface ChartSeries {
  id: string;
  name: string;
  colour: string;
  /** [ms, W], oldest first. */
  points: readonly (readonly [number, number])[];
}

export interface PowerChartProps {
  series: readonly ChartSeries[];
  /** The time axis: from ≤ t < to (browser ms; the whole day or the recorded span). */
  from: number;
  to: number;
  /** The gateway's wall clock minus the browser's UTC clock (ms): labels show the gateway's time. */
  offset: number;
  /** A longer time without a point breaks the line. */
  gapMs: number;
  label: string;
}

const HEIGHT = 240;
const LEFT = 56;
const RIGHT = 12;
const TOP = 12;
const BOTTOM = 24;

/**
 * A line chart of power over a day, drawn as SVG for this app: W axis with round ticks, hour labels
 * in the UI locale, one line per series and a legend whose buttons hide or show a line.
 */
export function PowerChart({ series, from, to, offset, gapMs, label }: PowerChartProps) {
  const { locale, format } = useI18n();
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const hours = useMemo(
    () =>
      new Intl.DateTimeFormat(locale, {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: 'UTC', // the times are the gateway's wall clock on a UTC axis
      }),
    [locale],
  );

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(() => {
      setWidth(Math.max(240, Math.round(element.clientWidth)));
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, []);

  const shown = series.filter((each) => !hidden.has(each.id));
  let max = 0;
  for (const each of shown) for (const point of each.points) max = Math.max(max, point[1]);
  const yTicks = ticks(max, 4);
  const top = yTicks[yTicks.length - 1] ?? 1;
  const plotWidth = width - LEFT - RIGHT;
  const x = (t: number): number => LEFT + ((t - from) / (to - from)) * plotWidth;
  const y = (value: number): number => TOP + (1 - value / top) * (HEIGHT - TOP - BOTTOM);
  const step = timeStep(to - from, plotWidth, 56);
  const xTicks: number[] = [];
  // Round times on the gateway's clock.
  for (let t = Math.ceil((from + offset) / step) * step - offset; t <= to; t += step) xTicks.push(t);

  return (
    <figure className="live-chart">
      <div ref={box}>
        <svg width={width} height={HEIGHT} role="img" aria-label={label}>
          <g>
            {yTicks.map((value) => (
              <g key={value}>
                <line x1={LEFT} x2={width - RIGHT} y1={y(value)} y2={y(value)} />
                <text x={LEFT - 6} y={y(value)} dy="0.32em" textAnchor="end">
                  {`${format.decimal0(value)} W`}
                </text>
              </g>
            ))}
            {xTicks.map((t) => (
              <text key={t} x={x(t)} y={HEIGHT - 6} textAnchor={t + step > to ? 'end' : 'middle'}>
                {hours.format(t + offset)}
              </text>
            ))}
          </g>
          {shown.map((each) => (
            <path
              key={each.id}
              d={linePath(each.points, x, y, gapMs)}
              fill="none"
              stroke={each.colour}
              strokeWidth={each.id === 'total' ? 2.5 : 1.5}
              strokeLinejoin="round"
              // A lone sample (a short visit) still shows, as a dot.
              strokeLinecap="round"
            />
          ))}
        </svg>
      </div>
      <figcaption>
        {series.map((each) => (
          <button
            key={each.id}
            type="button"
            className="btn btn-sm"
            aria-pressed={!hidden.has(each.id)}
            onClick={() => {
              const next = new Set(hidden);
              if (!next.delete(each.id)) next.add(each.id);
              setHidden(next);
            }}
          >
            <span className="live-swatch" style={{ background: each.colour }} /> {each.name}
          </button>
        ))}
      </figcaption>
    </figure>
  );
}
