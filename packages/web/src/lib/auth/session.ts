/**
 * The login session: `localStorage.user` holds the authenticate answer plus `authdata` (base64 of
 * `user:password`), the same record the device's own UI keeps, so a login survives switching UIs.
 */
export const USER_STORAGE_KEY = 'user';

/**
 * Each gateway behind a companion has its own admin password, so each keeps its own login: `user@<id>`
 * for a page under `/g/<id>/`; an unprefixed page keeps the device UI's `user`.
 */
export function userStorageKey(gatewayId: string | null): string {
  return gatewayId === null ? USER_STORAGE_KEY : `${USER_STORAGE_KEY}@${gatewayId}`;
}

export interface UserRecord {
  /** base64(`user:password`), sent as `Authorization: Basic <authdata>`. */
  authdata: string;
  [field: string]: unknown;
}

export type SessionEvent = 'logged-in' | 'logged-out';

function parseUser(text: string | null): UserRecord | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && 'authdata' in value) {
      const { authdata } = value;
      if (typeof authdata === 'string' && authdata !== '') return { ...value, authdata };
    }
  } catch {
    // A broken record counts as logged out.
  }
  return null;
}

export class Session {
  private readonly events = new EventTarget();
  private readonly listeners = new Set<() => void>();
  private user: UserRecord | null;

  constructor(
    private readonly storage: Storage,
    /** Where the record lives (userStorageKey). */
    readonly key: string = USER_STORAGE_KEY,
  ) {
    this.user = parseUser(storage.getItem(key));
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getUser = (): UserRecord | null => this.user;

  isLoggedIn(): boolean {
    return this.user !== null;
  }

  /** Another tab logged in or out: follow it without emitting events of our own. */
  reloadFromStorage(): void {
    this.user = parseUser(this.storage.getItem(this.key));
    this.notify();
  }

  logIn(user: UserRecord): void {
    this.storage.setItem(this.key, JSON.stringify(user));
    this.user = user;
    this.notify();
    this.events.dispatchEvent(new Event('logged-in'));
  }

  logOut(): void {
    this.storage.removeItem(this.key);
    this.user = null;
    this.notify();
    this.events.dispatchEvent(new Event('logged-out'));
  }

  on(event: SessionEvent, handler: () => void): () => void {
    this.events.addEventListener(event, handler);
    return () => {
      this.events.removeEventListener(event, handler);
    };
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

/**
 * Every distinct login this browser keeps for the page's gateways (the device UI's `user` and each
 * `user@<id>`), first the one under `first`: one sign-in on /fleet judges each gateway by a login that
 * opens it (issue 30).
 */
export function storedLogins(
  ids: readonly string[],
  storage: Storage,
  first: string = USER_STORAGE_KEY,
): UserRecord[] {
  const keys = [first, USER_STORAGE_KEY, ...ids.map((id) => userStorageKey(id))];
  const logins = new Map<string, UserRecord>();
  for (const key of keys) {
    const user = parseUser(storage.getItem(key));
    if (user !== null && !logins.has(user.authdata)) logins.set(user.authdata, user);
  }
  return [...logins.values()];
}
