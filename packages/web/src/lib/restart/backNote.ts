/**
 * What to tell the user once the gateway is back: the app reloads after a restart, so the news is
 * kept in sessionStorage (this tab only) across the reload and said on the page the reload shows.
 */
export type BackNote = 'back' | 'restored';

const KEY = 'dtu-web.restart-back';
const NOTES: readonly string[] = ['back', 'restored'] satisfies BackNote[];

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Blocked storage only costs the message after the reload.
    return null;
  }
}

export function keepBackNote(note: BackNote): void {
  try {
    storage()?.setItem(KEY, note);
  } catch {
    // As above: a full or blocked storage only costs the message.
  }
}

/** The kept note (removed on reading, so it is said once), or undefined. */
export function takeBackNote(): BackNote | undefined {
  const store = storage();
  const note = store?.getItem(KEY);
  if (note == null) return undefined;
  store?.removeItem(KEY);
  return NOTES.includes(note) ? (note as BackNote) : undefined;
}
