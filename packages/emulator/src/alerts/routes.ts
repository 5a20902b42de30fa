/**
 * `/api/x/alerts*` (companion-api §4) for the companion and the emulator, and the emulator's
 * `/api/x/sim/fault`. Reads follow the host's read rule, writes need the gateway's admin login (each
 * route's `config.auth`, enforced by the host). Bad input is a 4xx with our codes, never a 5xx.
 */
import { AlertCode, CompanionCode, SIM_FAULTS, type SimFault } from '@dtu-web/protocol';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import '../http/common/auth.ts';
import { MULTIPART_FIELD_LIMIT, readDataField } from '../http/common/dataField.ts';
import { gatewayOf, ParamError, text, type Query } from '../xapi/params.ts';
import { AlertConfigError, type AlertService } from './service.ts';

export interface AlertRoutesOptions {
  /** The running service (undefined while the host starts or has none: 404, code 90004). */
  service: () => AlertService | undefined;
  /** The gateway ids served. */
  gateways: () => string[];
  /** The emulator's plant: breaks or mends an inverter (no such route where undefined). */
  fault?: (serial: string, fault: SimFault, string: number | undefined) => boolean;
}

/** Bodies of a settings save are far below this. */
const BODY_LIMIT = 64 * 1024;
const LIST_LIMIT = { min: 1, max: 1000, fallback: 100 };

type Handler = (
  request: FastifyRequest,
  reply: FastifyReply,
  service: AlertService,
  gateway: string,
) => unknown;

function warning(reply: FastifyReply, status: number, code: number, message: string, param?: object) {
  return reply
    .code(status)
    .send({ type: 'warning', message, code, ...(param === undefined ? {} : { param }) });
}

export function alertRoutes(options: AlertRoutesOptions): FastifyPluginAsync {
  return async (app) => {
    // The host may not parse forms (the companion forwards device POSTs untouched): this scope does.
    if (!app.hasContentTypeParser('multipart/form-data')) {
      await app.register(multipart, { limits: { fieldSize: MULTIPART_FIELD_LIMIT, files: 0 } });
    }
    if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
      app.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: BODY_LIMIT },
        (_request, body, done) => {
          done(null, Object.fromEntries(new URLSearchParams(String(body))));
        },
      );
    }

    const route = (handler: Handler) => async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        const service = options.service();
        if (service === undefined) {
          throw new ParamError(CompanionCode.HistoryNotRecorded, 'alerts are not watched here', 404);
        }
        const gateway = gatewayOf(request.query as Query, options.gateways());
        return await handler(request, reply, service, gateway);
      } catch (error) {
        if (error instanceof ParamError) return warning(reply, error.status, error.code, error.message);
        throw error;
      }
    };

    /** The JSON of the form field `data`, like the device's saves (device-api §0.1). */
    const data = async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
      const read = await readDataField(request, BODY_LIMIT);
      if (!read.ok) {
        await warning(
          reply,
          400,
          CompanionCode.BadParameter,
          'send the settings as JSON in the form field "data"',
        );
        return undefined;
      }
      return read.json;
    };

    app.get(
      '/api/x/alerts',
      { config: { auth: 'readonly' } },
      route((request, _reply, service, gateway) => {
        const raw = (request.query as Query).limit;
        const limit = raw === undefined ? LIST_LIMIT.fallback : Number(raw);
        if (!Number.isInteger(limit) || limit < LIST_LIMIT.min || limit > LIST_LIMIT.max) {
          throw new ParamError(CompanionCode.BadParameter, `limit must be a whole number from 1 to 1000`);
        }
        return service.list(gateway, limit);
      }),
    );

    app.get(
      '/api/x/alerts/config',
      { config: { auth: 'admin' } },
      route((_request, _reply, service, gateway) => service.config(gateway)),
    );

    app.post(
      '/api/x/alerts/config',
      { config: { auth: 'admin' } },
      route(async (request, reply, service, gateway) => {
        const json = await data(request, reply);
        if (reply.sent) return reply;
        try {
          await service.setConfig(gateway, json);
        } catch (error) {
          if (error instanceof AlertConfigError) {
            return warning(reply, 400, AlertCode.InvalidSetting, error.message, { field: error.field });
          }
          throw error;
        }
        return { type: 'success', message: 'Settings saved!', code: 1001 };
      }),
    );

    app.post(
      '/api/x/alerts/test',
      { config: { auth: 'admin' } },
      route(async (request, reply, service, gateway) => {
        const channel = text(request.query as Query, 'channel');
        const outcome = await service.test(gateway, channel);
        if (outcome === undefined) {
          return warning(reply, 404, CompanionCode.BadParameter, `no channel "${channel}" (save it first)`);
        }
        return outcome.ok
          ? { type: 'success', message: 'Test message sent' }
          : { type: 'danger', message: outcome.error, code: AlertCode.ChannelFailed };
      }),
    );

    app.post(
      '/api/x/alerts/ack',
      { config: { auth: 'admin' } },
      route((request, reply, service, gateway) => {
        const id = text(request.query as Query, 'id');
        if (!service.acknowledge(gateway, id)) {
          return warning(reply, 404, CompanionCode.BadParameter, `no alert ${id} on gateway ${gateway}`);
        }
        return { type: 'success', message: 'Acknowledged' };
      }),
    );

    const fault = options.fault;
    if (fault !== undefined) {
      app.post(
        '/api/x/sim/fault',
        { config: { auth: 'admin' } },
        route(async (request, reply) => {
          const json = await data(request, reply);
          if (reply.sent) return reply;
          const body: Record<string, unknown> =
            typeof json === 'object' && json !== null && !Array.isArray(json)
              ? (json as Record<string, unknown>)
              : {};
          const { serial, string } = body;
          const kind = body.fault;
          if (typeof serial !== 'string' || !/^[0-9a-fA-F]{1,16}$/.test(serial)) {
            return warning(reply, 400, CompanionCode.BadParameter, 'serial must be an inverter serial (hex)');
          }
          if (typeof kind !== 'string' || !(SIM_FAULTS as readonly string[]).includes(kind)) {
            return warning(
              reply,
              400,
              CompanionCode.BadParameter,
              `fault must be one of ${SIM_FAULTS.join(', ')}`,
            );
          }
          if (string !== undefined && (typeof string !== 'number' || !Number.isInteger(string))) {
            return warning(
              reply,
              400,
              CompanionCode.BadParameter,
              'string must be a whole number (1 = the first)',
            );
          }
          if (!fault(serial.toLowerCase(), kind as SimFault, string)) {
            return warning(
              reply,
              404,
              CompanionCode.BadParameter,
              `no inverter ${serial} (or no such string)`,
            );
          }
          return { type: 'success', message: `${serial}: ${kind}` };
        }),
      );
    }
  };
}
