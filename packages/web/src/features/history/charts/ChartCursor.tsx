import { useRef, type KeyboardEvent, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';

export interface ChartCursorProps {
  /** Accessible name of the chart. */
  label: string;
  count: number;
  index: number | null;
  onIndex: (index: number | null) => void;
  /** The data index under a point of the plot, in px from its top left (-1: none). */
  indexAt: (x: number, y: number) => number;
  /** What a screen reader says for the current index. */
  valueText: string;
  /** Where the tooltip points (px from the plot's left; and top, default under the top) and the plot's width. */
  left: number;
  top?: number;
  width: number;
  /** Page Up/Down moves this many points. */
  pageStep: number;
  /** Where the first key press puts the cursor (the last point with data); default the ends. */
  start?: number;
  /** Enter, or a mouse click, on a point (opens the period under it). */
  onActivate?: () => void;
  /** The tooltip's content. */
  children: ReactNode;
}

/**
 * The layer over a chart that picks a data point: the pointer hovering, a tap, or the keyboard (it is
 * a slider: arrows, Page Up/Down, Home/End; Escape hides the tooltip). The tooltip shows the values.
 */
export function ChartCursor(props: ChartCursorProps) {
  const {
    label,
    count,
    index,
    onIndex,
    indexAt,
    valueText,
    left,
    width,
    pageStep,
    onActivate,
    children,
    top,
    start,
  } = props;

  const pointer = useRef('');

  function pick(event: ReactPointerEvent<HTMLDivElement>): void {
    const box = event.currentTarget.getBoundingClientRect();
    const found = indexAt(event.clientX - box.left, event.clientY - box.top);
    onIndex(found < 0 ? null : found);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    if (count === 0) return;
    const now = index ?? -1;
    const moves: Record<string, number> = {
      ArrowRight: now + 1,
      ArrowUp: now + 1,
      ArrowLeft: now < 0 ? count - 1 : now - 1,
      ArrowDown: now < 0 ? count - 1 : now - 1,
      PageUp: now + pageStep,
      PageDown: now - pageStep,
      Home: 0,
      End: count - 1,
    };
    if (event.key === 'Enter' && index !== null && onActivate) {
      event.preventDefault();
      onActivate();
      return;
    }
    if (event.key === 'Escape' && index !== null) {
      event.preventDefault();
      onIndex(null);
      return;
    }
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    // The first arrow or page key lands on the data (Home and End still go to the ends).
    const first = index === null && start !== undefined && event.key !== 'Home' && event.key !== 'End';
    onIndex(Math.min(count - 1, Math.max(0, first ? start : next)));
  }

  return (
    <>
      <div
        className="history-cursor-layer"
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={Math.max(0, count - 1)}
        aria-valuenow={index ?? 0}
        aria-valuetext={valueText || label}
        onPointerMove={(event) => {
          if (event.pointerType === 'mouse') pick(event);
        }}
        onPointerDown={(event) => {
          pointer.current = event.pointerType;
          pick(event);
        }}
        onClick={(event) => {
          // A tap only shows the tooltip (its button opens); a mouse click opens at once.
          if (onActivate && event.detail > 0 && pointer.current === 'mouse') onActivate();
        }}
        onPointerLeave={(event) => {
          if (event.pointerType === 'mouse') onIndex(null);
        }}
        onKeyDown={onKeyDown}
      />
      {index !== null && (
        <div
          className="history-tooltip"
          style={{
            top: `${String(top ?? 8)}px`,
            ...(left > width / 2
              ? { right: `${String(width - left + 8)}px` }
              : { left: `${String(left + 8)}px` }),
          }}
        >
          {children}
        </div>
      )}
    </>
  );
}
