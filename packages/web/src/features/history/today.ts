import { zoneFromTz, type PosixTimeZone } from '@dtu-web/protocol';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { dayAt, formatDay } from '../../lib/history/index.ts';
import { gatewayClockKnown, gatewayDayKey, syncGatewayClock } from '../../lib/time/gatewayClock.ts';

/**
 * The gateway's today when the companion does not say it (an older companion; issue 29 has the
 * recorder's `today` in `/api/x/info`): from its own clock (its `ntp_localtime`, as the live panel reads it), else
 * from the time zone a history answer told, else — a gateway whose clock is not set — the browser's
 * date. The browser's date alone would open the wrong day whenever the two zones disagree.
 */
let zone: PosixTimeZone | undefined;
let tz = '';
const listeners = new Set<() => void>();

function tell(): void {
  // Told after the render that learnt it.
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });
}

export function rememberZone(text: string): void {
  if (text === tz) return;
  tz = text;
  zone = zoneFromTz(text);
  tell();
}

export function gatewayToday(now = Date.now()): string {
  if (gatewayClockKnown()) return gatewayDayKey(now);
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

/**
 * Asks the gateway for its clock once; true when it has answered (or cannot), so the first day
 * shown and loaded is the gateway's today rather than the browser's.
 */
export function useGatewayClock(wanted = true): boolean {
  const [settled, setSettled] = useState(gatewayClockKnown);
  useEffect(() => {
    if (settled || !wanted) return undefined;
    let mounted = true;
    void syncGatewayClock().then(() => {
      if (!mounted) return;
      setSettled(true);
      tell();
    });
    return () => {
      mounted = false;
    };
  }, [settled, wanted]);
  return settled;
}
