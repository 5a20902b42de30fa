import { useLayoutEffect, useRef } from 'react';

export interface StoreTextProps {
  /** Subscribes a listener to the store (a stable function), returning the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  /** The text as it is now (a stable function: memoise it). */
  text: () => string;
  /** `live-cell` makes it a fixed box that is laid out on its own (inside fixed-layout tables). */
  className?: string;
}

/**
 * A value that follows the live store without React: on each notification the text is computed
 * again and the DOM touched only when it changed. For the numbers that change with every frame
 * (the bench sends 20 frames/s); structure stays with React.
 */
export function StoreText({ subscribe, text, className }: StoreTextProps) {
  const span = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const element = span.current;
    if (!element) return undefined;
    const update = (): void => {
      const next = text();
      if (element.textContent !== next) element.textContent = next;
    };
    update();
    return subscribe(update);
  }, [subscribe, text]);
  return <span ref={span} className={className} />;
}
