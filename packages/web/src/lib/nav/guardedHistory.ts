import { NavigationType, type UNSAFE_createBrowserHistory } from 'react-router';

type History = ReturnType<typeof UNSAFE_createBrowserHistory>;
type To = Parameters<History['push']>[0];

/** A navigation that a guard held back: go on with it, or stay where we are. */
export interface HeldNavigation {
  proceed: () => void;
  stay: () => void;
}

/** Says whether leaving for `pathname` must be asked about first. */
export type LeaveCheck = (pathname: string) => boolean;

export interface GuardedHistory extends History {
  /**
   * Registers a check and what to do when it holds a navigation back (show a question); returns the
   * unregister function.
   */
  guard: (check: LeaveCheck, ask: (held: HeldNavigation) => void) => () => void;
}

/**
 * A browser history that can hold navigations back while a screen has unsaved changes: links and
 * navigate() (push/replace) are asked about before they happen; back/forward is undone at once and
 * redone when the user chooses to leave. React Router's own blocker needs its data router, which
 * costs ~16 KB gz before the first paint; this costs a few hundred bytes.
 */
export function guardHistory(
  base: History,
  /** The router's path of a browser path (without a basename such as `/g/<id>`): what checks compare. */
  routerPath: (pathname: string) => string = (pathname) => pathname,
): GuardedHistory {
  const guards = new Map<LeaveCheck, (held: HeldNavigation) => void>();
  // popstate events we cause ourselves while undoing or redoing a back/forward.
  let ownPops = 0;
  let letNextPopThrough = false;

  function holder(pathname: string): ((held: HeldNavigation) => void) | undefined {
    for (const [check, ask] of guards) if (check(routerPath(pathname))) return ask;
    return undefined;
  }

  function guarded(move: (to: To, state?: unknown) => void) {
    return (to: To, state?: unknown): void => {
      const ask = holder(base.createURL(to).pathname);
      if (ask === undefined) {
        move(to, state);
        return;
      }
      ask({
        proceed: () => {
          move(to, state);
        },
        stay: () => undefined,
      });
    };
  }

  return {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    push: guarded((to, state) => {
      base.push(to, state);
    }),
    replace: guarded((to, state) => {
      base.replace(to, state);
    }),
    go: (delta) => {
      base.go(delta);
    },
    listen(listener) {
      return base.listen((update) => {
        if (ownPops > 0) {
          // The undo of a held back/forward: the screen never left, so nobody is told.
          ownPops -= 1;
          return;
        }
        const { action, delta } = update;
        // Push and replace were asked about before they happened; only back/forward arrives here unasked.
        const ask =
          action !== NavigationType.Pop || letNextPopThrough ? undefined : holder(update.location.pathname);
        if (action === NavigationType.Pop) letNextPopThrough = false;
        if (ask === undefined || delta === null || delta === 0) {
          listener(update);
          return;
        }
        ownPops += 1;
        base.go(-delta);
        ask({
          proceed: () => {
            letNextPopThrough = true;
            base.go(delta);
          },
          stay: () => undefined,
        });
      });
    },
    guard(check, ask) {
      guards.set(check, ask);
      return () => {
        guards.delete(check);
      };
    },
  };
}
