import { useCallback, useSyncExternalStore } from 'react';
import { onEverySecond } from '../lib/time/ticker.ts';

/**
 * Whole seconds since `since` (a `Date.now()` value), updated by the app's one-second ticker: for
 * device values that keep counting after they were read (uptime, the device clock).
 */
export function useElapsedSeconds(since: number): number {
  const snapshot = useCallback(() => Math.max(0, Math.floor((Date.now() - since) / 1000)), [since]);
  return useSyncExternalStore(onEverySecond, snapshot);
}
