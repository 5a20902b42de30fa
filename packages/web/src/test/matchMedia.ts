/** A controllable `prefers-color-scheme` for jsdom: `setSystemDark(true)` fires a change event. */
export interface FakeMediaQueryList extends MediaQueryList {
  setMatches(matches: boolean): void;
}

export function fakeMediaQueryList(query: string, initial = false): FakeMediaQueryList {
  const target = new EventTarget();
  let matches = initial;
  const list = {
    media: query,
    get matches() {
      return matches;
    },
    onchange: null,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
    addListener: () => undefined,
    removeListener: () => undefined,
    setMatches(next: boolean) {
      matches = next;
      const event = new Event('change');
      Object.assign(event, { matches: next, media: query });
      target.dispatchEvent(event);
    },
  };
  return list;
}

export function installMatchMedia(): void {
  if (typeof window.matchMedia === 'function') return;
  const lists = new Map<string, FakeMediaQueryList>();
  window.matchMedia = (query: string) => {
    let list = lists.get(query);
    if (!list) {
      // Width queries answer for jsdom's window (1024 px wide: a desktop); the rest start false.
      const minWidth = /^\(min-width:\s*(\d+)px\)$/.exec(query)?.[1];
      list = fakeMediaQueryList(query, minWidth !== undefined && window.innerWidth >= Number(minWidth));
      lists.set(query, list);
    }
    return list;
  };
}
