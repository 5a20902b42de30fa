import type { FastifyError, FastifyInstance } from 'fastify';

/**
 * A bug in one of the companion's routes must never be a silent 500 (the server runs without Fastify's
 * logger): an error that carries no status of its own goes to `log` with its stack, and the browser
 * gets a bare 500 without details. Errors with a status (a bad query, a body too large, a gateway
 * that is away) are answers on purpose and keep Fastify's own reply.
 */
export function logRouteErrors(app: FastifyInstance, log: (line: string) => void): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.statusCode !== undefined) throw error; // to Fastify's default handler, as before
    log(`HTTP ${request.method} ${request.url} failed: ${error.stack ?? error.message}`);
    void reply.code(500).type('text/plain').send('Internal Server Error');
  });
}
