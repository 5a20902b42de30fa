/**
 * The device's three access levels (device-api §1, §3):
 * - admin: HTTP Basic as user `admin` with the configured password;
 * - readonly: open while `security.allow_readonly` is true (credentials are not even looked at), admin
 *   otherwise;
 * - public: never checked.
 * A route declares its level in `config.auth`; a route without one is admin (fail closed).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export type AuthLevel = 'admin' | 'readonly' | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthLevel;
    /** Auth applies to websocket upgrades only; a plain GET falls through to the SPA page (public). */
    upgradeOnly?: boolean;
  }
}

export interface SecuritySettings {
  password: string;
  allow_readonly: boolean;
}

export const ADMIN_USER = 'admin';

/** Credentials of a Basic `Authorization` header, or undefined for anything else. */
export function basicCredentials(header: string | undefined): { user: string; password: string } | undefined {
  if (header === undefined) return undefined;
  const match = /^basic\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export function isAdmin(authorization: string | undefined, security: SecuritySettings): boolean {
  const credentials = basicCredentials(authorization);
  return credentials?.user === ADMIN_USER && credentials.password === security.password;
}

export function isAllowed(
  level: AuthLevel,
  authorization: string | undefined,
  security: SecuritySettings,
): boolean {
  if (level === 'public') return true;
  if (level === 'readonly' && security.allow_readonly) return true;
  return isAdmin(authorization, security);
}

/**
 * 401 with an empty body. The browser login dialog header is only sent to clients that did not say
 * they are scripts (`X-Requested-With`), exactly like the device, so the web UI never triggers it.
 */
export function sendUnauthorized(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (request.headers['x-requested-with'] === undefined) {
    reply.header('www-authenticate', 'Basic realm="Login Required"');
  }
  if (request.headers.upgrade !== undefined) {
    // A refused websocket upgrade owns a detached socket that no HTTP keep-alive logic will close.
    reply.header('connection', 'close');
    reply.raw.once('finish', () => {
      request.raw.socket.end();
    });
  }
  return reply.code(401).send('');
}
