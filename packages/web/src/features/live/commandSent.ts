import { useSyncExternalStore } from 'react';

/**
 * Whether a limit or power command was sent from this page. Until then no mark can be on its way, so
 * the marks' code (view/OnItsWay.tsx) and the watches polling the gateway stay out of the live view's
 * first load; the watches set this when they start.
 */
let sent = false;
const listeners = new Set<() => void>();

export function markCommandSent(): void {
  if (sent) return;
  sent = true;
  for (const listener of listeners) listener();
}

export function useCommandSent(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => sent,
  );
}
