/**
 * `npm start -- --device <url>`: the companion's part of the command line. Its options are checked before
 * anything starts (address form, host name resolution, trusted certificate, free port, own address);
 * problems end the process with a message and exit code 2.
 */
import { readFile } from 'node:fs/promises';
import type { Retention } from '../history/store.ts';
import type { GatewayEntry } from './link.ts';
import { CompanionStartError, PortInUseError, startCompanion } from './server.ts';
import { checkResolves, TargetError } from './target.ts';
import { CompanionUsageError } from './devices.ts';
export { CompanionUsageError, companionTarget, gatewayEntries } from './devices.ts';

export const COMPANION_USAGE = `Companion for a real gateway (no simulation):
  --device <url>        Serve the web app and forward /api, /livedata and /console to this OpenDTU,
                        e.g. http://192.168.1.50 or http://opendtu.local (http or https, no path).
                        Each browser's request reaches the gateway with exactly the login the browser
                        sent (the one typed on the login screen), or none.
  --device <id>=<url>   Several gateways (repeat the option): each under /g/<id>/ (the API, /livedata,
                        /console), the first also at /. Ids are 1 to 32 of a-z, 0-9 and -, e.g.
                        --device home=http://192.168.1.50 --device garage=http://192.168.1.51.
                        A bare URL gets the id "gateway".
  --device-user [<id>=]<name>  The companion's own login to a gateway (or in the URL:
  --device-password [<id>=]<p> http://admin:pw@…), used only for what the companion itself asks: its
                        checks, its one live-data socket, the history it records and the metrics it
                        reads. Visitors never get it; for a login-free read-only view, turn on the
                        gateway's own "allow read-only access". With several gateways, prefix the id:
                        --device-user garage=admin --device-password garage=secret.
  --data-dir <dir>      Where the companion keeps the history it records of every gateway
                        (<dir>/history.sqlite) and each gateway's last known name
                        (<dir>/gateway-names.json); default ./.data/companion. --keep-samples,
                        --keep-means and --keep-days apply as for the virtual DTU.
  --device-ca <file>    Trust this certificate (PEM) for an https gateway, e.g. its self-signed one.
                        Certificates are always checked; an untrusted one stops the start.
  --allowed-host <name> Also answer requests for this host name (repeatable). IP addresses,
                        localhost and this machine's own name (and <name>.local) are always answered;
                        other names are refused against DNS rebinding. A leading dot (.home.arpa)
                        allows the domain and all its subdomains.
  With --device, only --host, --port and --web-root apply besides these. On a LAN, start it with
  --host 0.0.0.0 and open http://<this machine's IP or name>:<port>/ from other devices.
  The companion adds GET /api/x/fleet (every gateway's totals) and GET /metrics (every gateway's
  Prometheus series with a gateway="<id>" label, and dtu_web_gateway_up).
  Limits, per gateway: it must accept a connection within 5 s and answer within 15 s (uploads: 15 s
  between chunks), else the browser gets 504; a gateway websocket must open within 5 s. A gateway
  that goes away shows offline within 15 s and slows no other.`;

/** Options only the simulation understands: refused beside --device, so nothing is silently ignored. */
export const SIMULATION_ONLY = ['reboot-delay', 'inverters', 'clock', 'time-scale', 'quiet'] as const;

/** Options only the companion understands: refused without --device. */
export const COMPANION_ONLY = ['device-user', 'device-password', 'device-ca', 'allowed-host'] as const;

export interface CompanionCliOptions {
  mode: 'companion';
  host: string;
  port: number;
  webRoot: string;
  gateways: GatewayEntry[];
  allowedHosts: string[];
  /** Absolute path of the history's directory. */
  dataDir: string;
  retention: Retention;
  /** Absolute path of the --device-ca file. */
  deviceCa?: string;
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
  const gateways: GatewayEntry[] = [];
  for (const entry of options.gateways) {
    const target = { ...entry.target };
    try {
      await checkResolves(target);
    } catch (error) {
      if (error instanceof TargetError)
        fail(options.gateways.length > 1 ? `${entry.id}: ${error.message}` : error.message);
      throw error;
    }
    if (options.deviceCa !== undefined) target.ca = await readCa(options.deviceCa, fail);
    gateways.push({ id: entry.id, target });
  }
  let companion;
  try {
    companion = await startCompanion({
      gateways,
      dataDir: options.dataDir,
      retention: options.retention,
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

async function readCa(file: string, fail: (message: string) => never): Promise<string> {
  let ca = '';
  try {
    ca = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    fail(`--device-ca: cannot read ${file} (${typeof code === 'string' ? code : 'error'})`);
  }
  if (!ca.includes('-----BEGIN CERTIFICATE-----')) {
    fail(`--device-ca: ${file} holds no PEM certificate (-----BEGIN CERTIFICATE-----)`);
  }
  return ca;
}
