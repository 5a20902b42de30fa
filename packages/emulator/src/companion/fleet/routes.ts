/**
 * `GET /api/x/fleet` and `GET /metrics` (companion-api §3) as one plugin; both answer from what the
 * companion already holds (the fleet) or asks in parallel within a limit (the metrics), so a gateway
 * that went away never makes them wait for it. Each gateway is judged by its own rule for the request's
 * login (issue 30): one that login does not open is listed locked, without values, and hides nothing
 * of the others; both answer 200 to everyone.
 */
import type { GatewayAccess } from '@dtu-web/protocol';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import '../../http/common/auth.ts';
import { fleetMetrics, type MetricsSource } from './metrics.ts';
import { fleetStatus, type FleetMember } from './status.ts';

export type FleetSource = FleetMember &
  MetricsSource & { access(authorization: string | undefined): Promise<GatewayAccess> };

/** Every gateway's access for this request's login, asked of all at once. */
export function accessOf(
  gateways: readonly FleetSource[],
  request: FastifyRequest,
): Promise<GatewayAccess[]> {
  return Promise.all(gateways.map((gateway) => gateway.access(request.headers.authorization)));
}

export function fleetRoutes(
  gateways: readonly FleetSource[],
  now: () => number = Date.now,
): FastifyPluginAsync {
  return (app) => {
    app.get('/api/x/fleet', { config: { auth: 'readonly' } }, async (request) => {
      const access = await accessOf(gateways, request);
      return fleetStatus(
        gateways.map((member, i) => ({ member, access: access[i] ?? { locked: true, login: 'unknown' } })),
        now(),
      );
    });
    app.get('/metrics', { config: { auth: 'readonly' } }, async (request, reply) => {
      const access = await accessOf(gateways, request);
      const text = await fleetMetrics(
        gateways,
        gateways.map((_gateway, i) => access[i]?.locked ?? true),
        request.headers.authorization,
      );
      return reply.type('text/plain; version=0.0.4; charset=utf-8').send(text);
    });
    return Promise.resolve();
  };
}
