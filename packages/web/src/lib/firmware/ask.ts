/**
 * One look at a gateway path for the firmware store: JSON only when the gateway said
 * `Content-Type: application/json` and the body parses. A removed endpoint answers its web page with
 * 200 text/html (firmware-versions.md §1): that is `page`, never data.
 */
import { isJsonType } from '../api/contract.ts';

export type Asked =
  /** 2xx, `application/json`, a JSON body. */
  | { kind: 'json'; body: unknown }
  /** 2xx with anything else (the gateway's web page): the path does not exist there. */
  | { kind: 'page' }
  /** No usable answer (not reachable, 401/403 without the login it needs, 5xx): says nothing. */
  | { kind: 'none'; status: number };

export type AskFn = (path: string, signal?: AbortSignal) => Promise<Asked>;

/** Reads a fetch answer as the firmware store needs it. */
export async function readAsked(response: Response): Promise<Asked> {
  if (!response.ok) return { kind: 'none', status: response.status };
  if (!isJsonType(response.headers.get('Content-Type'))) return { kind: 'page' };
  try {
    return { kind: 'json', body: JSON.parse(await response.text()) as unknown };
  } catch {
    return { kind: 'page' };
  }
}

export interface AskOptions {
  fetch?: typeof fetch;
  /** `Authorization` to send (the stored login), or null. */
  authorization: () => string | null;
  /** The gateway's path of a device path (`/g/<id>` before it on a companion with several). */
  devicePath: (path: string) => string;
}

export function createAsk(options: AskOptions): AskFn {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  return async (path, signal) => {
    const headers = new Headers({ 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' });
    const authorization = options.authorization();
    if (authorization !== null) headers.set('Authorization', authorization);
    try {
      return await readAsked(
        await doFetch(options.devicePath(path), {
          headers,
          cache: 'no-store',
          ...(signal ? { signal } : {}),
        }),
      );
    } catch {
      return { kind: 'none', status: 0 };
    }
  };
}
