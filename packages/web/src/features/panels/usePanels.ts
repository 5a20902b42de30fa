import type { Alert, HistoryHealth } from '@dtu-web/protocol';
import { useCallback, useSyncExternalStore } from 'react';
import { FIRING_POLL_MS, fetchFiring } from '../../lib/alerts/firing.ts';
import { useLoad, type Loading } from '../../lib/api/useLoad.ts';
import { pageScope } from '../../lib/gateway/index.ts';
import { fetchHealth } from '../../lib/history/index.ts';
import { liveStore } from '../../lib/live/index.ts';
import { onEverySecond } from '../../lib/time/ticker.ts';

/** The period of the health ratio shown: the `string_low` rule's default (companion-api §4). */
export const HEALTH_DAYS = 7;
/** The ratio moves with whole days: asked again every ten minutes while the page stays open. */
const HEALTH_REFRESH_MS = 600_000;

/** Each string's recorded health over HEALTH_DAYS, from the companion. */
export function useHealth(): Loading<HistoryHealth> {
  return useLoad((signal) => fetchHealth(HEALTH_DAYS, signal), { refreshMs: HEALTH_REFRESH_MS }).current;
}

const NONE: readonly Alert[] = [];

/**
 * The gateway's firing alerts, asked as often as the navbar's bell asks; none while unknown (read
 * access refused, the companion away): the page then shows the live values without marks.
 */
export function useFiring(): readonly Alert[] {
  const load = useLoad((signal) => fetchFiring(pageScope.id, 1, signal), { refreshMs: FIRING_POLL_MS });
  return load.current.state === 'loaded' ? (load.current.data ?? NONE) : NONE;
}

/** True while the inverter's values are older than a poll cycle, checked each second and each frame. */
export function useStale(serial: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const stopTick = onEverySecond(listener);
      const stopFrames = liveStore.subscriberFor(serial)(listener);
      return () => {
        stopTick();
        stopFrames();
      };
    },
    [serial],
  );
  const get = useCallback(() => liveStore.isStale(serial, Date.now()), [serial]);
  return useSyncExternalStore(subscribe, get);
}
