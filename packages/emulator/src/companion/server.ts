/**
 * The companion: serves the built web app in front of one or several real OpenDTUs (companion-api §3).
 * Each gateway has its own link (link.ts): its HTTP client and timeouts, its shared `/livedata` and
 * `/console` sockets, its auth rules and its watch; it is reachable under `/g/<id>/` (mount.ts), the
 * first one also without a prefix. Browser requests carry exactly their own login; the companion's
 * login (--device-user/--device-password) serves only what the companion itself asks (its checks, its
 * live socket, the history it records, the metrics it scrapes). It checks `Host` (DNS rebinding) and
 * cross-site requests before anything, verifies an https gateway's certificate, and never waits for a
 * gateway without a time limit. It keeps running while a gateway is away: that gateway's API calls
 * answer 503 and its websockets are refused; the fleet shows it offline with its last values.
 */
import { DEFAULT_GATEWAY_ID, type GatewayInfo } from '@dtu-web/protocol';
import Fastify, { type FastifyInstance } from 'fastify';
import { join } from 'node:path';
import type { Retention } from '../history/store.ts';
import { PACKAGE_VERSION } from '../packageVersion.ts';
import { sendStatic } from '../static/serve.ts';
import { WebAssets } from '../static/webAssets.ts';
import { loadZonesAsset } from '../static/zones.ts';
import { xapiRoutes } from '../xapi/routes.ts';
import { websocketSupport } from './browserSockets.ts';
import { nameRoutes } from './fleet/names.ts';
import { fleetRoutes } from './fleet/routes.ts';
import { guardRequests } from './forward/guard.ts';
import { LoginThrottle, throttleLogins, type ThrottleOptions } from './forward/throttle.ts';
import { HostPolicy, ownHostNames } from './forward/hosts.ts';
import { DEFAULT_TIMEOUTS, type GatewayTimeouts } from './forward/timeouts.ts';
import { GatewayNames } from './gatewayNames.ts';
import { GatewayLink, type GatewayEntry } from './link.ts';
import { mountGateways } from './mount.ts';
import { logRouteErrors } from './routeErrors.ts';
import { HISTORY_SETTINGS_FILE } from '../xapi/settingsFile.ts';
import { companionHistoryPath, startRecording, type Recording } from './recording.ts';
import { startCompanionAlerts } from '../alerts/companionAlerts.ts';
import { alertRoutes } from '../alerts/routes.ts';
import type { AlertService } from '../alerts/service.ts';
import type { DeviceTarget } from './target.ts';
import type { GatewayUpstream } from './upstream/gatewayUpstream.ts';
import { SOCKET_PATHS } from './upstream/gatewayUpstream.ts';
import { guardCompanionRoutes } from './xauth.ts';

export { SOCKET_PATHS };
/** How often the companion asks whether each gateway is there: an away one shows offline within 15 s. */
export const WATCH_MS = 5000;

export interface CompanionOptions {
  /** One gateway (id `gateway`); or `gateways`. */
  target?: DeviceTarget;
  /** Several gateways, the first also served without a prefix. */
  gateways?: readonly GatewayEntry[];
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** The built web app (packages/web/dist). */
  webRoot: string;
  /** Where the history is kept (`<dataDir>/history.sqlite`); without it nothing is recorded. */
  dataDir?: string;
  retention?: Partial<Retention>;
  /** History commit period (default about a minute). */
  batchMs?: number;
  log?: (line: string) => void;
  watchMs?: number;
  /** `--allowed-host` names (a leading dot: the domain and its subdomains). */
  allowedHosts?: readonly string[];
  /** The machine's own host names (default: from the OS); tests pin them. */
  ownHostNames?: readonly string[];
  /** Shorter limits for tests; the defaults are what owners get. */
  timeouts?: Partial<GatewayTimeouts>;
  /** How long an unused gateway socket stays open (default 10 s). */
  socketLingerMs?: number;
  /** Serve HTTPS with this certificate and key (PEM texts; `--tls-cert`, `--tls-key`). */
  tls?: { cert: string; key: string };
  /** Failed-login throttle per client (tests shorten it); the defaults are what owners get. */
  loginThrottle?: Partial<ThrottleOptions>;
}

export interface Companion {
  /** `http://<host>:<port>/` (`https://` with `tls`) */
  readonly url: string;
  readonly port: number;
  /** The first gateway's shared sockets. */
  readonly upstream: GatewayUpstream;
  /** Every gateway, in the order given. */
  readonly links: readonly GatewayLink[];
  /** The history, when a data directory was given. */
  readonly recording?: Recording;
  /** The alerts, when a data directory was given. */
  readonly alerts?: AlertService;
  stop(): Promise<void>;
}

export class PortInUseError extends Error {}
/** The --host address is not one of this machine's, or a gateway's certificate is not trusted. */
export class CompanionStartError extends Error {}

function entriesOf(options: CompanionOptions): readonly GatewayEntry[] {
  if (options.gateways !== undefined && options.gateways.length > 0) return options.gateways;
  if (options.target !== undefined) return [{ id: DEFAULT_GATEWAY_ID, target: options.target }];
  throw new CompanionStartError('no gateway given: start with --device <url>');
}

async function buildApp(
  options: CompanionOptions,
  links: readonly GatewayLink[],
  assets: WebAssets,
  recording: Recording | undefined,
  alerts: AlertService | undefined,
  names: GatewayNames,
): Promise<FastifyInstance> {
  // Served over HTTPS the instance is the same to every route; only its server differs.
  let app: FastifyInstance;
  try {
    app = (
      options.tls === undefined
        ? Fastify({ logger: false, forceCloseConnections: true })
        : Fastify({ logger: false, forceCloseConnections: true, https: options.tls })
    ) as FastifyInstance;
  } catch (error) {
    throw new CompanionStartError(
      `--tls-cert/--tls-key: the certificate and key cannot serve HTTPS (${error instanceof Error ? error.message : String(error)}); ` +
        'give a PEM certificate and the private key that belongs to it',
    );
  }
  logRouteErrors(app, options.log ?? ((line) => process.stderr.write(`${line}\n`)));
  guardRequests(
    app,
    new HostPolicy(options.allowedHosts ?? [], options.ownHostNames ?? ownHostNames()),
    options.tls !== undefined,
  );
  throttleLogins(app, new LoginThrottle(options.loginThrottle));
  await websocketSupport(app);
  await mountGateways(app, links);
  await app.register(async (scope) => {
    guardCompanionRoutes(scope, links);
    await scope.register(
      xapiRoutes({
        version: PACKAGE_VERSION,
        gateways: (): GatewayInfo[] =>
          links.map((link) => ({
            id: link.id,
            name: link.name,
            origin: link.target.origin,
            firmware: link.firmware,
          })),
        describe: async (request) => {
          const access = await Promise.all(links.map((link) => link.access(request.headers.authorization)));
          return links.map((link, i) => ({
            id: link.id,
            name: link.name,
            origin: link.target.origin,
            own_name: link.ownName,
            locked: access[i]?.locked ?? true,
            login: access[i]?.login ?? 'unknown',
            firmware: link.firmware,
          }));
        },
        store: recording?.store,
        now: () => Date.now(),
        timezone: (id) => links.find((link) => link.id === id)?.timezone ?? '',
        clockOffset: (id) => links.find((link) => link.id === id)?.clockOffset ?? null,
        settingsFile: () =>
          options.dataDir === undefined ? undefined : join(options.dataDir, HISTORY_SETTINGS_FILE),
      }),
    );
    await scope.register(fleetRoutes(links, Date.now, (open) => alerts?.metrics(open) ?? ''));
    await scope.register(
      alertRoutes({ service: () => alerts, gateways: () => links.map((link) => link.id) }),
    );
    await scope.register(nameRoutes({ gateways: links, keep: (id, name) => names.setOwnName(id, name) }));
  });
  // Everything else is the web app: its files, /zones.json, and index.html for any other path.
  app.setNotFoundHandler((request, reply) => sendStatic(request, reply, assets));
  return app;
}

async function listen(app: FastifyInstance, options: CompanionOptions): Promise<void> {
  try {
    await app.listen({ host: options.host, port: options.port });
  } catch (error) {
    await app.close();
    const code = (error as { code?: unknown }).code;
    if (code === 'EADDRINUSE') {
      throw new PortInUseError(
        `port ${String(options.port)} on ${options.host} is already in use: stop the program using it or choose another --port`,
      );
    }
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
      throw new CompanionStartError(
        `--host ${options.host} is not an address of this machine: use 127.0.0.1 for this machine only, ` +
          `0.0.0.0 for every network, or one of its own addresses`,
      );
    }
    throw error;
  }
}

async function closeAll(links: readonly GatewayLink[]): Promise<void> {
  await Promise.all(links.map((link) => link.close()));
}

/** Starts the companion; throws PortInUseError or CompanionStartError with a message for the user. */
export async function startCompanion(options: CompanionOptions): Promise<Companion> {
  const log = options.log ?? (() => undefined);
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const entries = entriesOf(options);
  const several = entries.length > 1;
  const names = await GatewayNames.load(options.dataDir, log);
  const links = entries.map(
    (entry) =>
      new GatewayLink(entry, {
        timeouts,
        socketLingerMs: options.socketLingerMs,
        knownName: names.get(entry.id),
        ownName: names.ownName(entry.id),
        onName: (name) => {
          names.remember(entry.id, name);
        },
        knownOpen: names.open(entry.id),
        onOpen: (open) => {
          names.rememberOpen(entry.id, open);
        },
        log: several
          ? (line) => {
              log(`[${entry.id}] ${line}`);
            }
          : log,
      }),
  );
  const primary = links[0];
  if (primary === undefined) throw new CompanionStartError('no gateway given: start with --device <url>');
  // An untrusted certificate stops the start: nothing (no login) is sent to an impostor.
  const first = await Promise.all(links.map((link) => link.firstProbe()));
  const untrusted = links.find((_link, i) => first[i]?.kind === 'untrusted');
  if (untrusted !== undefined) {
    const result = first[links.indexOf(untrusted)];
    await closeAll(links);
    throw new CompanionStartError(
      `the gateway at ${untrusted.target.origin} presented a certificate that is not trusted ` +
        `(${result?.kind === 'untrusted' ? result.code : 'TLS'}). If it is your gateway's own ` +
        `(self-signed) certificate, start with --device-ca <file> naming it`,
    );
  }
  const assets = await WebAssets.load(options.webRoot, await loadZonesAsset());
  let recording: Recording | undefined;
  let alerts: AlertService | undefined;
  let app: FastifyInstance | undefined;
  try {
    recording =
      options.dataDir === undefined
        ? undefined
        : startRecording(links, {
            dataDir: options.dataDir,
            retention: options.retention,
            batchMs: options.batchMs,
            log,
          });
    if (recording === undefined) for (const link of links) link.listen();
    const dataDir = options.dataDir;
    alerts =
      dataDir === undefined || recording === undefined
        ? undefined
        : await startCompanionAlerts(links, {
            dataDir,
            databaseFile: companionHistoryPath(dataDir),
            store: () => recording?.store,
            log,
          });
    app = await buildApp(options, links, assets, recording, alerts, names);
    await listen(app, options);
  } catch (error) {
    alerts?.stop();
    recording?.stop();
    await closeAll(links);
    await names.settled();
    throw error;
  }
  const address = app.server.address();
  const port = address !== null && typeof address === 'object' ? address.port : options.port;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  const url = `${options.tls === undefined ? 'http' : 'https'}://${host}:${String(port)}/`;
  log(`dtu-web companion listening on ${url}`);
  for (const [index, link] of links.entries()) {
    const login = link.target.user === undefined ? '' : ` (its own login: ${link.target.user})`;
    if (!several) log(`Forwarding /api, /livedata and /console to ${link.target.origin}/${login}`);
    else {
      const also = index === 0 ? ` (also ${url})` : '';
      log(`Gateway ${link.id}: ${url}g/${link.id}/${also} forwards to ${link.target.origin}/${login}`);
    }
  }
  if (recording !== undefined && options.dataDir !== undefined) {
    log(`Recording history into ${options.dataDir}`);
  }
  if (!assets.built) log('The web app is not built yet: run `npm run build` (npm start does it)');
  for (const link of links) link.logState();
  for (const link of links) link.startWatch(options.watchMs ?? WATCH_MS);

  const server = app;
  return {
    url,
    port,
    upstream: primary.upstream,
    links,
    recording,
    ...(alerts === undefined ? {} : { alerts }),
    async stop() {
      alerts?.stop();
      recording?.stop();
      for (const link of links) link.upstream.close();
      await server.close();
      await closeAll(links);
      await names.settled();
    },
  };
}
