import { UNSAFE_createBrowserHistory } from 'react-router';
import { appPath } from '../gateway/scope.ts';
import { guardHistory } from './guardedHistory.ts';

export { guardHistory, type GuardedHistory, type HeldNavigation, type LeaveCheck } from './guardedHistory.ts';

/**
 * The app's browser history (the router's), which screens with unsaved changes can guard; they compare
 * router paths, without the page's `/g/<id>` basename.
 */
export const appHistory = guardHistory(UNSAFE_createBrowserHistory({ v5Compat: true }), (pathname) =>
  appPath(pathname),
);
