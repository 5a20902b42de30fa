import { useSyncExternalStore } from 'react';
import { Session, USER_STORAGE_KEY, type UserRecord } from './session.ts';

export { Session, USER_STORAGE_KEY, type SessionEvent, type UserRecord } from './session.ts';
export { encodeCredentials } from './credentials.ts';
export { loginPath, safeReturnUrl } from './loginPath.ts';

/** The app's one session. */
export const session = new Session(localStorage);

window.addEventListener('storage', (event) => {
  if (event.key === USER_STORAGE_KEY || event.key === null) session.reloadFromStorage();
});

/** The stored user, re-rendering on login and logout. */
export function useUser(): UserRecord | null {
  return useSyncExternalStore(session.subscribe, session.getUser);
}
