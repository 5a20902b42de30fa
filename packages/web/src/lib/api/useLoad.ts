import { useCallback, useEffect, useState } from 'react';
import { useLatest } from '../hooks/useLatest.ts';

/** What a load has given so far. */
export type Loading<T> =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  /** `receivedAt`: `Date.now()` when the answer arrived, for values that keep counting (uptime, clock). */
  | { state: 'loaded'; data: T; receivedAt: number };

export interface LoadOptions {
  /** Loads again when this changes, keeping what is shown until the new answer is there. */
  key?: unknown;
  /** Loads again this often while mounted (set statuses that move from Pending to Ok). */
  refreshMs?: number;
  /** Loads nothing while false (a comparison not chosen yet), showing the loading state. */
  enabled?: boolean;
  /**
   * A new `key` shows the loading state rather than the previous key's answer: for answers that
   * would pass for the new key's (another day's curve under this day's heading).
   */
  clearOnKey?: boolean;
}

export interface Load<T> {
  current: Loading<T>;
  /** Loads again, showing the loading state meanwhile (the Reload button). */
  reload: () => void;
}

/**
 * The app's one data-loading hook: runs `load` when mounted, when `key` changes, every `refreshMs` and
 * on `reload()`. An answer that arrives after `key` changed, after `reload()` or after unmounting is
 * dropped (its request is aborted); refreshes keep what is shown until their answer is there.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, options: LoadOptions = {}): Load<T> {
  const { key, refreshMs, enabled = true, clearOnKey = false } = options;
  // Each answer remembers the key it was loaded for.
  const [answer, setAnswer] = useState<{ key: unknown; value: Loading<T> }>({
    key,
    value: { state: 'loading' },
  });
  const [revision, setRevision] = useState(0);
  const latestLoad = useLatest(load);

  useEffect(() => {
    if (!enabled) return undefined;
    const abort = new AbortController();
    const run = (): void => {
      latestLoad.current(abort.signal).then(
        (data) => {
          if (!abort.signal.aborted)
            setAnswer({ key, value: { state: 'loaded', data, receivedAt: Date.now() } });
        },
        (error: unknown) => {
          if (abort.signal.aborted) return;
          const message = error instanceof Error ? error.message : String(error);
          setAnswer({ key, value: { state: 'failed', message } });
        },
      );
    };
    run();
    const timer = refreshMs === undefined ? undefined : setInterval(run, refreshMs);
    return () => {
      clearInterval(timer);
      abort.abort();
    };
  }, [key, refreshMs, revision, enabled, latestLoad]);

  const reload = useCallback(() => {
    setAnswer((previous) => ({ key: previous.key, value: { state: 'loading' } }));
    setRevision((value) => value + 1);
  }, []);

  const stale = !enabled || (clearOnKey && !Object.is(answer.key, key));
  return { current: stale ? { state: 'loading' } : answer.value, reload };
}
