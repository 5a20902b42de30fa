import { endpoints, type LimitStatusMap } from '@dtu-web/protocol';
import { useSyncExternalStore } from 'react';
import { api } from '../../lib/api/index.ts';
import { markCommandSent } from './commandSent.ts';

/**
 * A limit on its way to the inverter (device-api §5): the gateway answers the POST at once with
 * status Pending, the inverter acknowledges within seconds (Ok) or not (Failure; the gateway keeps
 * re-sending it). The live data shows the new limit only after the next read, so the screen shows the
 * requested value as pending from the moment it was accepted, then what the gateway said.
 */
export interface LimitOnItsWay {
  /** What was asked for, in its unit. */
  value: number;
  relative: boolean;
  /** pending: sent, not acknowledged; failed: not acknowledged in time (retried); set: acknowledged. */
  phase: 'pending' | 'failed' | 'set';
  /** The limit the gateway reports once acknowledged (percent), until the live data shows it too. */
  confirmedRelative?: number;
}

export interface LimitWatchTiming {
  pollMs: number;
  /** Stop asking after this long (a Failure stays shown; the gateway keeps trying on its own). */
  giveUpMs: number;
  /** An acknowledged limit is shown this long at most while the live data has not caught up. */
  settleMs: number;
}

export const LIMIT_WATCH_TIMING: LimitWatchTiming = { pollMs: 1000, giveUpMs: 120_000, settleMs: 30_000 };

type Entry = LimitOnItsWay & { startedAt: number; settledAt?: number };

/** The watch over every inverter's limit on its way; one poll of /api/limit/status serves them all. */
export function createLimitWatch(
  readStatus: () => Promise<LimitStatusMap>,
  timing: LimitWatchTiming = LIMIT_WATCH_TIMING,
) {
  let entries = new Map<string, Entry>();
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  function publish(next: Map<string, Entry>): void {
    entries = next;
    for (const listener of listeners) listener();
  }

  function update(serial: string, change: (entry: Entry) => Entry | undefined): void {
    const entry = entries.get(serial);
    if (!entry) return;
    const next = new Map(entries);
    const changed = change(entry);
    if (changed) next.set(serial, changed);
    else next.delete(serial);
    publish(next);
  }

  function waiting(): boolean {
    const now = Date.now();
    return [...entries.values()].some(
      (entry) => entry.phase !== 'set' && now - entry.startedAt < timing.giveUpMs,
    );
  }

  async function poll(): Promise<void> {
    timer = undefined;
    if (entries.size === 0) return;
    let statuses: LimitStatusMap | undefined;
    try {
      statuses = await readStatus();
    } catch {
      // Not answered this time: ask again at the next tick.
    }
    const now = Date.now();
    for (const [serial, entry] of entries) {
      if (entry.phase === 'set') {
        if (entry.settledAt !== undefined && now - entry.settledAt >= timing.settleMs)
          update(serial, () => undefined);
        continue;
      }
      const status = statuses?.[serial];
      if (!status) continue;
      if (status.limit_set_status === 'Ok') {
        update(serial, (e) => ({
          ...e,
          phase: 'set',
          confirmedRelative: status.limit_relative,
          settledAt: now,
        }));
      } else if (status.limit_set_status === 'Failure') update(serial, (e) => ({ ...e, phase: 'failed' }));
      else if (status.limit_set_status === 'Pending') update(serial, (e) => ({ ...e, phase: 'pending' }));
    }
    schedule();
  }

  function schedule(): void {
    const settling = [...entries.values()].some((entry) => entry.phase === 'set');
    if (timer === undefined && (waiting() || settling)) timer = setTimeout(() => void poll(), timing.pollMs);
  }

  return {
    /** The gateway accepted a new limit for `serial`. */
    start(serial: string, value: number, relative: boolean): void {
      markCommandSent();
      const next = new Map(entries);
      next.set(serial, { value, relative, phase: 'pending', startedAt: Date.now() });
      publish(next);
      schedule();
    },
    /** The live data shows the acknowledged limit now: the mark has done its job. */
    settle(serial: string): void {
      update(serial, (entry) => (entry.phase === 'set' ? undefined : entry));
    },
    get(serial: string): LimitOnItsWay | undefined {
      return entries.get(serial);
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type LimitWatch = ReturnType<typeof createLimitWatch>;

export function useLimitOnItsWay(watch: LimitWatch, serial: string): LimitOnItsWay | undefined {
  return useSyncExternalStore(
    (listener) => watch.subscribe(listener),
    () => watch.get(serial),
  );
}

/** The app's one watch, fed by the limit dialog and read by the inverter header and the overview. */
export const limitWatch = createLimitWatch(() => api.get(endpoints.limitStatus));
