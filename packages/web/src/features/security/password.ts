import { encodeCredentials, type Session } from '../../lib/auth/index.ts';

/**
 * Characters outside printable ASCII. The device compares the bytes of the Basic credential with the
 * UTF-8 bytes of its password, but clients do not all send such characters as UTF-8: the device's
 * own web interface encodes with btoa (Latin-1, or an error beyond it), some browsers' login dialogs
 * and HTTP libraries use Latin-1 too. A password with them can lock its owner out.
 */
export function unsafeCharacters(password: string): string[] {
  // Code points, as the device's UTF-8 bytes encode them (a flag emoji is two, each named).
  const found = new Set<string>();
  for (const ch of password) if (ch < ' ' || ch > '~') found.add(ch);
  return [...found];
}

/** A character as the warning names it: quoted when visible, as its code point otherwise. */
export function describeCharacter(ch: string): string {
  if (/[\p{L}\p{N}\p{P}\p{S}]/u.test(ch)) return `“${ch}”`;
  const code = ch.codePointAt(0) ?? 0;
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The user name inside a stored Basic credential (base64 of UTF-8 `user:password`). */
export function usernameOf(authdata: string): string | undefined {
  try {
    const binary = atob(authdata);
    const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
    const text = new TextDecoder().decode(bytes);
    const colon = text.indexOf(':');
    return colon < 0 ? undefined : text.slice(0, colon);
  } catch {
    return undefined;
  }
}

/**
 * After the device accepted a new admin password, the stored login carries it, so this browser stays
 * logged in. Returns whether the stored credential changed.
 */
export function keepLoginWithPassword(session: Session, password: string): boolean {
  const user = session.getUser();
  if (user === null) return false;
  const authdata = encodeCredentials(usernameOf(user.authdata) ?? 'admin', password);
  if (authdata === user.authdata) return false;
  session.logIn({ ...user, authdata });
  return true;
}
