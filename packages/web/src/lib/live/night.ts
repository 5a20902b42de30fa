import { useEffect, useSyncExternalStore } from 'react';
import { gatewayOffset, gatewaySun, subscribeGatewaySun, syncGatewayClock } from '../time/gatewayClock.ts';
import { nightSince } from '../time/sun.ts';
import { onEverySecond } from '../time/ticker.ts';

/**
 * The sunset the gateway's night began with (its local wall clock on a UTC axis), or null by day or
 * without sun times (no location, clock not set). Night is when inverters sleep (issue 30 item 4): the
 * live view says so instead of showing them outdated, at 0 % limit and 0 V.
 */
function current(now = Date.now()): number | null {
  const sun = gatewaySun();
  return sun === undefined ? null : (nightSince(sun, now + gatewayOffset()) ?? null);
}

let since: number | null = null;
const listeners = new Set<() => void>();

function update(): void {
  const next = current();
  if (next === since) return;
  since = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Checked once a second (a comparison; listeners hear only a change, at sunset and sunrise).
  const stopTick = onEverySecond(update);
  const stopSun = subscribeGatewaySun(update);
  update();
  return () => {
    listeners.delete(listener);
    stopTick();
    stopSun();
  };
}

const snapshot = (): number | null => since;

/** The sunset the night began with (gateway wall clock, UTC axis), or null by day. */
export function useGatewayNight(): number | null {
  useEffect(() => {
    void syncGatewayClock();
  }, []);
  return useSyncExternalStore(subscribe, snapshot);
}

/** The same, read outside React (the data age's text on its own tick). */
export function gatewayNight(): number | null {
  return current();
}
