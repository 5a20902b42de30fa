/**
 * `POST /api/x/gateways/name?gateway=<id>` (issue 30; companion-api §3): the owner names a gateway in
 * the companion, with that gateway's admin login (xauth.ts asks it). Form field `data` like the device's
 * saves: `{"name":"Garage roof"}`; "" goes back to the gateway's host name. The name is kept in the data
 * directory (gatewayNames.ts) and shown in /api/x/info, /api/x/fleet and the `/metrics` labels. Anything
 * else than a name answers 400 with 90001; an unknown gateway 404 with 90002.
 */
import {
  CompanionCode,
  DATA_MAX_LENGTH,
  checkBody,
  requestSchemas,
  type GatewayNameResult,
} from '@dtu-web/protocol';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import '../../http/common/auth.ts';
import { parseDeviceJson } from '../../config/deviceJson.ts';

/** What naming needs of a gateway (GatewayLink has it). */
export interface NamedGateway {
  readonly id: string;
  readonly name: string;
  ownName: string | null;
}

export interface NameRoutesOptions {
  gateways: readonly NamedGateway[];
  /** Keeps the name (undefined: none) for the next start; resolves once it is kept. */
  keep: (id: string, name: string | undefined) => Promise<void>;
}

function refuse(reply: FastifyReply, status: number, code: number, message: string): FastifyReply {
  return reply.code(status).send({ type: 'warning', message, code });
}

/** The `data` field of an urlencoded body, undefined when there is none. */
function dataField(body: unknown): string | undefined {
  if (typeof body !== 'string') return undefined;
  const value = new URLSearchParams(body).get('data');
  return value ?? undefined;
}

export function nameRoutes(options: NameRoutesOptions): FastifyPluginAsync {
  return (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => {
        done(null, body);
      },
    );
    app.post('/api/x/gateways/name', { config: { auth: 'admin' } }, async (request, reply) => {
      const { gateway: id } = request.query as { gateway?: unknown };
      const only = options.gateways.length === 1 ? options.gateways[0]?.id : undefined;
      const wanted = typeof id === 'string' && id !== '' ? id : only;
      if (wanted === undefined) {
        return refuse(reply, 400, CompanionCode.BadParameter, 'gateway=<id> names the gateway to name');
      }
      const gateway = options.gateways.find((candidate) => candidate.id === wanted);
      if (gateway === undefined) {
        return refuse(reply, 404, CompanionCode.UnknownGateway, `no gateway "${wanted}" here`);
      }
      const text = dataField(request.body);
      let input: unknown;
      try {
        if (text === undefined || text.length > DATA_MAX_LENGTH) throw new Error('no data');
        input = parseDeviceJson(text);
      } catch {
        return refuse(reply, 400, CompanionCode.BadParameter, 'send data={"name":"…"} as a form field');
      }
      const checked = checkBody(requestSchemas.gatewayNameSave, input, 'server');
      if (!checked.ok) {
        return refuse(
          reply,
          400,
          CompanionCode.BadParameter,
          'name must be text of at most 40 characters, without control characters',
        );
      }
      const name = checked.value.name === '' ? undefined : checked.value.name;
      await options.keep(gateway.id, name);
      gateway.ownName = name ?? null;
      const result: GatewayNameResult = {
        type: 'success',
        message: 'Name saved',
        gateway: { id: gateway.id, name: gateway.name, own_name: gateway.ownName },
      };
      return result;
    });
    return Promise.resolve();
  };
}
