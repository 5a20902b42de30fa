/**
 * Waiting for the gateway to come back after a restart (reboot, restore, factory reset, firmware,
 * pin profile): poll `/api/system/status` at a fixed interval — one request at a time, each with its
 * own timeout — until the gateway has visibly restarted, or give up after a bounded time.
 *
 * "Restarted" means: an answer after at least one failed poll (it went away and is back), or an answer
 * whose uptime is lower than one seen before (it restarted between two polls), or shorter than the
 * time we have been waiting (it restarted before our first poll: a quick boot, or a poll delayed on a
 * busy machine). An answer from the gateway that was about to restart (it restarts ~1 s after its
 * reply) does not count: its uptime includes all the time we have waited.
 */
import { endpoints } from '@dtu-web/protocol';
import { devicePath } from '../gateway/scope.ts';

export interface RestartTiming {
  /** Pause between the end of one poll and the start of the next. */
  pollIntervalMs: number;
  /** One poll that takes longer than this counts as "not answering". */
  requestTimeoutMs: number;
  /** Give up (and say so) when the gateway has not come back within this time. */
  giveUpAfterMs: number;
}

export const RESTART_TIMING: RestartTiming = {
  pollIntervalMs: 1000,
  requestTimeoutMs: 3000,
  giveUpAfterMs: 60_000,
};

/** One look at the gateway: down (no answer, or a proxy's 5xx) or up, with its uptime when it said. */
export type Probe = { up: false } | { up: true; uptime?: number };

export type ProbeFn = (signal: AbortSignal) => Promise<Probe>;

const STATUS_PATH = endpoints.systemStatus.path;

/**
 * Asks `/api/system/status` without the stored login (as the device's own UI does): any answer below
 * 500 — a 401 of a gateway that allows no anonymous reads included — means it is up again.
 */
export async function probeStatus(signal: AbortSignal): Promise<Probe> {
  let response: Response;
  try {
    response = await fetch(devicePath(STATUS_PATH), {
      cache: 'no-store',
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      signal,
    });
  } catch {
    return { up: false };
  }
  if (response.status >= 500) return { up: false };
  if (!response.ok) return { up: true };
  try {
    const body = (await response.json()) as { uptime?: unknown };
    return typeof body.uptime === 'number' ? { up: true, uptime: body.uptime } : { up: true };
  } catch {
    // A page cut off by the restart: treat it like no answer.
    return { up: false };
  }
}

export interface WatchOptions {
  timing: RestartTiming;
  probe: ProbeFn;
  onBack: () => void;
  onGiveUp: () => void;
  /**
   * Count any answer as "back", e.g. when waiting again after a time-out: the restart has happened
   * long ago, so an answering gateway is the restarted one.
   */
  anyAnswer?: boolean;
}

/** Starts watching; returns a stop function (idempotent). Calls exactly one of onBack / onGiveUp. */
export function watchRestart({ timing, probe, onBack, onGiveUp, anyAnswer }: WatchOptions): () => void {
  const stopped = new AbortController();
  let wentAway = anyAnswer ?? false;
  let highestUptime: number | undefined;
  const startedAt = Date.now();
  let pollTimer: ReturnType<typeof setTimeout> | undefined;

  function stop(): void {
    stopped.abort();
    clearTimeout(pollTimer);
    clearTimeout(giveUpTimer);
  }

  const giveUpTimer = setTimeout(() => {
    if (stopped.signal.aborted) return;
    stop();
    onGiveUp();
  }, timing.giveUpAfterMs);

  /** `askedAfterMs`: when the poll was sent, measured from the start (the answer is no older). */
  function restarted(probeResult: Probe, askedAfterMs: number): boolean {
    if (!probeResult.up) {
      wentAway = true;
      return false;
    }
    if (wentAway) return true;
    const { uptime } = probeResult;
    if (uptime === undefined) return false;
    // Whole seconds on both sides: an uptime that started before we did is never below this.
    if (uptime < Math.floor(askedAfterMs / 1000)) return true;
    if (highestUptime !== undefined && uptime < highestUptime) return true;
    highestUptime = Math.max(highestUptime ?? uptime, uptime);
    return false;
  }

  async function poll(): Promise<void> {
    const timeout = AbortSignal.timeout(timing.requestTimeoutMs);
    const signal = AbortSignal.any([timeout, stopped.signal]);
    const askedAfterMs = Date.now() - startedAt;
    const result = await probe(signal).catch((): Probe => ({ up: false }));
    if (stopped.signal.aborted) return;
    if (restarted(result, askedAfterMs)) {
      stop();
      onBack();
      return;
    }
    pollTimer = setTimeout(() => void poll(), timing.pollIntervalMs);
  }

  pollTimer = setTimeout(() => void poll(), timing.pollIntervalMs);
  return stop;
}
