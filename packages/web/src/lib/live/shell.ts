import { useLayoutEffect } from 'react';

declare global {
  interface Window {
    /**
     * Set by index.html's live shell (build/liveShell.ts, in the built app only): removes the shell's
     * copy of the first screen, which hides the app's root while it shows.
     */
    dtuShellDone?: () => void;
  }
}

/**
 * The live view's totals are on screen: index.html's early copy of them gives way in the same frame
 * (a layout effect runs before the browser paints), so the two never show together or not at all.
 */
export function useShellHandOver(): void {
  useLayoutEffect(() => {
    window.dtuShellDone?.();
  }, []);
}
