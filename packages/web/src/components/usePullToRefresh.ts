import { useEffect, useReducer, type RefObject } from 'react';
import { initialPull, PULL, pullReducer, type PullState } from './pullToRefresh.ts';
import { useLatest } from '../lib/hooks/useLatest.ts';

/**
 * Touch pull-down on `target` while the page is scrolled to the top: on release past the threshold it
 * calls `onRefresh` (the page reloads its data, not the whole page) and shows the indicator for
 * PULL.refreshTimeoutMs. Disabled when `onRefresh` is undefined.
 */
export function usePullToRefresh(
  target: RefObject<HTMLElement | null>,
  onRefresh: (() => void) | undefined,
): PullState {
  const [state, dispatch] = useReducer(pullReducer, initialPull);
  const refresh = useLatest(onRefresh);
  const enabled = onRefresh !== undefined;

  useEffect(() => {
    const element = target.current;
    if (!enabled || !element) return undefined;
    const onStart = (event: TouchEvent): void => {
      const touch = event.touches[0];
      if (touch) dispatch({ type: 'start', y: touch.clientY, atTop: window.scrollY <= 0 });
    };
    const onMove = (event: TouchEvent): void => {
      const touch = event.touches[0];
      if (touch) dispatch({ type: 'move', y: touch.clientY });
    };
    const onEnd = (): void => {
      dispatch({ type: 'end' });
    };
    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchmove', onMove, { passive: true });
    element.addEventListener('touchend', onEnd);
    element.addEventListener('touchcancel', onEnd);
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onEnd);
    };
  }, [target, enabled]);

  useEffect(() => {
    if (state.phase !== 'refreshing') return undefined;
    refresh.current?.();
    const timer = setTimeout(() => {
      dispatch({ type: 'done' });
    }, PULL.refreshTimeoutMs);
    return () => {
      clearTimeout(timer);
    };
  }, [state.phase, refresh]);

  return state;
}
