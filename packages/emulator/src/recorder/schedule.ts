/**
 * When the history is written: every `batchMs` (about a minute) each recorder's batch is committed,
 * then the store's background work (5-minute means, retention) runs in slices of a few milliseconds
 * between other events, so neither frames nor API requests wait for it.
 */
import type { HistoryStore } from '../history/store.ts';
import type { Recorder } from './recorder.ts';

export const DEFAULT_BATCH_MS = 60_000;
/** Longest slice of background work before yielding to other events. */
const SLICE_MS = 5;

export interface ScheduleOptions {
  store: HistoryStore;
  recorders: () => Iterable<Recorder>;
  batchMs?: number;
  /** Wall-clock time for retention (the gateway's clock). */
  now: () => number;
  /** Told about a failed commit (disk full, …); recording goes on with the next batch. */
  onError?: (message: string) => void;
}

export class RecorderSchedule {
  private timer: NodeJS.Timeout | undefined;
  private slice: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly options: ScheduleOptions) {}

  start(): void {
    if (this.timer !== undefined || this.stopped) return;
    this.timer = setInterval(() => {
      this.commit();
    }, this.options.batchMs ?? DEFAULT_BATCH_MS);
    this.timer.unref();
    this.maintainSoon();
  }

  /** Commits every recorder's batch now, then lets the background work continue. */
  commit(): void {
    try {
      for (const recorder of this.options.recorders()) recorder.flush();
    } catch (error) {
      this.options.onError?.(error instanceof Error ? error.message : String(error));
    }
    this.maintainSoon();
  }

  /** Stops the timers and commits what is buffered. */
  stop(): void {
    this.stopped = true;
    if (this.timer !== undefined) clearInterval(this.timer);
    if (this.slice !== undefined) clearTimeout(this.slice);
    this.timer = undefined;
    this.slice = undefined;
    this.commit();
  }

  private maintainSoon(): void {
    if (this.stopped || this.slice !== undefined) return;
    this.slice = setTimeout(() => {
      this.slice = undefined;
      let more = false;
      try {
        more = this.options.store.maintain(this.options.now(), SLICE_MS);
      } catch (error) {
        this.options.onError?.(error instanceof Error ? error.message : String(error));
      }
      if (more) this.maintainSoon();
    }, 1);
    this.slice.unref();
  }
}
