/**
 * The companion: serves the built web app and forwards one real OpenDTU's API (`forward/`) and live
 * sockets (`upstream/`, one socket per endpoint shared by all browsers). Browser requests carry exactly
 * their own login; the companion's login (--device-user/--device-password) serves only what the
 * companion itself asks. It checks `Host` (DNS rebinding) and cross-site requests before anything,
 * verifies an https gateway's certificate, and never waits for the gateway without a time limit. It
 * keeps running while the gateway is away: API calls then answer 503 and websockets are refused, which
 * the web app shows as "offline" until the gateway is back.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { sendStatic } from '../static/serve.ts';
import { WebAssets } from '../static/webAssets.ts';
import { loadZonesAsset } from '../static/zones.ts';
import { askGateway, browserSockets } from './browserSockets.ts';
import { forwardApi } from './forward/api.ts';
import { GatewayDispatcher } from './forward/dispatcher.ts';
import { guardRequests } from './forward/guard.ts';
import { HostPolicy, ownHostNames } from './forward/hosts.ts';
import { DEFAULT_TIMEOUTS, type GatewayTimeouts } from './forward/timeouts.ts';
import { describeProbe, probeGateway, type ProbeResult } from './probe.ts';
import type { DeviceTarget } from './target.ts';
import { Admission } from './upstream/admission.ts';
import { GatewayUpstream, SOCKET_PATHS } from './upstream/gatewayUpstream.ts';

export { SOCKET_PATHS };
/** How often the companion asks whether the gateway is there, to log when it goes and comes back. */
export const WATCH_MS = 15_000;

export interface CompanionOptions {
  target: DeviceTarget;
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** The built web app (packages/web/dist). */
  webRoot: string;
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
}

export interface Companion {
  /** `http://<host>:<port>/` */
  readonly url: string;
  readonly port: number;
  /** The shared sockets to the gateway (the history recorder subscribes here). */
  readonly upstream: GatewayUpstream;
  stop(): Promise<void>;
}

export class PortInUseError extends Error {}
/** The --host address is not one of this machine's, or the gateway's certificate is not trusted. */
export class CompanionStartError extends Error {}

interface Parts {
  app: FastifyInstance;
  upstream: GatewayUpstream;
}

async function buildApp(
  options: CompanionOptions,
  dispatcher: GatewayDispatcher,
  assets: WebAssets,
): Promise<Parts> {
  const { target } = options;
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const app = Fastify({ logger: false, forceCloseConnections: true });
  guardRequests(app, new HostPolicy(options.allowedHosts ?? [], options.ownHostNames ?? ownHostNames()));

  const upstream = new GatewayUpstream({
    origin: target.origin,
    ca: target.ca,
    authorization: target.authorization,
    handshakeMs: timeouts.upgradeMs,
    lingerMs: options.socketLingerMs,
  });
  const admission = new Admission(askGateway(dispatcher, target, timeouts.upgradeMs));
  // The gateway drops its websocket clients when security settings are saved; so does the companion,
  // and what it knew about logins is forgotten.
  upstream.channel('/livedata').onLost(() => {
    admission.forget();
  });
  await forwardApi(app, {
    target,
    dispatcher,
    timeouts,
    onSecuritySaved: () => {
      admission.forget();
      upstream.dropBrowsers();
    },
  });
  await browserSockets(app, { upstream, admission });

  // Everything else is the web app: its files, /zones.json, and index.html for any other path.
  app.setNotFoundHandler((request, reply) => sendStatic(request, reply, assets));
  return { app, upstream };
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

/** Starts the companion; throws PortInUseError or CompanionStartError with a message for the user. */
export async function startCompanion(options: CompanionOptions): Promise<Companion> {
  const log = options.log ?? (() => undefined);
  const { target } = options;
  const dispatcher = new GatewayDispatcher(target, { ...DEFAULT_TIMEOUTS, ...options.timeouts });
  // An untrusted certificate stops the start: nothing (no login) is sent to an impostor.
  const first = await probeGateway(target, dispatcher);
  if (first.kind === 'untrusted') {
    await dispatcher.close();
    throw new CompanionStartError(
      `the gateway at ${target.origin} presented a certificate that is not trusted (${first.code}). ` +
        `If it is your gateway's own (self-signed) certificate, start with --device-ca <file> naming it`,
    );
  }
  const assets = await WebAssets.load(options.webRoot, await loadZonesAsset());
  const { app, upstream } = await buildApp(options, dispatcher, assets);
  try {
    await listen(app, options);
  } catch (error) {
    upstream.close();
    await dispatcher.close();
    throw error;
  }
  const address = app.server.address();
  const port = address !== null && typeof address === 'object' ? address.port : options.port;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  const url = `http://${host}:${String(port)}/`;
  log(`dtu-web companion listening on ${url}`);
  const login = target.user === undefined ? '' : ` (its own login: ${target.user})`;
  log(`Forwarding /api, /livedata and /console to ${target.origin}/${login}`);
  if (!assets.built) log('The web app is not built yet: run `npm run build` (npm start does it)');

  let last: ProbeResult['kind'] | undefined;
  const report = (result: ProbeResult): void => {
    const away = result.kind === 'away';
    if (last === undefined || away !== (last === 'away')) log(describeProbe(result, target));
    last = result.kind;
  };
  report(first);
  const watch = setInterval(() => {
    void probeGateway(target, dispatcher).then(report);
  }, options.watchMs ?? WATCH_MS);
  watch.unref();

  return {
    url,
    port,
    upstream,
    async stop() {
      clearInterval(watch);
      upstream.close();
      await app.close();
      await dispatcher.close();
    },
  };
}
