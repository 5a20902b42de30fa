import { UNSAFE_createMemoryHistory } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { guardHistory, type HeldNavigation } from './guardedHistory.ts';

function setup(startAt = ['/', '/settings/network']) {
  const base = UNSAFE_createMemoryHistory({
    initialEntries: startAt,
    initialIndex: startAt.length - 1,
    v5Compat: true,
  });
  const history = guardHistory(base);
  const seen: string[] = [];
  history.listen(({ location }) => seen.push(location.pathname));
  let held: HeldNavigation | null = null;
  let dirty = true;
  const unguard = history.guard(
    // Like the screen's guard: compares with the screen's own path, not the history's (already moved on a POP).
    (next) => dirty && next !== '/settings/network',
    (navigation) => {
      held = navigation;
    },
  );
  return {
    history,
    seen,
    held: () => held,
    setDirty: (value: boolean) => {
      dirty = value;
    },
    unguard,
  };
}

describe('guardHistory', () => {
  it('holds a push back while the guard says so, and does it when the user proceeds', () => {
    const { history, held } = setup();
    history.push('/about');
    expect(history.location.pathname).toBe('/settings/network');
    const navigation = held();
    expect(navigation).not.toBeNull();
    navigation?.proceed();
    expect(history.location.pathname).toBe('/about');
  });

  it('stays when the user chooses to stay', () => {
    const { history, held } = setup();
    history.replace('/');
    held()?.stay();
    expect(history.location.pathname).toBe('/settings/network');
  });

  it('lets navigations pass when nothing is unsaved, within the screen, or after unguarding', () => {
    const { history, held, setDirty, unguard } = setup();
    history.push('/settings/network?tab=2');
    expect(history.location.search).toBe('?tab=2');
    setDirty(false);
    history.push('/about');
    expect(history.location.pathname).toBe('/about');
    setDirty(true);
    unguard();
    history.push('/');
    expect(history.location.pathname).toBe('/');
    expect(held()).toBeNull();
  });

  it('undoes a held back navigation at once and redoes it on proceed, telling listeners only then', () => {
    const { history, held, seen } = setup();
    history.go(-1);
    expect(history.location.pathname).toBe('/settings/network');
    expect(seen).toEqual([]);
    held()?.proceed();
    expect(history.location.pathname).toBe('/');
    expect(seen).toEqual(['/']);
  });

  it('delegates hrefs and URLs to the base history', () => {
    const { history } = setup();
    expect(history.createHref('/about')).toBe('/about');
    expect(history.createURL('/about?x=1').search).toBe('?x=1');
    const listener = vi.fn();
    const stop = history.listen(listener);
    stop();
    history.go(0);
    expect(listener).not.toHaveBeenCalled();
  });

  it('asks its checks with router paths when the page runs under a basename (a companion’s /g/<id>)', () => {
    const base = UNSAFE_createMemoryHistory({ initialEntries: ['/g/garage/settings/dtu'], v5Compat: true });
    const history = guardHistory(base, (pathname) =>
      pathname.startsWith('/g/garage') ? pathname.slice('/g/garage'.length) || '/' : pathname,
    );
    const asked: string[] = [];
    history.guard(
      (next) => {
        asked.push(next);
        return next !== '/settings/dtu';
      },
      () => undefined,
    );
    history.push('/g/garage/settings/dtu?tab=2');
    expect(history.location.search).toBe('?tab=2');
    history.push('/g/garage/about');
    expect(history.location.pathname).toBe('/g/garage/settings/dtu');
    expect(asked).toEqual(['/settings/dtu', '/about']);
  });
});
