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
                        --device-user garage=admin --device-password garage=secret. The user
                        defaults to admin (the only user an OpenDTU has).
  --data-dir <dir>      Where the companion keeps the history it records of every gateway
                        (<dir>/history.sqlite) and each gateway's last known name
                        (<dir>/gateway-names.json); default ./.data/companion. --keep-samples,
                        --keep-means and --keep-days apply as for the virtual DTU.
  --device-ca <file>    Trust this certificate (PEM) for an https gateway, e.g. its self-signed one.
                        Certificates are always checked; an untrusted one stops the start.
  --tls-cert <file>     Serve HTTPS instead of HTTP with this certificate (PEM, e.g. one your own CA
  --tls-key <file>      or mkcert made for this machine's name) and its private key (PEM).
  --allowed-host <name> Also answer requests for this host name (repeatable). IP addresses,
                        localhost and this machine's own name (and <name>.local) are always answered;
                        other names are refused against DNS rebinding. A leading dot (.home.arpa)
                        allows the domain and all its subdomains.
  With --device, these apply besides the options above: --host, --port, --web-root, --data-dir and
  --keep-samples, --keep-means, --keep-days. The simulation's options (--inverters, --clock,
  --time-scale, --reboot-delay, --quiet, --history-days, --gateways) are refused.
  On a LAN, start it with --host 0.0.0.0 and open http://<this machine's IP or name>:<port>/ from
  other devices. Wrong logins are throttled per client: after 5 within a minute, that address's
  requests with a login get 429 (Retry-After 30 s, doubling with each further block, up to 15 min).
  The companion adds GET /api/x/fleet (every gateway's totals; a gateway the login does not open is
  listed as locked), POST /api/x/gateways/name (a display name per gateway, kept in --data-dir) and
  GET /metrics (every gateway's Prometheus series with gateway="<id>" and gateway_name labels,
  dtu_web_gateway_up and dtu_web_gateway_locked).
  Limits, per gateway: it must accept a connection within 5 s and answer within 15 s (uploads: 15 s
  between chunks), else the browser gets 504; a gateway websocket must open within 5 s. A gateway
  that goes away shows offline within 15 s and slows no other.`;

/** Options only the simulation understands: refused beside --device, so nothing is silently ignored. */
export const SIMULATION_ONLY = ['reboot-delay', 'inverters', 'clock', 'time-scale', 'quiet'] as const;

/** Options only the companion understands: refused without --device. */
export const COMPANION_ONLY = [
  'device-user',
  'device-password',
  'device-ca',
  'allowed-host',
  'tls-cert',
  'tls-key',
] as const;

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
  /** Absolute paths of --tls-cert and --tls-key. */
  tls?: { cert: string; key: string };
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
  const tls =
    options.tls === undefined
      ? undefined
      : {
          cert: await readPem(options.tls.cert, '--tls-cert', 'CERTIFICATE', fail),
          key: await readPem(options.tls.key, '--tls-key', 'PRIVATE KEY', fail),
        };
  let companion;
  try {
    companion = await startCompanion({
      tls,
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

/** A PEM file's text; `what` is the label it must hold (`CERTIFICATE`, `PRIVATE KEY` of any kind). */
async function readPem(
  file: string,
  option: string,
  what: string,
  fail: (message: string) => never,
): Promise<string> {
  let text = '';
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    fail(`${option}: cannot read ${file} (${typeof code === 'string' ? code : 'error'})`);
  }
  if (!new RegExp(`-----BEGIN [A-Z ]*${what}-----`).test(text)) {
    fail(`${option}: ${file} holds no PEM ${what.toLowerCase()} (-----BEGIN … ${what}-----)`);
  }
  return text;
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
