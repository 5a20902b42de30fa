/** Is the gateway there? The status call, with the companion's own login when it has one (for the log). */
import { request } from 'undici';
import type { GatewayDispatcher } from './forward/dispatcher.ts';
import { errorCode, isUntrustedCertificate } from './forward/errors.ts';
import { seconds } from './forward/timeouts.ts';
import type { DeviceTarget } from './target.ts';

export type ProbeResult =
  | { kind: 'ok'; hostname: string; firmware: string }
  | { kind: 'login'; status: number }
  | { kind: 'other'; status: number }
  | { kind: 'untrusted'; code: string }
  | { kind: 'away'; reason: string };

/** GET /api/system/status, with the companion's login when it has one. */
export async function probeGateway(
  target: DeviceTarget,
  dispatcher: GatewayDispatcher,
): Promise<ProbeResult> {
  const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' };
  if (target.authorization !== undefined) headers.authorization = target.authorization;
  try {
    const response = await request(`${target.origin}/api/system/status`, {
      dispatcher: dispatcher.questions,
      headers,
      signal: AbortSignal.timeout(dispatcher.timeouts.answerMs),
    });
    const text = await response.body.text();
    if (response.statusCode === 401) return { kind: 'login', status: 401 };
    let body: unknown;
    try {
      body = response.statusCode < 300 ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    if (typeof body !== 'object' || body === null) return { kind: 'other', status: response.statusCode };
    const { hostname, git_hash: firmware } = body as { hostname?: unknown; git_hash?: unknown };
    return {
      kind: 'ok',
      hostname: typeof hostname === 'string' ? hostname : '?',
      firmware: typeof firmware === 'string' ? firmware : '?',
    };
  } catch (error) {
    if (isUntrustedCertificate(error)) return { kind: 'untrusted', code: errorCode(error) ?? 'TLS' };
    const name = error instanceof Error ? error.name : '';
    return {
      kind: 'away',
      reason:
        name === 'TimeoutError'
          ? `no answer in ${seconds(dispatcher.timeouts.answerMs)}`
          : (errorCode(error) ?? String(error)),
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
        ? 'Gateway answered and asks for a login (read-only access is off): log in in the browser'
        : 'Gateway answered but refused the login from --device-user/--device-password';
    case 'other':
      return `Gateway answered with HTTP ${result.status}, not an OpenDTU status: is ${target.origin} the gateway?`;
    case 'untrusted':
      return `Gateway's certificate is not trusted (${result.code}): start with --device-ca <file> naming it`;
    case 'away':
      return `Gateway did not answer (${result.reason}); the web app shows it offline until it does`;
  }
}
