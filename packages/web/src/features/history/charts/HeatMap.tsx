import { useMemo, useState } from 'react';
import { useWidth } from '../../../lib/chart/useWidth.ts';
import { addDays, parseDay } from '../../../lib/history/index.ts';
import { useI18n } from '../../../lib/i18n/index.ts';
import { ChartCursor } from './ChartCursor.tsx';

export interface HeatMapProps {
  year: string;
  /** kWh per day `YYYY-MM-DD`; a day without an entry has no data. */
  days: ReadonlyMap<string, number>;
  label: string;
  formatValue: (kwh: number) => string;
  onOpen?: (day: string) => void;
}

const LEFT = 22;
const TOP = 16;
/** Shade class per level (written out: the build keeps only class names the sources spell). */
const SHADES = [
  'history-heat-0',
  'history-heat-1',
  'history-heat-2',
  'history-heat-3',
  'history-heat-4',
  'history-heat-5',
];
const LEVELS = SHADES.length - 1;

/** Monday = 0 … Sunday = 6. */
function weekday(day: string): number {
  return (new Date(parseDay(day)).getUTCDay() + 6) % 7;
}

/**
 * A year of daily energy as a calendar: a column per week (Monday at the top), a cell per day shaded
 * by its share of the year's best day; days without data are outlined only.
 */
export function HeatMap({ year, days, label, formatValue, onOpen }: HeatMapProps) {
  const { t, locale } = useI18n();
  const { ref, width } = useWidth<HTMLDivElement>(640, 240);
  const [cursor, setCursor] = useState<number | null>(null);
  const dates = useMemo(() => {
    const list: string[] = [];
    for (let day = `${year}-01-01`; day.startsWith(year); day = addDays(day, 1)) list.push(day);
    return list;
  }, [year]);
  const monthName = useMemo(
    () => new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }),
    [locale],
  );
  const longDate = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }),
    [locale],
  );
  const dayName = useMemo(
    () => new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' }),
    [locale],
  );
  const offset = weekday(dates[0] ?? `${year}-01-01`);
  // Wide: a column per week like a wall calendar. Narrow (a phone): a row per month, a column per day
  // of the month, so the cells stay large enough to tap.
  const compact = width < 600;
  const left = compact ? 40 : LEFT;
  const columns = compact ? 31 : Math.ceil((dates.length + offset) / 7);
  const rows = compact ? 12 : 7;
  const cell = Math.max(5, Math.min(16, Math.floor((width - left) / columns)));
  // Rows at least as tall as their label.
  const cellHeight = compact ? Math.max(cell, 15) : cell;
  const best = Math.max(0, ...days.values());
  const position = (index: number) => {
    if (compact) {
      const day = dates[index] ?? '';
      return { column: Number(day.slice(8, 10)) - 1, row: Number(day.slice(5, 7)) - 1 };
    }
    return { column: Math.floor((index + offset) / 7), row: (index + offset) % 7 };
  };
  const indexOf = (column: number, row: number): number => {
    if (column < 0 || row < 0 || row >= rows || column >= columns) return -1;
    if (!compact) {
      const index = column * 7 + row - offset;
      return index < dates.length ? index : -1;
    }
    return dates.indexOf(
      `${year}-${String(row + 1).padStart(2, '0')}-${String(column + 1).padStart(2, '0')}`,
    );
  };
  const level = (kwh: number): number => (best > 0 ? Math.min(LEVELS, Math.ceil((kwh / best) * LEVELS)) : 0);
  const at = cursor === null ? undefined : dates[cursor];
  const value = at === undefined ? undefined : days.get(at);
  const text = (day: string, kwh: number | undefined): string =>
    t('history.Pair', {
      name: longDate.format(parseDay(day)),
      value: kwh === undefined ? t('history.NoData') : formatValue(kwh),
    });
  const place = cursor === null ? undefined : position(cursor);

  return (
    <figure className="history-chart">
      <div ref={ref} className="history-plot">
        <svg width={width} height={TOP + rows * cellHeight + 4} aria-hidden="true">
          {compact
            ? [1, 10, 20, 31].map((day) => (
                <text key={day} x={left + (day - 1) * cell} y={TOP - 4}>
                  {day}
                </text>
              ))
            : dates.map((day, index) =>
                day.endsWith('-01') ? (
                  <text key={day} x={left + position(index).column * cell} y={TOP - 4}>
                    {monthName.format(parseDay(day))}
                  </text>
                ) : null,
              )}
          {compact
            ? Array.from({ length: 12 }, (_, row) => (
                <text key={row} x={0} y={TOP + row * cellHeight + cellHeight - 3}>
                  {monthName.format(Date.UTC(2024, row, 1))}
                </text>
              ))
            : [0, 2, 4].map((row) => (
                <text key={row} x={0} y={TOP + row * cell + cell - 1}>
                  {dayName.format(Date.UTC(2024, 0, 1 + row))}
                </text>
              ))}
          {dates.map((day, index) => {
            const kwh = days.get(day);
            const { column, row } = position(index);
            return (
              <rect
                key={day}
                x={left + column * cell}
                y={TOP + row * cellHeight}
                width={cell - 1}
                height={cellHeight - 1}
                className={kwh === undefined ? 'history-heat-empty' : SHADES[level(kwh)]}
                data-day={day}
              />
            );
          })}
          {place && (
            <rect
              className="history-heat-cursor"
              x={left + place.column * cell - 1}
              y={TOP + place.row * cellHeight - 1}
              width={cell + 1}
              height={cellHeight + 1}
            />
          )}
        </svg>
        <ChartCursor
          label={label}
          count={dates.length}
          index={cursor}
          onIndex={setCursor}
          indexAt={(x, y) =>
            x < left || y < TOP
              ? -1
              : indexOf(Math.floor((x - left) / cell), Math.floor((y - TOP) / cellHeight))
          }
          valueText={at === undefined ? '' : text(at, value)}
          left={place ? left + (place.column + 1) * cell : 0}
          top={place ? TOP + (place.row + 1) * cellHeight : 0}
          width={width}
          pageStep={7}
          onActivate={
            onOpen && at !== undefined
              ? () => {
                  onOpen(at);
                }
              : undefined
          }
        >
          {at !== undefined && (
            <>
              <span className="d-block">{text(at, value)}</span>
              {onOpen && (
                <button
                  type="button"
                  className="btn btn-sm btn-link p-0"
                  onClick={() => {
                    onOpen(at);
                  }}
                >
                  {t('history.OpenDay')}
                </button>
              )}
            </>
          )}
        </ChartCursor>
      </div>
      <figcaption className="history-heat-scale small text-body-secondary" data-testid="heat-scale">
        {/* The shades' values: none to the year's best day, each key the range it stands for. */}
        <span>{formatValue(0)}</span>
        {Array.from({ length: LEVELS + 1 }, (_, index) => (
          <span
            key={index}
            className={`history-heat-key ${SHADES[index] ?? ''}`}
            title={
              index === 0
                ? formatValue(0)
                : `${formatValue((best * (index - 1)) / LEVELS)} – ${formatValue((best * index) / LEVELS)}`
            }
          />
        ))}
        <span>{formatValue(best)}</span>
      </figcaption>
    </figure>
  );
}
