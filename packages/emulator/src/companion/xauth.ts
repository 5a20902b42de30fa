/**
 * Who may use the companion's own endpoints (`/api/x/*`, `/metrics`; companion-api §0): each gateway
 * decides for itself. A route's `config.auth` says the level; `gateway=` names the gateway asked, else
 * every gateway is. Readers pass where the gateway allows read-only access, else with its admin login;
 * the companion asks the gateway and keeps the answer ≤ 60 s. A gateway that is away is judged by its
 * last answer; its own history is not shown to a login it never checked.
 *
 * The fleet-wide views (`/api/x/info`, `/api/x/fleet`, `/metrics`) are not refused here at all (issue
 * 30): they list every gateway and judge each by its own rule, leaving out the values of those the
 * request's login does not open — one locked gateway no longer hides the others.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import '../http/common/auth.ts';
import { sendUnauthorized } from '../http/common/auth.ts';
import type { GatewayLink } from './link.ts';

/** Routes that answer everyone and judge each gateway themselves (fleet/routes.ts, the info). */
export const EACH_GATEWAY_ROUTES: ReadonlySet<string> = new Set(['/api/x/info', '/api/x/fleet', '/metrics']);

function chosenGateway(request: FastifyRequest): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.gateway;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

async function unreachable(reply: FastifyReply): Promise<FastifyReply> {
  return reply.code(503).type('text/plain').send('Gateway unreachable: it cannot check this login now\n');
}

export function guardCompanionRoutes(app: FastifyInstance, links: readonly GatewayLink[]): void {
  app.addHook('onRequest', async (request, reply) => {
    const level = request.routeOptions.config.auth ?? 'admin';
    if (level === 'public') return undefined;
    if (EACH_GATEWAY_ROUTES.has(request.routeOptions.url ?? '')) return undefined;
    const id = chosenGateway(request);
    // An unknown id is the route's to answer (90002); a single gateway is always the one asked.
    const asked = id === undefined ? links : links.filter((link) => link.id === id);
    if (asked.length === 0) return undefined;
    // A gateway's own history (and any write) needs its verdict; the fleet-wide views skip one away.
    const single = id !== undefined || level === 'admin' || request.url.startsWith('/api/x/history');
    const answers = await Promise.all(
      asked.map((link) =>
        link.admit(level === 'admin' ? 'admin' : 'readonly', request.headers.authorization),
      ),
    );
    if (answers.some((answer) => answer.kind === 'refused')) return sendUnauthorized(request, reply);
    if (single && answers.some((answer) => answer.kind !== 'admitted')) return unreachable(reply);
    return undefined;
  });
}
