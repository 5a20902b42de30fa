import { useEffect, useState } from 'react';

export type Loaded<T> =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'loaded'; data: T };

/**
 * Runs `load` whenever `key` changes (the previous request is aborted, its late answer dropped);
 * a null key loads nothing.
 */
export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [result, setResult] = useState<{ key: string | null; value: Loaded<T> }>({
    key: null,
    value: { state: 'loading' },
  });

  useEffect(() => {
    if (key === null) return undefined;
    const abort = new AbortController();
    load(abort.signal).then(
      (data) => {
        if (!abort.signal.aborted) setResult({ key, value: { state: 'loaded', data } });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        const message = error instanceof Error ? error.message : String(error);
        setResult({ key, value: { state: 'failed', message } });
      },
    );
    return () => {
      abort.abort();
    };
    // `load` is a new function each render; the key says what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  // An answer for an older key is not shown as this key's.
  return result.key === key ? result.value : { state: 'loading' };
}
