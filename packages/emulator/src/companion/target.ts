/**
 * The gateway the companion forwards to: its URL checked before anything starts (http or https only, a
 * host that resolves), with credentials from the URL or from --device-user/--device-password.
 */
import { lookup } from 'node:dns/promises';

export class TargetError extends Error {}

export interface DeviceTarget {
  /** `http(s)://host[:port]` without credentials, path or query. */
  origin: string;
  /** The host name as given (for messages). */
  host: string;
  /**
   * `Basic …`: the companion's own login, for what the companion itself asks the gateway (its probe, its
   * live-data socket). Never added to a browser's request.
   */
  authorization?: string;
  /** The user name the credentials are for (for messages; never the password). */
  user?: string;
  /** PEM text of the certificate(s) trusted for an https gateway (`--device-ca`), besides the system's. */
  ca?: string;
}

export interface TargetInput {
  url: string;
  user?: string;
  password?: string;
}

/** Parses and checks the URL's form; throws TargetError with a message for the user. */
export function parseTarget({ url, user, password }: TargetInput): DeviceTarget {
  let parsed: URL;
  try {
    // A bare host ("192.168.1.50") is the common way to write it; it means http.
    parsed = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `http://${url}`);
  } catch {
    throw new TargetError(`--device must be the gateway's address, e.g. http://192.168.1.50, got "${url}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new TargetError(
      `--device must be an http:// or https:// address, got "${url}" (${parsed.protocol.replace(':', '')})`,
    );
  }
  if (parsed.hostname === '') throw new TargetError(`--device has no host name: "${url}"`);
  const urlUser = decodeURIComponent(parsed.username);
  const urlPassword = decodeURIComponent(parsed.password);
  const secret = password ?? (urlPassword === '' ? undefined : urlPassword);
  // An OpenDTU has one user, admin: a password alone is that user's.
  const login = user ?? (urlUser === '' ? (secret === undefined ? undefined : 'admin') : urlUser);
  if (login !== undefined && secret === undefined) {
    throw new TargetError(`--device-user ${login} needs its password: add --device-password <password>`);
  }
  // The companion forwards to the gateway's root; a path would be dropped without a word, so say so.
  if (parsed.pathname !== '/' || parsed.search !== '' || parsed.hash !== '') {
    throw new TargetError(
      `--device takes the gateway's address without a path, e.g. ${parsed.origin}, got "${url}"`,
    );
  }
  const target: DeviceTarget = { origin: parsed.origin, host: parsed.hostname };
  if (login !== undefined) {
    target.user = login;
    target.authorization = `Basic ${Buffer.from(`${login}:${secret ?? ''}`).toString('base64')}`;
  }
  return target;
}

/** Resolves the gateway's host name; throws TargetError when it does not resolve. */
export async function checkResolves(target: DeviceTarget): Promise<void> {
  const host = target.host.replace(/^\[|\]$/g, '');
  try {
    await lookup(host);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw new TargetError(
      `--device: the host "${host}" does not resolve (${typeof code === 'string' ? code : 'lookup failed'}); ` +
        "check the name or use the gateway's IP address",
    );
  }
}
