import { endpointUrl, endpoints, type Alert } from '@dtu-web/protocol';
import { useEffect, useState } from 'react';
import { session } from '../auth/index.ts';

/** How often the firing counts are asked while the page is shown. */
export const FIRING_POLL_MS = 15_000;

/**
 * The firing alerts of one gateway (companion-api §4; null: the page's own scope, for a companion of
 * one gateway), or null while unknown. Not through the API client: a refusal (no read access without a
 * login) leaves them unknown instead of sending anyone to the login.
 */
export async function fetchFiring(
  gateway: string | null,
  limit = 1,
  signal?: AbortSignal,
): Promise<Alert[] | null> {
  const headers = new Headers({ 'X-Requested-With': 'XMLHttpRequest' });
  const user = session.getUser();
  if (user) headers.set('Authorization', `Basic ${user.authdata}`);
  const query = gateway === null ? { limit: String(limit) } : { gateway, limit: String(limit) };
  try {
    const response = await fetch(endpointUrl(endpoints.alerts, query), {
      headers,
      cache: 'no-store',
      ...(signal ? { signal } : {}),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { active?: unknown };
    return Array.isArray(body.active) ? (body.active as Alert[]) : null;
  } catch {
    return null;
  }
}

/** The number of firing alerts of one gateway (as fetchFiring), or null while unknown. */
export async function countFiring(gateway: string | null): Promise<number | null> {
  return (await fetchFiring(gateway))?.length ?? null;
}

/** The sum of the counts that are known; null when none is. */
export function totalFiring(counts: ReadonlyMap<string | null, number | null>): number | null {
  const known = [...counts.values()].filter((count): count is number => count !== null);
  return known.length === 0 ? null : known.reduce((sum, count) => sum + count, 0);
}

/**
 * The firing counts of these gateways, asked now and every FIRING_POLL_MS while the page is visible
 * (a hidden tab asks nothing). `gateways` as one space-separated string of ids, so a new list with the
 * same ids starts no new round; the empty string asks the page's own scope (key null).
 */
export function useFiringCounts(
  enabled: boolean,
  gateways: string,
): ReadonlyMap<string | null, number | null> {
  const [counts, setCounts] = useState<ReadonlyMap<string | null, number | null>>(() => new Map());
  useEffect(() => {
    if (!enabled) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ids: (string | null)[] = gateways === '' ? [null] : gateways.split(' ');
    const ask = (): void => {
      clearTimeout(timer);
      void Promise.all(ids.map(countFiring)).then((answers) => {
        if (stopped) return;
        setCounts(new Map(ids.map((id, i) => [id, answers[i] ?? null])));
        if (document.visibilityState === 'visible') timer = setTimeout(ask, FIRING_POLL_MS);
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
  return counts;
}
