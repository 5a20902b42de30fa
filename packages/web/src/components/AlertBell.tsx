import { Link } from 'react-router';
import { FIRING_POLL_MS, totalFiring, useFiringCounts } from '../lib/alerts/firing.ts';
import { pageScope } from '../lib/gateway/scope.ts';
import { hasHistory, useCompanion } from '../lib/history/companion.ts';
import { useI18n } from '../lib/i18n/index.ts';
import { BellIcon } from './icons.tsx';

/** How often the bell asks how many alerts fire. */
export const BELL_POLL_MS = FIRING_POLL_MS;

/** The navbar's bell: how many alerts fire, linking to them; absent on a bare gateway. */
export function AlertBell({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useI18n();
  const companion = useCompanion();
  const present = hasHistory(companion);
  // The ids as one string: a new answer of /api/x/info with the same gateways starts no new round.
  // On the page of one gateway its count; on a page of none (the fleet) with several, every gateway's
  // summed over those that said (the companion answers only per gateway when it has several).
  const all = companion.state === 'companion' ? companion.info.gateways.map((g) => g.id) : [];
  const gateways = pageScope.id ?? (all.length > 1 ? all.join(' ') : '');
  const count = totalFiring(useFiringCounts(present, gateways));
  if (!present) return null;
  const firing = count ?? 0;
  return (
    <Link
      to="/alerts"
      className="nav-link alert-bell position-relative px-2 ms-auto me-2 me-lg-0 order-lg-last"
      // Unknown (no answer, no read access) is never "no alerts".
      aria-label={count === null ? t('nav.Alerts') : t('nav.AlertsFiring', { count: firing })}
      data-testid="alert-bell"
      data-count={count ?? ''}
      onClick={onNavigate}
    >
      <BellIcon className={firing > 0 ? 'text-danger' : undefined} />
      {firing > 0 && (
        <span className="badge rounded-pill text-bg-danger ms-1" aria-hidden="true">
          {firing}
        </span>
      )}
    </Link>
  );
}
