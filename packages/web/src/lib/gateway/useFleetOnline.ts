import { endpoints, type FleetStatus } from '@dtu-web/protocol';
import { useEffect, useState } from 'react';
import { session } from '../auth/index.ts';

/** How often the picker asks the companion which gateways are online (a gateway gone shows within 15 s). */
export const FLEET_POLL_MS = 5_000;
/** A fleet answer slower than this counts as no answer (the next poll asks again). */
const FLEET_TIMEOUT_MS = 4_000;

/** Each gateway's online state by id; empty until the companion answered. */
export type FleetOnline = ReadonlyMap<string, boolean>;

/**
 * Asks `GET /api/x/fleet` (companion-api §3) with the page's login. Not through the API client: a
 * refusal here is the fleet's (another gateway's read-only setting), not a reason to log out of this
 * gateway; it leaves the states unknown.
 */
export async function fetchFleetOnline(fetcher: typeof fetch = fetch): Promise<FleetOnline> {
  const headers = new Headers({ 'X-Requested-With': 'XMLHttpRequest' });
  const user = session.getUser();
  if (user) headers.set('Authorization', `Basic ${user.authdata}`);
  const response = await fetcher(endpoints.fleet.path, {
    headers,
    cache: 'no-store',
    signal: AbortSignal.timeout(FLEET_TIMEOUT_MS),
  });
  if (!response.ok) return new Map();
  const body = (await response.json()) as Partial<FleetStatus>;
  const gateways: unknown[] = Array.isArray(body.gateways) ? body.gateways : [];
  return new Map(
    gateways.flatMap((gateway) =>
      typeof gateway === 'object' && gateway !== null && 'id' in gateway && 'online' in gateway
        ? [[String(gateway.id), gateway.online === true] as const]
        : [],
    ),
  );
}

/**
 * The fleet's online states, asked every FLEET_POLL_MS while the page is visible and at once when it
 * becomes visible again. A failed ask makes every state unknown: the companion itself is away.
 */
export function useFleetOnline(fetcher: typeof fetch = fetch): FleetOnline {
  const [online, setOnline] = useState<FleetOnline>(() => new Map());
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asking = false;
    const ask = async (): Promise<void> => {
      clearTimeout(timer);
      if (asking) return;
      asking = true;
      try {
        const next = await fetchFleetOnline(fetcher);
        if (!stopped) setOnline(next);
      } catch {
        if (!stopped) setOnline(new Map());
      }
      asking = false;
      if (!stopped && document.visibilityState === 'visible') {
        timer = setTimeout(() => void ask(), FLEET_POLL_MS);
      }
    };
    const onVisibility = (): void => {
      if (document.visibilityState === 'visible') void ask();
      else clearTimeout(timer);
    };
    void ask();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [fetcher]);
  return online;
}
