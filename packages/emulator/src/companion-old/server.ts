/**
 * The companion: serves the built web app and forwards the gateway's API (`/api/*`) and websockets
 * (`/livedata`, `/console`) to a real OpenDTU through @fastify/http-proxy — request and upload bodies
 * streamed, the browser's Authorization header passed on (or the companion's own login when the request
 * has none). It starts no simulation and keeps running while the gateway is away: API calls then answer
 * 503 and websockets are refused, which the web app shows as "offline" until the gateway is back.
 */
import proxy from '@fastify/http-proxy';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { sendStatic } from '../static/serve.ts';
import { WebAssets } from '../static/webAssets.ts';
import { loadZonesAsset } from '../static/zones.ts';
import { describeProbe, probeGateway, tryHandshake, type ProbeResult } from './probe.ts';
import type { DeviceTarget } from './target.ts';

export const SOCKET_PATHS = ['/livedata', '/console'] as const;
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
}

export interface Companion {
  /** `http://<host>:<port>/` */
  readonly url: string;
  readonly port: number;
  stop(): Promise<void>;
}

export class PortInUseError extends Error {}

/** The request's headers, plus the companion's login when the browser sent none. */
function withLogin<T extends { authorization?: string }>(headers: T, target: DeviceTarget): T {
  if (target.authorization === undefined || headers.authorization !== undefined) return headers;
  return { ...headers, authorization: target.authorization };
}

async function buildApp(target: DeviceTarget, assets: WebAssets): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, forceCloseConnections: true });

  // Registered first: the proxy's routes take the error handler in place when they are added.
  app.setErrorHandler((error: { statusCode?: number; message?: string }, _request, reply) => {
    // The gateway's own answers (even its 500s) are passed on as they are; an error here means it was
    // not reached: refused, reset, timed out.
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status < 500)
      return reply
        .code(status)
        .type('text/plain')
        .send(error.message ?? 'Bad Request');
    return reply.code(503).type('text/plain').send(`The gateway at ${target.origin} did not answer`);
  });
  // The browser's websocket is answered as the gateway answers a trial handshake (see tryHandshake).
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.upgrade?.toLowerCase() !== 'websocket') return;
    const path = request.url.split('?', 1)[0] ?? '';
    if (!(SOCKET_PATHS as readonly string[]).includes(path)) return;
    const auth = withLogin({ authorization: request.headers.authorization }, target).authorization;
    const result = await tryHandshake(
      target.origin.replace(/^http/, 'ws') + request.url,
      auth === undefined ? {} : { authorization: auth },
    );
    if (result.kind === 'open') return;
    if (result.kind === 'away') {
      await reply.code(503).type('text/plain').send('Gateway unreachable');
      return;
    }
    if (result.authenticate !== undefined) reply.header('www-authenticate', result.authenticate);
    await reply.code(result.status).send();
  });

  const replyOptions = {
    rewriteRequestHeaders: (_request: unknown, headers: IncomingHttpHeaders) => withLogin(headers, target),
  };
  await app.register(proxy, {
    upstream: target.origin,
    prefix: '/api',
    rewritePrefix: '/api',
    replyOptions,
  });
  // The upgrade's own Authorization (a browser turns ws://user:pw@host/ into one) goes on to the gateway;
  // the plugin supports this hook although its typings do not list it, so it is passed as a variable.
  const wsClientOptions = {
    headers: {},
    rewriteRequestHeaders: (headers: Record<string, string>, request: FastifyRequest) =>
      withLogin(
        request.headers.authorization === undefined
          ? headers
          : { ...headers, authorization: request.headers.authorization },
        target,
      ),
  };
  for (const path of SOCKET_PATHS) {
    await app.register(proxy, {
      upstream: target.origin,
      prefix: path,
      rewritePrefix: path,
      replyOptions,
      websocket: true,
      wsClientOptions,
    });
  }

  // Everything else is the web app: its files, /zones.json, and index.html for any other path.
  app.setNotFoundHandler((request, reply) => sendStatic(request, reply, assets));
  return app;
}

/** Starts the companion; throws PortInUseError when the port is taken. */
export async function startCompanion(options: CompanionOptions): Promise<Companion> {
  const log = options.log ?? (() => undefined);
  const { target } = options;
  const assets = await WebAssets.load(options.webRoot, await loadZonesAsset());
  const app = await buildApp(target, assets);
  try {
    await app.listen({ host: options.host, port: options.port });
  } catch (error) {
    await app.close();
    if ((error as { code?: unknown }).code === 'EADDRINUSE') {
      throw new PortInUseError(
        `port ${String(options.port)} on ${options.host} is already in use: stop the program using it or choose another --port`,
      );
    }
    throw error;
  }
  const address = app.server.address();
  const port = address !== null && typeof address === 'object' ? address.port : options.port;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  const url = `http://${host}:${String(port)}/`;
  log(`dtu-web companion listening on ${url}`);
  const login = target.user === undefined ? '' : ` (login: ${target.user})`;
  log(`Forwarding /api, /livedata and /console to ${target.origin}/${login}`);
  if (!assets.built) log('The web app is not built yet: run `npm run build` (npm start does it)');

  let last: ProbeResult['kind'] | undefined;
  const check = async (): Promise<void> => {
    const result = await probeGateway(target);
    const away = result.kind === 'away';
    if (last === undefined || away !== (last === 'away')) log(describeProbe(result, target));
    last = result.kind;
  };
  await check();
  const watch = setInterval(() => void check(), options.watchMs ?? WATCH_MS);
  watch.unref();

  return {
    url,
    port,
    async stop() {
      clearInterval(watch);
      await app.close();
    },
  };
}
