import { useSyncExternalStore } from 'react';
import { markCommandSent } from './commandSent.ts';

/**
 * A command on its way to an inverter (device-api §5): the gateway accepts the POST at once with
 * status Pending, the inverter acknowledges within seconds (Ok) or not (Failure; the gateway keeps
 * re-sending it), and the live data shows the effect only after the inverter's next read. The limit
 * and power watches (limitWatch.ts, powerWatch.ts) share this store: one poll of the gateway's status
 * map serves every inverter, listeners hear only real changes.
 */
export interface CommandWatchTiming {
  pollMs: number;
  /** Stop asking after this long (a Failure stays shown; the gateway keeps trying on its own). */
  giveUpMs: number;
  /** An acknowledged command is shown this long at most while the live data has not caught up. */
  settleMs: number;
}

/** What a watch keeps of each command; its own fields beside these. */
export interface Watched {
  startedAt: number;
}

export interface CommandWatchRules<E extends Watched, M> {
  readStatus: () => Promise<M>;
  /** The gateway is asked only while some command waits for its acknowledgement. */
  awaiting: (entry: E) => boolean;
  /**
   * The entry after a poll at `now`, `statuses` undefined when not asked or not answered; undefined
   * drops it (run its course).
   */
  advance: (entry: E, statuses: M | undefined, serial: string, now: number) => E | undefined;
  /** Polls go on while this holds for some entry. */
  polling: (entry: E, now: number) => boolean;
}

function sameEntry(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key])
  );
}

export function createCommandWatch<E extends Watched, M>(rules: CommandWatchRules<E, M>, pollMs: number) {
  let entries = new Map<string, E>();
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  function publish(next: Map<string, E>): void {
    entries = next;
    for (const listener of listeners) listener();
  }

  function schedule(): void {
    const now = Date.now();
    if (timer === undefined && [...entries.values()].some((entry) => rules.polling(entry, now)))
      timer = setTimeout(() => void poll(), pollMs);
  }

  async function poll(): Promise<void> {
    timer = undefined;
    if (entries.size === 0) return;
    let statuses: M | undefined;
    if ([...entries.values()].some(rules.awaiting)) {
      try {
        statuses = await rules.readStatus();
      } catch {
        // Not answered this time: ask again at the next tick.
      }
    }
    const now = Date.now();
    const next = new Map<string, E>();
    let changed = false;
    for (const [serial, entry] of entries) {
      const advanced = rules.advance(entry, statuses, serial, now);
      if (!advanced) changed = true;
      else if (sameEntry(advanced, entry)) next.set(serial, entry);
      else {
        next.set(serial, advanced);
        changed = true;
      }
    }
    if (changed) publish(next);
    schedule();
  }

  return {
    /** The gateway accepted a command for `serial`. */
    start(serial: string, entry: E): void {
      markCommandSent();
      publish(new Map(entries).set(serial, entry));
      schedule();
    },
    /** The live data shows the effect: the mark has done its job (when `done` says it may go). */
    settle(serial: string, done: (entry: E) => boolean = () => true): void {
      const entry = entries.get(serial);
      if (!entry || !done(entry)) return;
      const next = new Map(entries);
      next.delete(serial);
      publish(next);
    },
    get(serial: string): E | undefined {
      return entries.get(serial);
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The command on its way to `serial` in `watch`, for a component. */
export function useOnItsWay<E>(
  watch: { subscribe: (listener: () => void) => () => void; get: (serial: string) => E | undefined },
  serial: string,
): E | undefined {
  return useSyncExternalStore(
    (listener) => watch.subscribe(listener),
    () => watch.get(serial),
  );
}
