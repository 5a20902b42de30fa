import type { LiveDataTotal } from '@dtu-web/protocol';
import { useI18n } from '../../../lib/i18n/index.ts';
import { useLiveSummary } from '../../../lib/live/index.ts';

const fields = [
  ['YieldTotal', 'live.YieldTotal'],
  ['YieldDay', 'live.YieldDay'],
  ['Power', 'live.Power'],
] as const satisfies readonly (readonly [keyof LiveDataTotal, string])[];

/** The plant totals, each with the unit and digits the device sends. */
export function Totals() {
  const { t, format } = useI18n();
  const total = useLiveSummary()?.total;
  if (!total) return null;
  return (
    <div className="live-totals" data-testid="live-totals">
      {fields.map(([field, label]) => (
        <section key={field} className="live-total" aria-label={t(label)}>
          <h2 className="fs-6 text-body-secondary mb-1">{t(label)}</h2>
          <p className="fs-4 mb-0 live-value" data-testid={`total-${field}`}>
            {format.fixed(total[field].v, total[field].d)} {total[field].u}
          </p>
        </section>
      ))}
    </div>
  );
}
