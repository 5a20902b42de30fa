import { endpoints, type PowerStatusMap } from '@dtu-web/protocol';
import { useSyncExternalStore } from 'react';
import { api } from '../../lib/api/index.ts';
import { markCommandSent } from './commandSent.ts';

/** What the power dialog asked of an inverter. */
export type PowerAction = 'off' | 'on' | 'restart';

/**
 * A power command on its way (device-api §1.5, §5): the gateway accepts the POST at once and shows
 * Pending, the inverter acknowledges within seconds (Ok) or not (Failure, re-sent by the gateway), and
 * the live data shows the inverter off, on or back only after its next read — 20 s and more later.
 * Meanwhile the header and the overview say "Turning off…" instead of letting "Producing" stand
 * unexplained, the way a limit on its way is shown (limitWatch.ts).
 */
export interface PowerOnItsWay {
  action: PowerAction;
  /** pending: not acknowledged yet; failed: not acknowledged in time (the gateway retries); done: acknowledged. */
  phase: 'pending' | 'failed' | 'done';
}

export interface PowerWatchTiming {
  pollMs: number;
  /** Stop asking after this long (a Failure stays shown until then). */
  giveUpMs: number;
  /**
   * An acknowledged command is shown this long at most while the live data has not caught up (a command
   * the gateway dropped because commands are disabled also ends up here: its status stays Ok).
   */
  settleMs: number;
}

export const POWER_WATCH_TIMING: PowerWatchTiming = { pollMs: 1000, giveUpMs: 120_000, settleMs: 60_000 };

type Entry = PowerOnItsWay & { startedAt: number; doneAt?: number };

/** The watch over every inverter's power command on its way; one poll of /api/power/status serves all. */
export function createPowerWatch(
  readStatus: () => Promise<PowerStatusMap>,
  timing: PowerWatchTiming = POWER_WATCH_TIMING,
) {
  let entries = new Map<string, Entry>();
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  function publish(next: Map<string, Entry>): void {
    entries = next;
    for (const listener of listeners) listener();
  }

  /** Drops what has run its course: given up on, or acknowledged and settled. */
  function expired(entry: Entry, now: number): boolean {
    if (entry.doneAt !== undefined) return now - entry.doneAt >= timing.settleMs;
    return now - entry.startedAt >= timing.giveUpMs;
  }

  async function poll(): Promise<void> {
    timer = undefined;
    if (entries.size === 0) return;
    let statuses: PowerStatusMap | undefined;
    if ([...entries.values()].some((entry) => entry.phase !== 'done')) {
      try {
        statuses = await readStatus();
      } catch {
        // Not answered this time: ask again at the next tick.
      }
    }
    const now = Date.now();
    const next = new Map<string, Entry>();
    for (const [serial, entry] of entries) {
      if (expired(entry, now)) continue;
      const status = entry.phase === 'done' ? undefined : statuses?.[serial]?.power_set_status;
      if (status === 'Ok') next.set(serial, { ...entry, phase: 'done', doneAt: now });
      else if (status === 'Failure') next.set(serial, { ...entry, phase: 'failed' });
      else if (status === 'Pending') next.set(serial, { ...entry, phase: 'pending' });
      else next.set(serial, entry);
    }
    const changed =
      next.size !== entries.size ||
      [...next].some(([serial, entry]) => entries.get(serial)?.phase !== entry.phase);
    if (changed) publish(next);
    else entries = next;
    schedule();
  }

  function schedule(): void {
    if (timer === undefined && entries.size > 0) timer = setTimeout(() => void poll(), timing.pollMs);
  }

  return {
    /** The gateway accepted `action` for `serial`. */
    start(serial: string, action: PowerAction): void {
      markCommandSent();
      const next = new Map(entries);
      next.set(serial, { action, phase: 'pending', startedAt: Date.now() });
      publish(next);
      schedule();
    },
    /** The live data shows what was asked for: the mark has done its job. */
    settle(serial: string): void {
      if (!entries.has(serial)) return;
      const next = new Map(entries);
      next.delete(serial);
      publish(next);
    },
    get(serial: string): PowerOnItsWay | undefined {
      return entries.get(serial);
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type PowerWatch = ReturnType<typeof createPowerWatch>;

export function usePowerOnItsWay(watch: PowerWatch, serial: string): PowerOnItsWay | undefined {
  return useSyncExternalStore(
    (listener) => watch.subscribe(listener),
    () => watch.get(serial),
  );
}

/** The app's one watch, fed by the power dialog and read by the inverter header and the overview. */
export const powerWatch = createPowerWatch(() => api.get(endpoints.powerStatus));
