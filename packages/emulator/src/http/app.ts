/**
 * Builds the HTTP server of one boot: body parsers, auth, device-style routing (sub-paths, SPA fallback),
 * the websocket endpoints and one plugin per API area.
 */
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { hasFeature } from '@dtu-web/protocol';
import type { AreaPlugin, GatewayContext } from '../context.ts';
import type { WebAssets } from '../static/webAssets.ts';
import { isAllowed, sendUnauthorized } from './common/auth.ts';
import { MULTIPART_FIELD_LIMIT } from './common/dataField.ts';
import { drainBody } from './common/upload.ts';
import { RouteTable } from './common/subpath.ts';
import { websocketRoutes } from './sockets.ts';
import { staticFallback } from './static.ts';

/** Largest urlencoded or other non-multipart body we read (far above any valid `data`). */
const BODY_LIMIT = 1024 * 1024;
/** Largest file part we accept (the flash holds 4 MiB); bigger uploads are cut and refused. */
export const UPLOAD_FILE_LIMIT = 4 * 1024 * 1024;

export async function buildApp(
  ctx: GatewayContext,
  assets: WebAssets,
  plugins: readonly AreaPlugin[],
): Promise<FastifyInstance> {
  const routes = new RouteTable();
  const app = Fastify({
    logger: false,
    bodyLimit: BODY_LIMIT,
    // A reboot must cut keep-alive connections too, or browsers would keep talking to a "dead" device.
    forceCloseConnections: true,
    rewriteUrl: (req) => routes.rewrite(req.method ?? 'GET', req.url ?? '/'),
  });
  app.addHook('onRoute', (route) => {
    routes.add(route.url, route.method);
  });

  // Only form bodies carry parameters on the device; any other body is read, ignored and answered as
  // "no data" by the endpoints.
  app.removeAllContentTypeParsers();
  await app.register(formbody, { bodyLimit: BODY_LIMIT });
  await app.register(multipart, {
    limits: {
      fieldSize: MULTIPART_FIELD_LIMIT,
      fileSize: UPLOAD_FILE_LIMIT,
      fields: 50,
      files: 5,
      parts: 60,
    },
  });
  // Other bodies carry no parameters: read and thrown away (up to a limit) so that the answer, "no
  // data", leaves the keep-alive connection usable; a larger one is answered at once and closed (below).
  app.addContentTypeParser('*', (_request, payload, done) => {
    void drainBody(payload).then(() => {
      done(null, undefined);
    });
  });

  // An answer sent before the whole body arrived (no boundary, a refused upload, a body nobody reads,
  // a client that waits for 100 Continue) closes the connection: unread body bytes must never be taken
  // for the next request, nor a keep-alive client left waiting for an answer to a body it never sends.
  app.addHook('onSend', async (request, reply) => {
    if (!request.raw.complete) void reply.header('connection', 'close');
  });

  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config;
    const plainGetOfSocket =
      config.upgradeOnly === true && request.headers.upgrade?.toLowerCase() !== 'websocket';
    // v26.3.28's library left the websockets' auth middleware untyped: it let everyone in (§3.1).
    const openSocket =
      config.upgradeOnly === true &&
      !plainGetOfSocket &&
      hasFeature(ctx.release, 'websocketAuthMiddlewareUntyped') &&
      !hasFeature(ctx.release, 'websocketAuthEnforced');
    const level = request.is404 || plainGetOfSocket || openSocket ? 'public' : (config.auth ?? 'admin');
    if (!isAllowed(level, request.headers.authorization, ctx.store.config.security)) {
      await sendUnauthorized(request, reply);
    }
  });

  // v25.5.10+ (ESP-IDF console): the web API says what it answered, at debug level (tag webapi).
  app.addHook('onResponse', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    ctx.printConsole(`${request.method} ${request.url.split('?')[0] ?? ''}: ${String(reply.statusCode)}`, {
      tag: 'webapi',
      level: 'D',
      espIdfOnly: true,
    });
  });

  app.setErrorHandler((error: { statusCode?: number; message?: string; stack?: string }, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    // A route bug must never be a silent 500: it goes on the serial console (and the CLI's stdout).
    if (status >= 500) {
      ctx.printConsole(
        `HTTP ${request.method} ${request.url} failed: ${error.stack ?? error.message ?? 'unknown error'}`,
        { tag: 'webapi', level: 'E' },
      );
    }
    void reply
      .code(status)
      .type('text/plain')
      .send(status >= 500 ? 'Internal Server Error' : (error.message ?? 'Bad Request'));
  });

  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(websocketRoutes, { ctx });
  for (const plugin of plugins) await app.register(plugin, { ctx });
  staticFallback(app, assets);
  return app;
}
