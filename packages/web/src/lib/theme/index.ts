import { useSyncExternalStore } from 'react';
import { DARK_QUERY, ThemeStore, type ThemeSnapshot } from './theme.ts';

export {
  ThemeStore,
  THEME_STORAGE_KEY,
  type ThemeChoice,
  type ThemeSnapshot,
  type AppliedTheme,
} from './theme.ts';

/** The browser bar's colour per theme: the navigation bar's background (Bootstrap's tertiary body colour). */
const BAR_COLOURS = { light: '#f8f9fa', dark: '#2b3035' } as const;

/**
 * The app's theme, applied as Bootstrap's `data-bs-theme` on <html>; the `theme-color` tags of index.html
 * follow it, so a chosen theme colours the phone's bar too (they follow the system until then).
 */
export const theme = new ThemeStore(localStorage, window.matchMedia(DARK_QUERY), (applied) => {
  document.documentElement.setAttribute('data-bs-theme', applied);
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    meta.content = BAR_COLOURS[applied];
  }
});

export function useTheme(): ThemeSnapshot {
  return useSyncExternalStore(theme.subscribe, theme.getSnapshot);
}
