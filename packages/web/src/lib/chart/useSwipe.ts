import { useRef, type TouchEvent } from 'react';

/** A horizontal swipe this long (px), clearly more sideways than up or down, turns the page. */
const MIN_PX = 60;

/**
 * Touch handlers for an element: a swipe to the left calls `onNext`, to the right `onPrevious`
 * (like turning a page). Vertical scrolling and taps are left alone.
 */
export function useSwipe(onPrevious: () => void, onNext: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current = touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) < MIN_PX || Math.abs(dx) < 2 * Math.abs(dy)) return;
      if (dx < 0) onNext();
      else onPrevious();
    },
  };
}
