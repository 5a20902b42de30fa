import { endpointUrl, endpoints } from '@dtu-web/protocol';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { session } from '../lib/auth/index.ts';
import { pageScope } from '../lib/gateway/scope.ts';
import { hasHistory, useCompanion } from '../lib/history/companion.ts';
import { useI18n } from '../lib/i18n/index.ts';
import { BellIcon } from './icons.tsx';

/** How often the bell asks how many alerts fire. */
export const BELL_POLL_MS = 15_000;

/**
 * The number of firing alerts of one gateway (companion-api §4), or null while unknown. Not through the
 * API client: a refusal (no read access without a login) leaves the count unknown instead of sending
 * anyone to the login.
 */
async function countFiring(gateway: string | null): Promise<number | null> {
  const headers = new Headers({ 'X-Requested-With': 'XMLHttpRequest' });
  const user = session.getUser();
  if (user) headers.set('Authorization', `Basic ${user.authdata}`);
  const query = gateway === null ? { limit: '1' } : { gateway, limit: '1' };
  try {
    const response = await fetch(endpointUrl(endpoints.alerts, query), { headers, cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { active?: unknown };
    return Array.isArray(body.active) ? body.active.length : null;
  } catch {
    return null;
  }
}

/**
 * What the bell counts: the page's gateway; on a page of no gateway (the fleet) every gateway the
 * companion watches — it answers only per gateway when it has several — summed over those that said.
 */
async function countAll(gateways: readonly string[]): Promise<number | null> {
  const counts = await Promise.all(gateways.length > 1 ? gateways.map(countFiring) : [countFiring(null)]);
  const known = counts.filter((count): count is number => count !== null);
  return known.length === 0 ? null : known.reduce((sum, count) => sum + count, 0);
}

function useFiringCount(enabled: boolean, gateways: string): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (): void => {
      clearTimeout(timer);
      const scope = pageScope.id === null ? gateways.split(' ').filter(Boolean) : [pageScope.id];
      void (pageScope.id === null ? countAll(scope) : countFiring(pageScope.id)).then((next) => {
        if (stopped) return;
        setCount(next);
        if (document.visibilityState === 'visible') timer = setTimeout(ask, BELL_POLL_MS);
      });
    };
    const onVisibility = (): void => {
      if (document.visibilityState === 'visible') ask();
      else clearTimeout(timer);
    };
    ask();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled, gateways]);
  return count;
}

/** The navbar's bell: how many alerts fire, linking to them; absent on a bare gateway. */
export function AlertBell({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useI18n();
  const companion = useCompanion();
  const present = hasHistory(companion);
  // The ids as one string: a new answer of /api/x/info with the same gateways starts no new round.
  const gateways = companion.state === 'companion' ? companion.info.gateways.map((g) => g.id).join(' ') : '';
  const count = useFiringCount(present, gateways);
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
