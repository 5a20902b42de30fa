/**
 * `GET /api/x/fleet` and `GET /metrics` (companion-api §3) as one plugin; both answer from what the
 * companion already holds (the fleet) or asks in parallel within a limit (the metrics), so a gateway
 * that went away never makes them wait for it. Auth is the host's (xauth.ts), by `config.auth`.
 */
import type { FastifyPluginAsync } from 'fastify';
import '../../http/common/auth.ts';
import { fleetMetrics, type MetricsSource } from './metrics.ts';
import { fleetStatus, type FleetMember } from './status.ts';

export type FleetSource = FleetMember & MetricsSource;

export function fleetRoutes(
  gateways: readonly FleetSource[],
  now: () => number = Date.now,
  /** More series for `/metrics` (the alerts' gauge). */
  extraMetrics: () => string = () => '',
): FastifyPluginAsync {
  return (app) => {
    app.get('/api/x/fleet', { config: { auth: 'readonly' } }, () => fleetStatus(gateways, now()));
    app.get('/metrics', { config: { auth: 'readonly' } }, async (_request, reply) => {
      const text = (await fleetMetrics(gateways)) + extraMetrics();
      return reply.type('text/plain; version=0.0.4; charset=utf-8').send(text);
    });
    return Promise.resolve();
  };
}
