import { useSyncExternalStore } from 'react';
import { pageScope } from '../gateway/scope.ts';
import { Session, userStorageKey, type UserRecord } from './session.ts';

export {
  Session,
  USER_STORAGE_KEY,
  storedLogins,
  userStorageKey,
  type SessionEvent,
  type UserRecord,
} from './session.ts';
export { encodeCredentials } from './credentials.ts';
export { loginPath, safeReturnUrl } from './loginPath.ts';

/** The app's one session: the login of the page's gateway. */
export const session = new Session(localStorage, userStorageKey(pageScope.id));

window.addEventListener('storage', (event) => {
  if (event.key === session.key || event.key === null) session.reloadFromStorage();
});

/** The stored user, re-rendering on login and logout. */
export function useUser(): UserRecord | null {
  return useSyncExternalStore(session.subscribe, session.getUser);
}
