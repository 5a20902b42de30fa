import { endpoints, type LimitStatusMap } from '@dtu-web/protocol';
import { api } from '../../lib/api/index.ts';
import { createCommandWatch, useOnItsWay, type CommandWatchTiming } from './commandWatch.ts';

/**
 * A limit on its way to the inverter (commandWatch.ts). The live data shows the new limit only after
 * the next read, so the screen shows the requested value as pending from the moment it was accepted,
 * then what the gateway said.
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

export type LimitWatchTiming = CommandWatchTiming;

export const LIMIT_WATCH_TIMING: LimitWatchTiming = { pollMs: 1000, giveUpMs: 120_000, settleMs: 30_000 };

type Entry = LimitOnItsWay & { startedAt: number; settledAt?: number };

/** The watch over every inverter's limit on its way; one poll of /api/limit/status serves them all. */
export function createLimitWatch(
  readStatus: () => Promise<LimitStatusMap>,
  timing: LimitWatchTiming = LIMIT_WATCH_TIMING,
) {
  const watch = createCommandWatch<Entry, LimitStatusMap>(
    {
      readStatus,
      awaiting: (entry) => entry.phase !== 'set',
      advance(entry, statuses, serial, now) {
        if (entry.phase === 'set')
          return entry.settledAt !== undefined && now - entry.settledAt >= timing.settleMs
            ? undefined
            : entry;
        const status = statuses?.[serial];
        switch (status?.limit_set_status) {
          case 'Ok':
            return { ...entry, phase: 'set', confirmedRelative: status.limit_relative, settledAt: now };
          case 'Failure':
            return { ...entry, phase: 'failed' };
          case 'Pending':
            return { ...entry, phase: 'pending' };
          default:
            return entry;
        }
      },
      // A Failure stays shown after the watch gave up asking: the gateway keeps re-sending it.
      polling: (entry, now) => entry.phase === 'set' || now - entry.startedAt < timing.giveUpMs,
    },
    timing.pollMs,
  );
  return {
    ...watch,
    /** The gateway accepted a new limit for `serial`. */
    start(serial: string, value: number, relative: boolean): void {
      watch.start(serial, { value, relative, phase: 'pending', startedAt: Date.now() });
    },
    /** The live data shows the acknowledged limit now: the mark has done its job. */
    settle(serial: string): void {
      watch.settle(serial, (entry) => entry.phase === 'set');
    },
  };
}

export type LimitWatch = ReturnType<typeof createLimitWatch>;

export function useLimitOnItsWay(watch: LimitWatch, serial: string): LimitOnItsWay | undefined {
  return useOnItsWay(watch, serial);
}

/** The app's one watch, fed by the limit dialog and read by the inverter header and the overview. */
export const limitWatch = createLimitWatch(() => api.get(endpoints.limitStatus));
