import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useUser } from '../auth/index.ts';
import { liveLink, liveStore } from './instance.ts';
import type { InverterListItem, LiveInverter, LiveSummary } from './store.ts';

/** The inverters sorted by `order`; changes only when one appears, goes, or is renamed or reordered. */
export function useLiveList(): readonly InverterListItem[] {
  return useSyncExternalStore(liveStore.subscribeList, liveStore.getList);
}

/** Totals and hints; changes only when one of their values does. */
export function useLiveSummary(): LiveSummary | null {
  return useSyncExternalStore(liveStore.subscribeSummary, liveStore.getSummary);
}

/** One inverter's latest data: wakes only for frames of this serial. */
export function useLiveInverter(serial: string): LiveInverter | undefined {
  const get = useCallback(() => liveStore.inverter(serial), [serial]);
  return useSyncExternalStore(liveStore.subscriberFor(serial), get);
}

/**
 * A value derived from one inverter's data. Return a primitive (or a stable object): the component
 * re-renders only when it changes, not on every frame of the inverter.
 */
export function useLiveSelect<T>(serial: string, select: (inverter: LiveInverter | undefined) => T): T {
  const get = useCallback(() => select(liveStore.inverter(serial)), [serial, select]);
  return useSyncExternalStore(liveStore.subscriberFor(serial), get);
}

/** True while the socket is open and frames arrive. */
export function useLiveOnline(): boolean {
  return useSyncExternalStore(liveLink.subscribe, liveLink.getOnline);
}

/** The last failure of the initial GET, or null. */
export function useLiveError(): string | null {
  return useSyncExternalStore(liveLink.subscribe, liveLink.getError);
}

/** When the link to the gateway dropped (ms), or null while it is up or was never up. */
export function useLiveDownSince(): number | null {
  return useSyncExternalStore(liveLink.subscribe, liveLink.getDownSince);
}

/**
 * Keeps the link to the gateway's live data open while the screen is shown. The socket carries the
 * credentials: a login or logout while it is shown connects again.
 */
export function useLiveConnection(): void {
  const user = useUser();
  const lastUser = useRef(user);
  useEffect(() => {
    liveLink.start();
    return () => {
      liveLink.stop();
    };
  }, []);
  useEffect(() => {
    if (lastUser.current === user) return;
    lastUser.current = user;
    liveLink.reconnect();
  }, [user]);
}
