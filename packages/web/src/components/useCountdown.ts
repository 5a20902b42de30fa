import { useEffect, useState } from 'react';
import { useLatest } from '../lib/hooks/useLatest.ts';

/**
 * Counts whole seconds down from `seconds` (one tick per second) and calls `onDone` at zero.
 * `seconds` undefined means no countdown. Returns the seconds left, for a visible countdown.
 * The count starts when the component mounts; remount it (a new `key`) to start again.
 */
export function useCountdown(seconds: number | undefined, onDone: () => void): number | undefined {
  const [left, setLeft] = useState(seconds);
  const done = useLatest(onDone);

  const running = seconds !== undefined;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => {
      setLeft((value) => {
        const next = (value ?? 0) - 1;
        if (next <= 0) clearInterval(timer);
        return Math.max(next, 0);
      });
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [running]);

  useEffect(() => {
    if (running && left === 0) done.current();
  }, [running, left, done]);

  return running ? left : undefined;
}
