import { useSyncExternalStore } from 'react';

/** How many event-log entries the user has seen per serial, so the header can count the new ones. */
const KEY = 'dtu-web.seenEvents';
const listeners = new Set<() => void>();
let seen: Readonly<Record<string, number>> = read();

function read(): Record<string, number> {
  try {
    return { ...(JSON.parse(localStorage.getItem(KEY) ?? '{}') as Record<string, number>) };
  } catch {
    return {};
  }
}

export function markEventsSeen(serial: string, count: number): void {
  seen = { ...seen, [serial]: count };
  localStorage.setItem(KEY, JSON.stringify(seen));
  for (const listener of listeners) listener();
}

/** Entries not seen yet; a log shorter than the one seen (it is cleared daily) counts as all new. */
export function unreadEvents(serial: string, events: number, seenBy = seen): number {
  const before = seenBy[serial] ?? 0;
  return events >= before ? events - before : events;
}

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useSeenEvents(): Readonly<Record<string, number>> {
  return useSyncExternalStore(subscribe, () => seen);
}
