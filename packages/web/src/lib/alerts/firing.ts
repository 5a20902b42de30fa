import { endpointUrl, endpoints, type Alert } from '@dtu-web/protocol';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
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
 * One poll loop for every counter on the page: the bell and the fleet's cards ask for the same
 * gateways, and each gateway is asked once a round, however many components show its count. A round
 * runs now and every FIRING_POLL_MS while anyone watches and the page is visible (a hidden tab asks
 * nothing); a gateway newly watched starts a round at once.
 */
const watchers = new Map<string | null, number>();
const listeners = new Set<() => void>();
let shared: ReadonlyMap<string | null, number | null> = new Map();
let timer: ReturnType<typeof setTimeout> | undefined;
/** Bumped when nobody watches any more: a round still on its way is then dropped. */
let generation = 0;

function askAll(): void {
  clearTimeout(timer);
  timer = undefined;
  const ids = [...watchers.keys()];
  if (ids.length === 0) return;
  const asked = generation;
  void Promise.all(ids.map(countFiring)).then((answers) => {
    if (asked !== generation) return;
    const next = new Map(shared);
    ids.forEach((id, i) => next.set(id, answers[i] ?? null));
    shared = next;
    for (const listener of listeners) listener();
    if (document.visibilityState === 'visible' && watchers.size > 0) {
      clearTimeout(timer);
      timer = setTimeout(askAll, FIRING_POLL_MS);
    }
  });
}

function onVisibility(): void {
  if (document.visibilityState === 'visible') askAll();
  else clearTimeout(timer);
}

function watch(ids: readonly (string | null)[]): () => void {
  if (watchers.size === 0) document.addEventListener('visibilitychange', onVisibility);
  const fresh = ids.some((id) => !watchers.has(id));
  for (const id of ids) watchers.set(id, (watchers.get(id) ?? 0) + 1);
  if (fresh) askAll();
  return () => {
    for (const id of ids) {
      const left = (watchers.get(id) ?? 1) - 1;
      if (left > 0) {
        watchers.set(id, left);
      } else {
        // Unwatched, its count ages unseen: dropped, so a later watcher waits for a fresh one.
        watchers.delete(id);
        const next = new Map(shared);
        next.delete(id);
        shared = next;
      }
    }
    if (watchers.size > 0) return;
    document.removeEventListener('visibilitychange', onVisibility);
    clearTimeout(timer);
    timer = undefined;
    generation += 1;
    shared = new Map();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const NONE: ReadonlyMap<string | null, number | null> = new Map();

/**
 * The firing counts of these gateways (null: not known yet, or unreadable), from the shared poll loop.
 * `gateways` as one space-separated string of ids, so a new list with the same ids starts nothing new;
 * the empty string asks the page's own scope (key null).
 */
export function useFiringCounts(
  enabled: boolean,
  gateways: string,
): ReadonlyMap<string | null, number | null> {
  useEffect(() => {
    if (!enabled) return undefined;
    return watch(gateways === '' ? [null] : gateways.split(' '));
  }, [enabled, gateways]);
  const all = useSyncExternalStore(subscribe, () => shared);
  return useMemo(() => {
    if (!enabled) return NONE;
    const ids: (string | null)[] = gateways === '' ? [null] : gateways.split(' ');
    return new Map(ids.map((id) => [id, all.get(id) ?? null]));
  }, [all, enabled, gateways]);
}
