/**
 * Where each gateway is reachable (companion-api §3): its whole device API, `/livedata` and `/console`
 * under `/g/<id>/`, the first gateway also without a prefix (a single-gateway companion looks exactly
 * like a gateway). A `/g/<id>/` of no gateway answers 404 with code 90002; any other path under a known
 * gateway's prefix is the web app's page (the app reads its gateway from the URL).
 */
import { CompanionCode, GATEWAY_PATH_PREFIX } from '@dtu-web/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { browserSockets } from './browserSockets.ts';
import { forwardApi } from './forward/api.ts';
import type { GatewayLink } from './link.ts';

async function mountOne(scope: FastifyInstance, link: GatewayLink, prefix: string): Promise<void> {
  await forwardApi(scope, {
    target: link.target,
    dispatcher: link.dispatcher,
    timeouts: link.timeouts,
    prefix,
    onSecuritySaved: () => {
      link.forgetLogins();
      link.upstream.dropBrowsers();
    },
  });
  browserSockets(scope, { upstream: link.upstream, admission: link.readers });
}

export async function mountGateways(app: FastifyInstance, links: readonly GatewayLink[]): Promise<void> {
  const known = new Set(links.map((link) => link.id));
  for (const [index, link] of links.entries()) {
    const prefix = `${GATEWAY_PATH_PREFIX}${link.id}`;
    await app.register((scope) => mountOne(scope, link, prefix), { prefix });
    if (index === 0) await app.register((scope) => mountOne(scope, link, ''));
  }
  const unknown = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const { id } = request.params as { id?: string };
    if (id !== undefined && known.has(id)) {
      reply.callNotFound();
      return reply;
    }
    return reply.code(404).send({
      type: 'warning',
      message: `no gateway "${id ?? ''}" here`,
      code: CompanionCode.UnknownGateway,
    });
  };
  await app.register((scope) => {
    // Any body is left unread (an upload to a gateway that is not there); the connection then closes.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => {
      done(null, payload);
    });
    scope.addHook('onSend', (request, reply, payload, done) => {
      if (!request.raw.complete) void reply.header('connection', 'close');
      done(null, payload);
    });
    scope.all(`${GATEWAY_PATH_PREFIX}:id`, unknown);
    scope.all(`${GATEWAY_PATH_PREFIX}:id/*`, unknown);
    return Promise.resolve();
  });
}
