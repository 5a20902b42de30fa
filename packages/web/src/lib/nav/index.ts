import { UNSAFE_createBrowserHistory } from 'react-router';
import { guardHistory } from './guardedHistory.ts';

export { guardHistory, type GuardedHistory, type HeldNavigation, type LeaveCheck } from './guardedHistory.ts';

/** The app's browser history (the router's), which screens with unsaved changes can guard. */
export const appHistory = guardHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));
