/**
 * Which `Host` names the companion answers, against DNS rebinding: a web page whose name an attacker
 * points at this machine's address must not be able to read the gateway's answers. Modelled on Vite's
 * `server.allowedHosts`: IP addresses, `localhost` and `*.localhost` are always served, and each
 * `--allowed-host NAME` adds a name; a name starting with a dot adds that domain and all its subdomains
 * (`.home.arpa` serves `home.arpa` and `pc.home.arpa`). We add the machine's own host name (and its
 * `.local` mDNS form), which is how owners reach it on a LAN. There is no "allow any" switch on purpose.
 */
import { isIP } from 'node:net';
import { hostname as machineName } from 'node:os';

/** The host name of a `Host` header, without port or brackets, lower-case, without a trailing dot. */
export function hostOf(header: string): string {
  const trimmed = header.trim().toLowerCase();
  const name = trimmed.startsWith('[') ? trimmed.slice(1, trimmed.indexOf(']')) : trimmed.split(':')[0];
  return (name ?? '').replace(/\.$/, '');
}

/** The machine's own names: its host name, its first label, and that label's `.local` form. */
export function ownHostNames(name: string = machineName()): string[] {
  const full = name.toLowerCase().replace(/\.$/, '');
  if (full === '') return [];
  const label = full.split('.')[0] ?? full;
  return [...new Set([full, label, `${label}.local`])];
}

export class HostPolicy {
  private readonly exact = new Set<string>();
  private readonly domains: string[] = [];

  /** `allowed`: the `--allowed-host` values; `own`: the machine's names (tests pass their own). */
  constructor(allowed: readonly string[], own: readonly string[] = ownHostNames()) {
    for (const name of own) this.exact.add(name);
    for (const raw of allowed) {
      const name = raw.trim().toLowerCase().replace(/\.$/, '');
      if (name.startsWith('.')) {
        this.domains.push(name.slice(1));
        this.exact.add(name.slice(1));
      } else if (name !== '') this.exact.add(name);
    }
  }

  /** Whether a request with this `Host` header is answered. Without one (HTTP/1.0) no browser is involved. */
  allows(header: string | undefined): boolean {
    if (header === undefined || header === '') return true;
    const name = hostOf(header);
    if (isIP(name) !== 0) return true;
    if (name === 'localhost' || name.endsWith('.localhost')) return true;
    if (this.exact.has(name)) return true;
    return this.domains.some((domain) => name.endsWith(`.${domain}`));
  }

  /** The text of the 403 answer: which name was refused and which option serves it. */
  static refusal(header: string): string {
    const name = hostOf(header);
    return (
      `Blocked request: this companion does not answer to the host name "${name}" (a protection against ` +
      `DNS rebinding). If this is how you reach it, start it with --allowed-host ${name}\n`
    );
  }
}
