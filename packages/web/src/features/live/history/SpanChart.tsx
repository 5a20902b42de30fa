import type { ReactNode } from 'react';
import { TimeChart, type TimeSeries } from '../../../components/TimeChart.tsx';
import { useI18n } from '../../../lib/i18n/index.ts';

export interface SpanChartProps {
  series: readonly TimeSeries[];
  span: { from: number; to: number };
  /** Milliseconds from UTC to the gateway's wall clock. */
  offset: number;
  /** Whether the whole day is drawn rather than the span that has data. */
  wholeDay: boolean;
  onWholeDay: (wholeDay: boolean) => void;
  gapMs?: number;
  /** Said before the toggle (the span drawn, where the panel names it). */
  lead?: ReactNode;
}

/** The live view's power curve of today with its "whole day" toggle, from the browser or the companion. */
export function SpanChart({ series, span, offset, wholeDay, onWholeDay, gapMs, lead }: SpanChartProps) {
  const { t } = useI18n();
  return (
    <>
      <div className="live-row">
        {lead}
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          aria-pressed={wholeDay}
          onClick={() => {
            onWholeDay(!wholeDay);
          }}
        >
          {t('live.ShowWholeDay')}
        </button>
      </div>
      <TimeChart
        series={series}
        from={span.from}
        to={span.to}
        wall={(time) => time + offset}
        {...(gapMs === undefined ? {} : { gapMs })}
        label={t('live.History')}
        look={{ chart: 'live-chart', swatch: 'live-swatch' }}
      />
    </>
  );
}
