import { useEffect, useState } from 'react';

export type Loaded<T> =
  { state: 'loading' } | { state: 'done'; data: T } | { state: 'failed'; message: string };

/**
 * Loads `load()` when mounted (and again every `refreshMs`, for set statuses that move from Pending
 * to Ok while the dialog is open). A refresh keeps the shown data until the new answer is there.
 */
export function useDeviceData<T>(load: () => Promise<T>, refreshMs?: number): [Loaded<T>, () => void] {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [revision, setRevision] = useState(0);
  useEffect(() => {
    let current = true;
    const run = (): void => {
      load().then(
        (data) => {
          if (current) setLoaded({ state: 'done', data });
        },
        (error: unknown) => {
          if (current)
            setLoaded({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
        },
      );
    };
    run();
    const timer = refreshMs === undefined ? undefined : setInterval(run, refreshMs);
    return () => {
      current = false;
      clearInterval(timer);
    };
    // `load` is a fresh closure per render; the dialog's serial is fixed while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [revision, refreshMs]);
  return [
    loaded,
    () => {
      setRevision((value) => value + 1);
    },
  ];
}
