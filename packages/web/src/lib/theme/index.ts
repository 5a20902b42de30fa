import { useSyncExternalStore } from 'react';
import { DARK_QUERY, ThemeStore, type ThemeSnapshot } from './theme.ts';

export {
  ThemeStore,
  THEME_STORAGE_KEY,
  type ThemeChoice,
  type ThemeSnapshot,
  type AppliedTheme,
} from './theme.ts';

/** The app's theme, applied as Bootstrap's `data-bs-theme` on <html>. */
export const theme = new ThemeStore(localStorage, window.matchMedia(DARK_QUERY), (applied) => {
  document.documentElement.setAttribute('data-bs-theme', applied);
});

export function useTheme(): ThemeSnapshot {
  return useSyncExternalStore(theme.subscribe, theme.getSnapshot);
}
