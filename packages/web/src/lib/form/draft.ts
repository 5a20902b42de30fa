/**
 * What the user typed on a settings screen, kept in sessionStorage while a save is under way: a 401
 * sends the user to the login, and the screen restores the draft when they come back (same tab only;
 * it holds passwords, so it never goes to localStorage and is removed as soon as it is read).
 */
const PREFIX = 'dtu-web.draft:';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be blocked by the browser's privacy settings; the draft is then only in memory.
    return null;
  }
}

export function keepDraft(key: string, value: unknown): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Quota or serialisation problems only cost the restore after a login, never the edit itself.
  }
}

export function hasDraft(key: string): boolean {
  return storage()?.getItem(PREFIX + key) != null;
}

export function dropDraft(key: string): void {
  storage()?.removeItem(PREFIX + key);
}

/** The kept draft (removed on reading), or undefined when there is none or it is unreadable. */
export function takeDraft(key: string): unknown {
  const store = storage();
  const text = store?.getItem(PREFIX + key);
  if (text == null) return undefined;
  store?.removeItem(PREFIX + key);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
