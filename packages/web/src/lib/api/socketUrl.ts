import type { UserRecord } from '../auth/index.ts';
import { devicePath } from '../gateway/scope.ts';

/**
 * ws(s)://[user:password@]host/<path> on the page's own host, under the page's `/g/<id>` on a companion
 * with several gateways. The device's websockets take credentials from the URL's user-info when
 * read-only access is off (device-api §2.5).
 */
export function socketUrl(
  path: string,
  user: UserRecord | null,
  location: Pick<Location, 'protocol' | 'host'>,
  at: (path: string) => string = devicePath,
): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  let userInfo = '';
  if (user) {
    const decoded = new TextDecoder().decode(
      Uint8Array.from(atob(user.authdata), (char) => char.charCodeAt(0)),
    );
    const colon = decoded.indexOf(':');
    if (colon > 0) {
      userInfo = `${encodeURIComponent(decoded.slice(0, colon))}:${encodeURIComponent(decoded.slice(colon + 1))}@`;
    }
  }
  return `${scheme}//${userInfo}${location.host}${at(path)}`;
}
