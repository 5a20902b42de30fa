import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  document.addEventListener('visibilitychange', listener);
  return () => {
    document.removeEventListener('visibilitychange', listener);
  };
}

const visible = (): boolean => document.visibilityState !== 'hidden';

/** The page is shown (not a background tab): polls ask only then, and at once when it comes back. */
export function usePageVisible(): boolean {
  return useSyncExternalStore(subscribe, visible);
}
