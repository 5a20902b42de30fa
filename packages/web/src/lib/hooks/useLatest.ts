import { useEffect, useRef } from 'react';

/**
 * A ref that always holds the latest `value` (updated after each render), for callbacks and options
 * that long-lived effects and subscriptions read without restarting when they change.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
