import type { StringHealth } from '@dtu-web/protocol';
import { useI18n } from '../../lib/i18n/index.ts';

/** The bar's end: 150 % of the siblings. */
const SCALE = 1.5;

/** A string's energy per installed watt against its siblings' (the mark at 100 %), as a bar. */
export function RatioBar({ health }: { health: StringHealth }) {
  const { t, format } = useI18n();
  const ratio = Number.isFinite(health.ratio) ? Math.max(0, health.ratio) : 1;
  const text = t('history.RatioOfSiblings', { percent: format.percent(Math.round(ratio * 100) / 100) });
  return (
    <span className="history-ratio-line">
      <span className="history-ratio" role="img" aria-label={text}>
        <span
          className={`history-ratio-fill${health.flag ? ' history-ratio-low' : ''}`}
          style={{ width: `${String((Math.min(ratio, SCALE) / SCALE) * 100)}%` }}
        />
        <span className="history-ratio-mark" style={{ left: `${String((1 / SCALE) * 100)}%` }} />
      </span>
      <span className="small text-body-secondary" aria-hidden="true">
        {text}
      </span>
    </span>
  );
}
