import { zoneFromTz, type PosixTimeZone } from '@dtu-web/protocol';
import { useSyncExternalStore } from 'react';
import { dayAt, formatDay } from '../../lib/history/index.ts';

/**
 * The gateway's today. Until a history answer told its time zone, the browser's own date stands in
 * (the same day almost everywhere and always the same day as the browser shows).
 */
let zone: PosixTimeZone | undefined;
let tz = '';
const listeners = new Set<() => void>();

export function rememberZone(text: string): void {
  if (text === tz) return;
  tz = text;
  zone = zoneFromTz(text);
  // Told after the render that learnt it.
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });
}

export function gatewayToday(now = Date.now()): string {
  if (zone) return dayAt(zone, now);
  const date = new Date(now);
  return formatDay(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
}

export function useGatewayToday(): string {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => gatewayToday(),
  );
}
