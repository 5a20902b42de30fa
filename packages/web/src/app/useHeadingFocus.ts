import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { keepsFocus } from '../lib/nav/keepFocus.ts';

/** How long a screen may take to show its heading (its code and strings load first). */
const HEADING_WAIT_MS = 15_000;

/**
 * Whether the last input was a key (Tab, Enter on a link, a shortcut) rather than a pointer. Chromium
 * draws the focus ring around a heading focused by script after a click or on a first load (no input
 * yet), which reads as a fault; the ring is for keyboard users, who keep it.
 */
let keyboard = false;
if (typeof window !== 'undefined') {
  window.addEventListener(
    'keydown',
    () => {
      keyboard = true;
    },
    true,
  );
  window.addEventListener(
    'pointerdown',
    () => {
      keyboard = false;
    },
    true,
  );
}

/** Focuses the heading; without a key before it, `data-quiet-focus` hides its ring until it blurs. */
export function focusHeading(heading: HTMLElement): void {
  if (!keyboard) {
    heading.setAttribute('data-quiet-focus', '');
    heading.addEventListener(
      'blur',
      () => {
        heading.removeAttribute('data-quiet-focus');
      },
      { once: true },
    );
  }
  heading.focus();
}

/**
 * After a navigation inside the app (a menu entry, a link, Back), focus moves to the new screen's
 * heading, as a page load would put it at the top: otherwise it stays on the menu entry that is gone,
 * and the next Tab lands in the navigation bar again. Screen readers announce the new title. Not on
 * the app's first screen, where focus starts at the top of the document (the skip link). A screen
 * loaded on demand shows its heading a moment later: it is waited for, at most 15 s.
 */
export function useHeadingFocus(main: RefObject<HTMLElement | null>): void {
  const location = useLocation();
  const { key } = location;
  // A screen that changes only its own address (History's tabs and periods) keeps focus where it is.
  const keep = keepsFocus(location.state as unknown);
  const firstKey = useRef(key);
  const moved = useRef(false);

  useEffect(() => {
    // Compared by key, not by a first run: React's strict mode runs effects twice at the start.
    if (key === firstKey.current && !moved.current) return undefined;
    moved.current = true;
    if (keep) return undefined;
    const area = main.current;
    if (!area) return undefined;
    const focusFound = (): boolean => {
      const heading = area.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      focusHeading(heading);
      return true;
    };
    if (focusFound()) return undefined;
    const observer = new MutationObserver(() => {
      if (focusFound()) stop();
    });
    const timer = setTimeout(stop, HEADING_WAIT_MS);
    function stop(): void {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(area, { childList: true, subtree: true });
    return stop;
  }, [key, main, keep]);
}
