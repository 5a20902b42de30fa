import { useLayoutEffect, useRef } from 'react';

export interface StoreTextProps {
  /** Subscribes a listener to the store (a stable function), returning the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  /** The text as it is now (a stable function: memoise it). */
  text: () => string;
  /**
   * The widest text this value can show (e.g. "999,999.999 kWh"): the value sits in a box exactly that
   * wide, on one line, laid out on its own (`.live-box`). A longer text widens the box once.
   */
  sample: string;
  /** Extra classes of the box (e.g. which screen widths show it). */
  className?: string;
}

/**
 * A value that follows the live store without React: on each notification the text is computed
 * again and the DOM touched only when it changed. For the numbers that change with every frame
 * (the bench sends 20 frames/s); structure stays with React.
 *
 * The box takes its size from `sample` (drawn invisibly by CSS from `data-sample`, so it is in neither
 * the text nor the accessible name), never from the changing value: a new value is laid out inside
 * the box and nowhere else, and the box is always wide enough for the whole value and its unit. A
 * value with more characters than the sample (a bigger plant than foreseen) becomes the sample, so
 * it is never cut off either.
 */
export function StoreText({ subscribe, text, sample, className }: StoreTextProps) {
  const box = useRef<HTMLSpanElement>(null);
  const cell = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const element = cell.current;
    const outer = box.current;
    if (!element || !outer) return undefined;
    // One text node whose data changes (not `textContent`, which replaces the node: the browser then
    // recalculates style and builds the node's layout anew at every frame).
    const node = new Text();
    element.replaceChildren(node);
    const update = (): void => {
      const next = text();
      if (node.data === next) return;
      node.data = next;
      if (next.length > (outer.dataset.sample ?? '').length) outer.dataset.sample = next;
    };
    update();
    return subscribe(update);
  }, [subscribe, text]);
  return (
    <span
      ref={box}
      className={className === undefined ? 'live-box' : `live-box ${className}`}
      data-sample={sample}
    >
      <span ref={cell} className="live-cell" />
    </span>
  );
}
