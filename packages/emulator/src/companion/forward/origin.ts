/**
 * Cross-site refusal: the device API takes plain form POSTs, so any web page the owner opens could
 * submit a hidden form to the companion, and browsers send websocket upgrades to any address. A request
 * that changes something (any method but GET/HEAD/OPTIONS) or opens a websocket, and whose `Origin` (or,
 * without one, `Referer`) names another origin than the one it was sent to, is refused with 403. The web
 * app served by the companion is same-origin; scripts and tools that send neither header are unaffected.
 */
import type { IncomingHttpHeaders } from 'node:http';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const DEFAULT_PORTS: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443' };

/** `host:port` of a URL, with the scheme's default port written out; undefined when not a URL. */
function hostAndPort(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    if (parsed.host === '') return undefined;
    return `${parsed.hostname}:${parsed.port === '' ? (DEFAULT_PORTS[parsed.protocol] ?? '') : parsed.port}`;
  } catch {
    return undefined;
  }
}

/** The request's own `host:port` (the companion serves http, or https with --tls-cert). */
function requestHost(host: string, scheme: 'http' | 'https'): string {
  return hostAndPort(`${scheme}://${host}`) ?? host.toLowerCase();
}

/**
 * The foreign origin that sent this request, when it must be refused; undefined when it may pass.
 * `Origin: null` (a sandboxed frame, a file, a redirect across sites) counts as foreign.
 */
export function foreignOrigin(
  method: string,
  headers: IncomingHttpHeaders,
  scheme: 'http' | 'https' = 'http',
): string | undefined {
  const upgrade = headers.upgrade?.toLowerCase() === 'websocket';
  if (SAFE_METHODS.has(method.toUpperCase()) && !upgrade) return undefined;
  const source = headers.origin ?? headers.referer;
  if (source === undefined || headers.host === undefined) return undefined;
  const from = hostAndPort(source);
  if (from !== undefined && from === requestHost(headers.host, scheme)) return undefined;
  return source === 'null' || from === undefined ? 'an unknown page' : new URL(source).origin;
}

export function crossSiteRefusal(origin: string): string {
  return (
    `Refused: ${origin} is another site, and only the web app served here may change the gateway ` +
    `or open its live connections through this companion.\n`
  );
}
