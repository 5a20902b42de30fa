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
  const { key, refreshMs } = options;
  const [current, setCurrent] = useState<Loading<T>>({ state: 'loading' });
  const [revision, setRevision] = useState(0);
  const latestLoad = useLatest(load);

  useEffect(() => {
    const abort = new AbortController();
    const run = (): void => {
      latestLoad.current(abort.signal).then(
        (data) => {
          if (!abort.signal.aborted) setCurrent({ state: 'loaded', data, receivedAt: Date.now() });
        },
        (error: unknown) => {
          if (abort.signal.aborted) return;
          setCurrent({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
        },
      );
    };
    run();
    const timer = refreshMs === undefined ? undefined : setInterval(run, refreshMs);
    return () => {
      clearInterval(timer);
      abort.abort();
    };
  }, [key, refreshMs, revision, latestLoad]);

  const reload = useCallback(() => {
    setCurrent({ state: 'loading' });
    setRevision((value) => value + 1);
  }, []);

  return { current, reload };
}
