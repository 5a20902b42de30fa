import type { LiveDataTotal } from '@dtu-web/protocol';
import { useCallback } from 'react';
import { useI18n } from '../../../lib/i18n/index.ts';
import { liveStore } from '../../../lib/live/index.ts';
import { StoreText } from './StoreText.tsx';

const fields = [
  ['YieldTotal', 'live.YieldTotal'],
  ['YieldDay', 'live.YieldDay'],
  ['Power', 'live.Power'],
] as const satisfies readonly (readonly [keyof LiveDataTotal, string])[];

function TotalValue({ field }: { field: keyof LiveDataTotal }) {
  const { format } = useI18n();
  const text = useCallback(() => {
    const value = liveStore.getSummary()?.total[field];
    return value ? `${format.fixed(value.v, value.d)} ${value.u}` : '';
  }, [field, format]);
  return <StoreText subscribe={liveStore.subscribeSummary} text={text} className="live-cell" />;
}

/** The plant totals, each with the unit and digits the device sends. */
export function Totals() {
  const { t } = useI18n();
  return (
    <div className="live-totals" data-testid="live-totals">
      {fields.map(([field, label]) => (
        <section key={field} className="live-total" aria-label={t(label)}>
          <h2 className="fs-6 text-body-secondary mb-1">{t(label)}</h2>
          <p className="fs-4 mb-0 live-value" data-testid={`total-${field}`}>
            <TotalValue field={field} />
          </p>
        </section>
      ))}
    </div>
  );
}
