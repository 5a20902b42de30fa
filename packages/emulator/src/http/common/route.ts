/** Routes registered from protocol's endpoint table: path, method and access level come from there. */
import type { Endpoint } from '@dtu-web/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What a GET handler gets: the request (with the query it may carry, possibly repeated) and the reply. */
export type RouteHandler<Query> = (
  request: FastifyRequest<{ Querystring: Query }>,
  reply: FastifyReply,
) => FastifyReply | Promise<FastifyReply>;

/** Registers a read (a GET without a body) of the table with its handler. */
export function readRoute<Query = unknown>(
  app: FastifyInstance,
  endpoint: Endpoint<unknown, unknown, unknown, 'none'>,
  handler: RouteHandler<Query>,
): void {
  app.route<{ Querystring: Query }>({
    method: endpoint.method,
    url: endpoint.path,
    config: { auth: endpoint.auth },
    handler,
  });
}

/** Registers an upload (a POST of a multipart file) of the table with its handler. */
export function uploadRoute<Query = unknown>(
  app: FastifyInstance,
  endpoint: Endpoint<unknown, unknown, unknown, 'file'>,
  handler: RouteHandler<Query>,
): void {
  app.route<{ Querystring: Query }>({
    method: endpoint.method,
    url: endpoint.path,
    config: { auth: endpoint.auth },
    handler,
  });
}
