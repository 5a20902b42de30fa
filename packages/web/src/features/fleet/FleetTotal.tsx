import type { LiveDataTotal } from '@dtu-web/protocol';
import { useId } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n/index.ts';
import { valueText } from './age.ts';

export interface FleetTotalProps {
  /** The companion's sum over the gateways online. */
  total: LiveDataTotal;
  /** Gateways whose values are not in the total. */
  offline: number;
  /** The total describes the plant now (the companion answers and a gateway is online). */
  current: boolean;
}

/** The fleet's power and yields, the gateways left out of them, and the way to the fleet history. */
export function FleetTotal({ total, offline, current }: FleetTotalProps) {
  const { t, format } = useI18n();
  const titleId = useId();
  const fields = [
    ['Power', t('fleet.Power')],
    ['YieldDay', t('fleet.YieldDay')],
    ['YieldTotal', t('fleet.YieldTotal')],
  ] as const;
  return (
    <section className="fleet-total" aria-labelledby={titleId} data-testid="fleet-total">
      <h2 className="fs-5" id={titleId}>
        {t('fleet.Total')}
      </h2>
      <dl className="fleet-values fleet-total-values" data-current={current}>
        {fields.map(([field, label]) => (
          <div key={field}>
            <dt>{label}</dt>
            <dd data-testid={`fleet-total-${field}`}>{valueText(format, total[field])}</dd>
          </div>
        ))}
      </dl>
      <div aria-live="polite">
        {offline > 0 && (
          <p className="fleet-note" data-testid="fleet-offline-note">
            {t('fleet.OfflineNote', { count: offline })}
          </p>
        )}
      </div>
      <Link to="/history?view=month&scope=fleet" className="fleet-history-link">
        {t('fleet.History')}
      </Link>
    </section>
  );
}
