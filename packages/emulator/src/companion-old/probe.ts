/** Is the gateway there? A trial websocket (before one is accepted) and the status call (for the log). */
import WebSocket from 'ws';
import type { DeviceTarget } from './target.ts';

const PROBE_TIMEOUT_MS = 3000;

/** What the gateway answered a websocket handshake: it opened, or the refusal to pass on. */
export type HandshakeResult =
  { kind: 'open' } | { kind: 'refused'; status: number; authenticate?: string } | { kind: 'away' };

/**
 * Tries the websocket handshake with the gateway (and closes it at once). The proxy accepts the browser's
 * socket before it connects to the gateway, so without this a refused login or an absent gateway would
 * look to the browser like a socket that opens and closes: the app would flicker "online".
 */
export function tryHandshake(url: string, headers: Record<string, string>): Promise<HandshakeResult> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { headers, handshakeTimeout: PROBE_TIMEOUT_MS });
    socket.once('open', () => {
      socket.close();
      resolve({ kind: 'open' });
    });
    socket.once('unexpected-response', (_request, response) => {
      const authenticate = response.headers['www-authenticate'];
      resolve({ kind: 'refused', status: response.statusCode ?? 502, authenticate });
      socket.terminate();
    });
    socket.once('error', () => {
      resolve({ kind: 'away' });
    });
  });
}

export type ProbeResult =
  | { kind: 'ok'; hostname: string; firmware: string }
  | { kind: 'login'; status: number }
  | { kind: 'other'; status: number }
  | { kind: 'away'; reason: string };

/** GET /api/system/status, with the companion's login when it has one. */
export async function probeGateway(target: DeviceTarget): Promise<ProbeResult> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  if (target.authorization !== undefined) headers.Authorization = target.authorization;
  try {
    const response = await fetch(`${target.origin}/api/system/status`, {
      headers,
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    if (response.status === 401) return { kind: 'login', status: 401 };
    const body: unknown = response.ok ? await response.json().catch(() => undefined) : undefined;
    if (typeof body !== 'object' || body === null) return { kind: 'other', status: response.status };
    const { hostname, git_hash: firmware } = body as { hostname?: unknown; git_hash?: unknown };
    return {
      kind: 'ok',
      hostname: typeof hostname === 'string' ? hostname : '?',
      firmware: typeof firmware === 'string' ? firmware : '?',
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: unknown } }).cause?.code;
    const name = error instanceof Error ? error.name : '';
    return {
      kind: 'away',
      reason:
        typeof cause === 'string' ? cause : name === 'TimeoutError' ? 'no answer in 3 s' : String(error),
    };
  }
}

/** One line for the console: what the gateway said. */
export function describeProbe(result: ProbeResult, target: DeviceTarget): string {
  switch (result.kind) {
    case 'ok':
      return `Gateway answered: ${result.hostname}, firmware ${result.firmware}`;
    case 'login':
      return target.authorization === undefined
        ? 'Gateway answered and asks for a login (read-only access is off): log in in the browser, or start with --device-user/--device-password'
        : 'Gateway answered but refused the login from --device-user/--device-password';
    case 'other':
      return `Gateway answered with HTTP ${result.status}, not an OpenDTU status: is ${target.origin} the gateway?`;
    case 'away':
      return `Gateway did not answer (${result.reason}); the web app shows it offline until it does`;
  }
}
