import { useCallback, useEffect, useRef, useState } from 'react';
import { invalidateFirmware } from '../firmware/index.ts';
import { keepBackNote, type BackNote } from './backNote.ts';
import { reloadApp } from './reloadApp.ts';
import { probeStatus, RESTART_TIMING, watchRestart, type ProbeFn, type RestartTiming } from './watch.ts';

/**
 * idle: nothing is restarting. waiting: polling until the gateway is back. reloading: it is back and
 * the app reloads. timedOut: not back within the time limit (retry() waits again).
 */
export type RestartPhase = 'idle' | 'waiting' | 'reloading' | 'timedOut';

export interface GatewayRestart {
  phase: RestartPhase;
  /** Whole seconds since start() (ticks once per second while waiting). */
  elapsedSeconds: number;
  /** The time limit in whole seconds (for the "not back after …" message). */
  giveUpAfterSeconds: number;
  /**
   * Begin waiting: call once the gateway has accepted the action that restarts it. `note` is what the
   * page the reload shows says (default "The gateway is back"; 'restored' after a restore).
   */
  start: (note?: BackNote) => void;
  /**
   * After timedOut: wait again for another time limit, now taking any answer as "back" (elapsed keeps
   * counting from start()).
   */
  retry: () => void;
}

export interface GatewayRestartOptions {
  timing?: Partial<RestartTiming>;
  /** How to look at the gateway (default: GET /api/system/status). */
  probe?: ProbeFn;
  /** What to do once it is back (default: refresh the cached app, then reload the page). */
  reload?: () => void;
}

/** The one "waiting for the gateway" flow; show it with components/GatewayRestartNotice. */
export function useGatewayRestart(options: GatewayRestartOptions = {}): GatewayRestart {
  const [phase, setPhase] = useState<RestartPhase>('idle');
  const [startedAt, setStartedAt] = useState(0);
  const [now, setNow] = useState(0);
  const stopWatch = useRef<(() => void) | undefined>(undefined);
  const backNote = useRef<BackNote>('back');
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const watch = useCallback((anyAnswer: boolean) => {
    stopWatch.current?.();
    const { timing, probe, reload } = latest.current;
    setPhase('waiting');
    stopWatch.current = watchRestart({
      timing: { ...RESTART_TIMING, ...timing },
      probe: probe ?? probeStatus,
      anyAnswer,
      onBack: () => {
        // It may have come back with other firmware (an update, a restore of another release's files).
        invalidateFirmware();
        setPhase('reloading');
        keepBackNote(backNote.current);
        if (reload) reload();
        else void reloadApp();
      },
      onGiveUp: () => {
        setPhase('timedOut');
      },
    });
  }, []);

  const start = useCallback(
    (note: BackNote = 'back') => {
      backNote.current = note;
      const at = Date.now();
      setStartedAt(at);
      setNow(at);
      watch(false);
    },
    [watch],
  );

  const retry = useCallback(() => {
    watch(true);
  }, [watch]);

  // The visible elapsed time: one tick per second while waiting.
  useEffect(() => {
    if (phase !== 'waiting') return undefined;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [phase]);

  useEffect(
    () => () => {
      stopWatch.current?.();
    },
    [],
  );

  const giveUpAfterMs = options.timing?.giveUpAfterMs ?? RESTART_TIMING.giveUpAfterMs;
  return {
    phase,
    elapsedSeconds: Math.max(0, Math.floor((now - startedAt) / 1000)),
    giveUpAfterSeconds: Math.round(giveUpAfterMs / 1000),
    start,
    retry,
  };
}
