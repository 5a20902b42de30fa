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
 * The number of firing alerts (companion-api §4), or null while unknown. Not through the API client: a
 * refusal (no read access without a login) leaves the count unknown instead of sending anyone to the login.
 */
async function countFiring(): Promise<number | null> {
  const headers = new Headers({ 'X-Requested-With': 'XMLHttpRequest' });
  const user = session.getUser();
  if (user) headers.set('Authorization', `Basic ${user.authdata}`);
  const query = pageScope.id === null ? { limit: '1' } : { gateway: pageScope.id, limit: '1' };
  const response = await fetch(endpointUrl(endpoints.alerts, query), { headers, cache: 'no-store' });
  if (!response.ok) return null;
  const body = (await response.json()) as { active?: unknown };
  return Array.isArray(body.active) ? body.active.length : null;
}

function useFiringCount(enabled: boolean): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (): void => {
      clearTimeout(timer);
      void countFiring()
        .catch(() => null)
        .then((next) => {
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
  }, [enabled]);
  return count;
}

/** The navbar's bell: how many alerts fire, linking to them; absent on a bare gateway. */
export function AlertBell({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useI18n();
  const present = hasHistory(useCompanion());
  const count = useFiringCount(present);
  if (!present) return null;
  const firing = count ?? 0;
  return (
    <Link
      to="/alerts"
      className="nav-link alert-bell position-relative px-2 ms-auto me-2 me-lg-0 order-lg-last"
      aria-label={t('nav.AlertsFiring', { count: firing })}
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
