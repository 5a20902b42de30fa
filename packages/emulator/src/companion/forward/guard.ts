/**
 * The companion's front door, before anything is served or forwarded: the `Host` check (DNS
 * rebinding, hosts.ts) for every request, then the cross-site check (origin.ts) for everything that
 * changes something or opens a websocket.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HostPolicy } from './hosts.ts';
import { crossSiteRefusal, foreignOrigin } from './origin.ts';

/** A refused websocket upgrade owns a detached socket that no HTTP keep-alive logic will close. */
function endUpgradeAfterAnswer(request: FastifyRequest, reply: FastifyReply): void {
  if (request.headers.upgrade === undefined) return;
  reply.raw.once('finish', () => {
    request.raw.socket.end();
  });
}

export function guardRequests(app: FastifyInstance, hosts: HostPolicy, secure = false): void {
  app.addHook('onRequest', async (request, reply) => {
    const host = request.headers.host;
    if (!hosts.allows(host)) {
      endUpgradeAfterAnswer(request, reply);
      await reply
        .code(403)
        .header('connection', 'close')
        .type('text/plain')
        .send(HostPolicy.refusal(host ?? ''));
      return reply;
    }
    const foreign = foreignOrigin(request.method, request.headers, secure ? 'https' : 'http');
    if (foreign !== undefined) {
      endUpgradeAfterAnswer(request, reply);
      await reply.code(403).header('connection', 'close').type('text/plain').send(crossSiteRefusal(foreign));
      return reply;
    }
    return undefined;
  });
}
