import { useCallback, useEffect, useState } from 'react';
import { api } from './index.ts';

/** What a read-only JSON endpoint has given so far. */
export type EndpointState<T> =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  /** `receivedAt`: `Date.now()` when the answer arrived, for values that keep counting (uptime, clock). */
  | { state: 'loaded'; data: T; receivedAt: number };

export interface JsonEndpoint<T> {
  current: EndpointState<T>;
  /** Fetches again (showing the loading state meanwhile). */
  reload: () => void;
}

/**
 * Loads a JSON endpoint with the app's API client when mounted and on every `reload()`. An answer that
 * arrives after a newer request or after unmounting is dropped (the request is aborted).
 */
export function useJsonEndpoint<T>(path: string): JsonEndpoint<T> {
  const [current, setCurrent] = useState<EndpointState<T>>({ state: 'loading' });
  const [revision, setRevision] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    api.get<T>(path, abort.signal).then(
      (data) => {
        if (!abort.signal.aborted) setCurrent({ state: 'loaded', data, receivedAt: Date.now() });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setCurrent({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      abort.abort();
    };
  }, [path, revision]);

  const reload = useCallback(() => {
    setCurrent({ state: 'loading' });
    setRevision((value) => value + 1);
  }, []);

  return { current, reload };
}
