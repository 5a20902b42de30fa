/**
 * What to tell the user once the gateway is back: the app reloads after a restart, so the news is
 * kept in sessionStorage (this tab only) across the reload and said on the page the reload shows.
 */
export type BackNote = 'back' | 'restored' | 'rebooted';

const KEY = 'dtu-web.restart-back';
const NOTES: readonly string[] = ['back', 'restored', 'rebooted'] satisfies BackNote[];

/** The note this page load found (read once from the storage), for the screen that wants to say more. */
let thisLoad: BackNote | undefined;
let read = false;

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
  thisLoad = NOTES.includes(note) ? (note as BackNote) : undefined;
  read = true;
  return thisLoad;
}

/**
 * The note the reload after a restart brought, without taking it from the toast: the reboot screen
 * says on itself that the restart it asked for worked.
 */
export function backNoteOfThisLoad(): BackNote | undefined {
  if (!read) {
    read = true;
    const note = storage()?.getItem(KEY);
    thisLoad = note != null && NOTES.includes(note) ? (note as BackNote) : undefined;
  }
  return thisLoad;
}
