import { describe, expect, it } from 'vitest';
import { fakeMediaQueryList } from '../../test/matchMedia.ts';
import { DARK_QUERY, ThemeStore, type AppliedTheme } from './theme.ts';

function setup(systemDark: boolean) {
  const media = fakeMediaQueryList(DARK_QUERY, systemDark);
  const applied: AppliedTheme[] = [];
  const store = new ThemeStore(localStorage, media, (theme) => applied.push(theme));
  return { media, applied, store };
}

describe('theme', () => {
  it('starts in Auto and follows the system preference live', () => {
    const { media, applied, store } = setup(true);
    expect(store.getSnapshot()).toEqual({ choice: 'auto', applied: 'dark' });
    media.setMatches(false);
    expect(store.getSnapshot().applied).toBe('light');
    media.setMatches(true);
    expect(applied).toEqual(['dark', 'light', 'dark']);
  });

  it('an explicit choice is stored and no longer follows the system', () => {
    const { media, applied, store } = setup(false);
    store.choose('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    media.setMatches(false);
    media.setMatches(true);
    media.setMatches(false);
    expect(store.getSnapshot()).toEqual({ choice: 'dark', applied: 'dark' });
    expect(applied).toEqual(['light', 'dark']);
  });

  it('choosing Auto again follows the system from then on', () => {
    const { media, store } = setup(true);
    store.choose('light');
    store.choose('auto');
    expect(localStorage.getItem('theme')).toBe('auto');
    expect(store.getSnapshot().applied).toBe('dark');
    media.setMatches(false);
    expect(store.getSnapshot().applied).toBe('light');
  });

  it('uses the stored choice on start', () => {
    localStorage.setItem('theme', 'light');
    expect(setup(true).store.getSnapshot()).toEqual({ choice: 'light', applied: 'light' });
  });
});
