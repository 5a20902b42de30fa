/**
 * The browsers' `/livedata` and `/console` websockets: each upgrade is admitted as the gateway would
 * admit it (admission.ts), then attached to the gateway's one shared socket (upstream/). The browser's
 * socket is only accepted once that socket is open: a gateway that refuses, is away, or does not
 * complete its handshake in time makes the browser's upgrade fail with that status, never with 101/200.
 * A plain GET of these paths is the web app's page, as on the device.
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { request } from 'undici';
import type { GatewayDispatcher } from './forward/dispatcher.ts';
import type { DeviceTarget } from './target.ts';
import type { Admission } from './upstream/admission.ts';
import { type AdmissionAnswer, type AdmissionCheck } from './upstream/admission.ts';
import type { Handshake } from './upstream/channel.ts';
import { SOCKET_PATHS, type GatewayUpstream } from './upstream/gatewayUpstream.ts';

/** A small read-only endpoint of the gateway: its answer to a login is its answer to the websocket. */
const ADMISSION_PATH = '/api/ntp/status';

/**
 * Asks the gateway whether this login (or none) may read: 2xx yes, 401 no — with the login prompt header
 * exactly when the gateway gives one (it does for requests that do not say they are scripts).
 */
export function askGateway(
  dispatcher: GatewayDispatcher,
  target: DeviceTarget,
  timeoutMs: number,
  path: string = ADMISSION_PATH,
): AdmissionCheck {
  return async ({ authorization, script }) => {
    const headers: Record<string, string> = {};
    if (script) headers['x-requested-with'] = 'XMLHttpRequest';
    if (authorization !== undefined) headers.authorization = authorization;
    try {
      const answer = await request(target.origin + path, {
        dispatcher: dispatcher.questions,
        headers,
        signal: AbortSignal.timeout(timeoutMs),
      });
      await answer.body.dump();
      if (answer.statusCode === 401) {
        const authenticate = answer.headers['www-authenticate'];
        return typeof authenticate === 'string'
          ? { kind: 'refused', status: 401, authenticate }
          : { kind: 'refused', status: 401 };
      }
      return answer.statusCode < 300 ? { kind: 'admitted' } : { kind: 'away' };
    } catch (error) {
      return (error as { name?: unknown }).name === 'TimeoutError' ? { kind: 'slow' } : { kind: 'away' };
    }
  };
}

type Refusal = AdmissionAnswer | Handshake;

async function refuse(request: FastifyRequest, reply: FastifyReply, outcome: Refusal): Promise<void> {
  // A refused upgrade owns a detached socket that no HTTP keep-alive logic will close.
  reply.raw.once('finish', () => {
    request.raw.socket.end();
  });
  void reply.header('connection', 'close').type('text/plain');
  if (outcome.kind === 'refused') {
    if ('authenticate' in outcome && outcome.authenticate !== undefined) {
      void reply.header('www-authenticate', outcome.authenticate);
    }
    await reply.code(outcome.status).send('');
  } else if (outcome.kind === 'slow')
    await reply.code(504).send('The gateway is slow: its websocket did not open in time\n');
  else await reply.code(503).send('Gateway unreachable\n');
}

export interface BrowserSocketOptions {
  upstream: GatewayUpstream;
  admission: Admission;
}

/** The websocket server, once per companion (before any gateway's routes). */
export async function websocketSupport(app: FastifyInstance): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
}

/** The gateway's socket routes in `app` (a scope: with a `/g/<id>` prefix, or none for the first). */
export function browserSockets(app: FastifyInstance, options: BrowserSocketOptions): void {
  const { upstream, admission } = options;
  for (const path of SOCKET_PATHS) {
    const channel = upstream.channel(path);
    app.route({
      method: 'GET',
      url: path,
      preValidation: async (request, reply) => {
        if (request.headers.upgrade?.toLowerCase() !== 'websocket') return;
        const authorization = request.headers.authorization;
        const admitted = await admission.admit({
          authorization,
          script: request.headers['x-requested-with'] !== undefined,
        });
        if (admitted.kind !== 'admitted') {
          await refuse(request, reply, admitted);
          return;
        }
        const handshake = await channel.ensureOpen(upstream.authorization ?? authorization);
        if (handshake.kind !== 'open') await refuse(request, reply, handshake);
      },
      handler: (_request, reply) => {
        reply.callNotFound();
      },
      wsHandler: (socket) => {
        channel.attach(socket);
      },
    });
  }
}
