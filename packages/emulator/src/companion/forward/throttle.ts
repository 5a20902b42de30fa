/**
 * Sign-in attempts throttled per client (issue 30): the gateway has no limit of its own (30 wrong logins
 * took it 2.3 s), and a companion on a LAN must not become the way to guess its password. A request that
 * carried a login and was answered 401 — by the gateway, or by the companion asking it — is a failure of
 * its client address. After `max` failures within `windowMs`, that client's requests *with a login* are
 * answered 429 with `Retry-After` for `blockMs`, doubled with each further block (up to `maxBlockMs`);
 * requests without a login still pass (what read-only access allows stays readable). A client is
 * forgotten after `maxBlockMs` without failures.
 */
import { CompanionCode } from '@dtu-web/protocol';
import type { FastifyInstance } from 'fastify';

export interface ThrottleOptions {
  max: number;
  windowMs: number;
  blockMs: number;
  maxBlockMs: number;
  now: () => number;
}

export const THROTTLE_DEFAULTS: ThrottleOptions = {
  max: 5,
  windowMs: 60_000,
  blockMs: 30_000,
  maxBlockMs: 15 * 60_000,
  now: Date.now,
};

interface Client {
  failures: number[];
  blocks: number;
  until: number;
  last: number;
}

export class LoginThrottle {
  private readonly clients = new Map<string, Client>();
  private readonly options: ThrottleOptions;

  constructor(options: Partial<ThrottleOptions> = {}) {
    this.options = { ...THROTTLE_DEFAULTS, ...options };
  }

  /** Milliseconds until this client may try a login again; 0 when it may now. */
  retryAfter(address: string): number {
    const client = this.clients.get(address);
    if (client === undefined) return 0;
    return Math.max(0, client.until - this.options.now());
  }

  /** A login of this client was refused. */
  failed(address: string): void {
    const { max, windowMs, blockMs, maxBlockMs, now } = this.options;
    const at = now();
    this.forgetIdle(at);
    const client = this.clients.get(address) ?? { failures: [], blocks: 0, until: 0, last: at };
    client.last = at;
    client.failures = client.failures.filter((time) => at - time < windowMs);
    client.failures.push(at);
    if (client.failures.length >= max) {
      client.blocks += 1;
      client.until = at + Math.min(blockMs * 2 ** (client.blocks - 1), maxBlockMs);
      client.failures = [];
    }
    this.clients.set(address, client);
  }

  private forgetIdle(at: number): void {
    for (const [address, client] of this.clients) {
      if (at - client.last > this.options.maxBlockMs && at >= client.until) this.clients.delete(address);
    }
  }
}

/** Hooks the throttle into every request of the companion (before any route or forwarding). */
export function throttleLogins(app: FastifyInstance, throttle: LoginThrottle): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.authorization === undefined) return undefined;
    const wait = throttle.retryAfter(request.ip);
    if (wait === 0) return undefined;
    if (request.headers.upgrade !== undefined) {
      reply.raw.once('finish', () => {
        request.raw.socket.end();
      });
    }
    await reply
      .code(429)
      .header('retry-after', String(Math.ceil(wait / 1000)))
      .header('connection', request.headers.upgrade === undefined ? 'keep-alive' : 'close')
      .send({
        type: 'warning',
        message: `Too many wrong logins from this address: try again in ${String(Math.ceil(wait / 1000))} s`,
        code: CompanionCode.TooManyLogins,
      });
    return reply;
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (request.headers.authorization !== undefined && reply.statusCode === 401) throttle.failed(request.ip);
    done();
  });
}
