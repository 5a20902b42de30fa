/**
 * `npm start -- --device <url>`: the companion's part of the command line. Its options are checked before
 * anything starts (address form, host name resolution, trusted certificate, free port, own address);
 * problems end the process with a message and exit code 2.
 */
import { readFile } from 'node:fs/promises';
import { CompanionStartError, PortInUseError, startCompanion } from './server.ts';
import { checkResolves, parseTarget, TargetError, type DeviceTarget } from './target.ts';

export const COMPANION_USAGE = `Companion for a real gateway (no simulation):
  --device <url>        Serve the web app and forward /api, /livedata and /console to this OpenDTU,
                        e.g. http://192.168.1.50 or http://opendtu.local (http or https, no path).
                        Each browser's request reaches the gateway with exactly the login the browser
                        sent (the one typed on the login screen), or none.
  --device-user <name>  The companion's own login to the gateway (or in the URL: http://admin:pw@…),
  --device-password <p> used only for what the companion itself asks: its check that the gateway is
                        there and its one live-data socket. Visitors never get it; for a login-free
                        read-only view, turn on the gateway's own "allow read-only access".
  --device-ca <file>    Trust this certificate (PEM) for an https gateway, e.g. its self-signed one.
                        Certificates are always checked; an untrusted one stops the start.
  --allowed-host <name> Also answer requests for this host name (repeatable). IP addresses,
                        localhost and this machine's own name (and <name>.local) are always answered;
                        other names are refused against DNS rebinding. A leading dot (.home.arpa)
                        allows the domain and all its subdomains.
  With --device, only --host, --port and --web-root apply besides these. On a LAN, start it with
  --host 0.0.0.0 and open http://<this machine's IP or name>:<port>/ from other devices.
  Limits: the gateway must accept a connection within 5 s and answer within 15 s (uploads: 15 s
  between chunks), else the browser gets 504; a gateway websocket must open within 5 s.`;

/** Options only the simulation understands: refused beside --device, so nothing is silently ignored. */
export const SIMULATION_ONLY = [
  'data-dir',
  'reboot-delay',
  'inverters',
  'clock',
  'time-scale',
  'quiet',
] as const;

/** Options only the companion understands: refused without --device. */
export const COMPANION_ONLY = ['device-user', 'device-password', 'device-ca', 'allowed-host'] as const;

export interface CompanionCliOptions {
  mode: 'companion';
  host: string;
  port: number;
  webRoot: string;
  target: DeviceTarget;
  allowedHosts: string[];
  /** Absolute path of the --device-ca file. */
  deviceCa?: string;
}

export class CompanionUsageError extends Error {}

export function companionTarget(url: string, user?: string, password?: string): DeviceTarget {
  try {
    return parseTarget({ url, user, password });
  } catch (error) {
    if (error instanceof TargetError) throw new CompanionUsageError(error.message);
    throw error;
  }
}

/** A host name, or a dot and a domain; not a URL, a port or a wildcard. */
export function checkAllowedHosts(names: readonly string[]): string[] {
  for (const name of names) {
    const bare = name.startsWith('.') ? name.slice(1) : name;
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*\.?$/i.test(bare)) {
      throw new CompanionUsageError(
        `--allowed-host takes a host name such as dtu.home.arpa or .home.arpa, got "${name}"`,
      );
    }
  }
  return [...names];
}

/** Runs the companion until SIGINT/SIGTERM; resolves once it listens. */
export async function runCompanion(
  options: CompanionCliOptions,
  print: (line: string) => void,
  fail: (message: string) => never,
): Promise<void> {
  const target = { ...options.target };
  try {
    await checkResolves(target);
  } catch (error) {
    if (error instanceof TargetError) fail(error.message);
    throw error;
  }
  if (options.deviceCa !== undefined) {
    try {
      target.ca = await readFile(options.deviceCa, 'utf8');
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      fail(`--device-ca: cannot read ${options.deviceCa} (${typeof code === 'string' ? code : 'error'})`);
    }
    if (!target.ca.includes('-----BEGIN CERTIFICATE-----')) {
      fail(`--device-ca: ${options.deviceCa} holds no PEM certificate (-----BEGIN CERTIFICATE-----)`);
    }
  }
  let companion;
  try {
    companion = await startCompanion({
      target,
      host: options.host,
      port: options.port,
      webRoot: options.webRoot,
      allowedHosts: options.allowedHosts,
      log: print,
    });
  } catch (error) {
    if (error instanceof PortInUseError || error instanceof CompanionStartError) fail(error.message);
    throw error;
  }
  const shutdown = (): void => {
    void companion.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
