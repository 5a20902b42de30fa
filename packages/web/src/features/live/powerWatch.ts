import { endpoints, type PowerStatusMap } from '@dtu-web/protocol';
import { api } from '../../lib/api/index.ts';
import { createCommandWatch, useOnItsWay, type CommandWatchTiming } from './commandWatch.ts';

/** What the power dialog asked of an inverter. */
export type PowerAction = 'off' | 'on' | 'restart';

/**
 * A power command on its way (device-api §1.5; commandWatch.ts): the live data shows the inverter off,
 * on or back only after its next read — 20 s and more later. Meanwhile the header and the overview say
 * "Turning off…" instead of letting "Producing" stand unexplained, as a limit on its way is shown.
 */
export interface PowerOnItsWay {
  action: PowerAction;
  /** pending: not acknowledged yet; failed: not acknowledged in time (the gateway retries); done: acknowledged. */
  phase: 'pending' | 'failed' | 'done';
}

/**
 * `settleMs` also ends a command the gateway dropped because commands are disabled: its status stays Ok
 * and the live data never shows it.
 */
export type PowerWatchTiming = CommandWatchTiming;

export const POWER_WATCH_TIMING: PowerWatchTiming = { pollMs: 1000, giveUpMs: 120_000, settleMs: 60_000 };

type Entry = PowerOnItsWay & { startedAt: number; doneAt?: number };

/** The watch over every inverter's power command on its way; one poll of /api/power/status serves all. */
export function createPowerWatch(
  readStatus: () => Promise<PowerStatusMap>,
  timing: PowerWatchTiming = POWER_WATCH_TIMING,
) {
  const watch = createCommandWatch<Entry, PowerStatusMap>(
    {
      readStatus,
      awaiting: (entry) => entry.phase !== 'done',
      advance(entry, statuses, serial, now) {
        // Given up on, or acknowledged and settled: run its course.
        if (
          entry.doneAt !== undefined
            ? now - entry.doneAt >= timing.settleMs
            : now - entry.startedAt >= timing.giveUpMs
        )
          return undefined;
        if (entry.phase === 'done') return entry;
        switch (statuses?.[serial]?.power_set_status) {
          case 'Ok':
            return { ...entry, phase: 'done', doneAt: now };
          case 'Failure':
            return { ...entry, phase: 'failed' };
          case 'Pending':
            return { ...entry, phase: 'pending' };
          default:
            return entry;
        }
      },
      polling: () => true,
    },
    timing.pollMs,
  );
  return {
    ...watch,
    /** The gateway accepted `action` for `serial`. */
    start(serial: string, action: PowerAction): void {
      watch.start(serial, { action, phase: 'pending', startedAt: Date.now() });
    },
    /** The live data shows what was asked for: the mark has done its job. */
    settle(serial: string): void {
      watch.settle(serial);
    },
  };
}

export type PowerWatch = ReturnType<typeof createPowerWatch>;

export function usePowerOnItsWay(watch: PowerWatch, serial: string): PowerOnItsWay | undefined {
  return useOnItsWay(watch, serial);
}

/** The app's one watch, fed by the power dialog and read by the inverter header and the overview. */
export const powerWatch = createPowerWatch(() => api.get(endpoints.powerStatus));
