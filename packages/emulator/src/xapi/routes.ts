/**
 * `/api/x/info` and `/api/x/history/*` (companion-api §1, §2) as one Fastify plugin, shared by the
 * emulator and the companion: thin routes that check parameters (params.ts) and ask `history/`.
 *
 * Auth: each route declares `config.auth` ('readonly' for reads, 'admin' for the import), the level the
 * host's auth hook enforces (the emulator's: device-api §3; the companion's: asking the gateway).
 * Errors are `{"type":"warning","message","code"}` with 400 (90001, 90003) or 404 (90002, 90004).
 */
import {
  CompanionCode,
  HISTORY_LIMITS,
  type CompanionInfo,
  type GatewayInfo,
  type HistoryExport,
} from '@dtu-web/protocol';
import type {} from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import '../http/common/auth.ts';
import { attachmentHeader } from '../http/common/contentDisposition.ts';
import { localDayKey, offsetOfTz } from '../history/calendar.ts';
import { csvLine } from '../history/csv.ts';
import { energyHistory } from '../history/energy.ts';
import { exportTable } from '../history/exportTable.ts';
import { stringHealth } from '../history/health.ts';
import { ImportError, importDays, parseImport } from '../history/importCsv.ts';
import { powerHistory } from '../history/power.ts';
import type { HistoryStore } from '../history/store.ts';
import {
  day,
  exportRange,
  FORMATS,
  gatewayOf,
  healthDays,
  oneOf,
  ParamError,
  periodRange,
  RESOLUTIONS,
  STEPS,
  type Query,
} from './params.ts';

export interface XApiOptions {
  /** The app's version for /api/x/info. */
  version: string;
  /** The gateways served, given the origin the request came to (the emulator lists itself). */
  gateways: (requestOrigin: string) => GatewayInfo[];
  /** The gateways as `/api/x/info` lists them for this request (the companion: as its login sees them). */
  describe?: (request: FastifyRequest) => Promise<GatewayInfo[]>;
  /** The history, or undefined where none is recorded (then history answers 90004). */
  store?: HistoryStore;
  /** Wall-clock now of a gateway (its "today"). */
  now: (gateway: string) => number;
  /** A gateway's POSIX time zone when the store has none yet (nothing recorded). */
  timezone?: (gateway: string) => string;
}

type Handler = (request: FastifyRequest, reply: FastifyReply, store: HistoryStore) => unknown;

export function xapiRoutes(options: XApiOptions): FastifyPluginAsync {
  return (app) => {
    // The import reads its CSV as text; every other body stays unread (the host's parsers).
    app.addContentTypeParser(
      ['text/csv', 'text/plain'],
      { parseAs: 'string', bodyLimit: HISTORY_LIMITS.importBytes },
      (_request, body, done) => {
        done(null, body);
      },
    );

    const origin = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;
    const ids = (request: FastifyRequest): string[] => options.gateways(origin(request)).map((g) => g.id);

    const history = (handler: Handler) => async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        const store = options.store;
        if (store === undefined) {
          throw new ParamError(CompanionCode.HistoryNotRecorded, 'history is not recorded here', 404);
        }
        return await handler(request, reply, store);
      } catch (error) {
        if (error instanceof ParamError) {
          return reply.code(error.status).send({ type: 'warning', message: error.message, code: error.code });
        }
        throw error;
      }
    };

    const today = (store: HistoryStore, gateway: string): string =>
      localDayKey(
        options.now(gateway),
        offsetOfTz(store.gatewayTz(gateway) ?? options.timezone?.(gateway) ?? ''),
      );

    app.get('/api/x/info', { config: { auth: 'readonly' } }, async (request) => {
      const info: CompanionInfo = {
        version: options.version,
        history: options.store !== undefined,
        gateways: (await options.describe?.(request)) ?? options.gateways(origin(request)),
      };
      return info;
    });

    app.get(
      '/api/x/history/power',
      { config: { auth: 'readonly' } },
      history((request, _reply, store) => {
        const query = request.query as Query;
        const gateway = gatewayOf(query, ids(request));
        return powerHistory(store, gateway, day(query, 'day'));
      }),
    );

    app.get(
      '/api/x/history/energy',
      { config: { auth: 'readonly' } },
      history((request, _reply, store) => {
        const query = request.query as Query;
        const gateway = gatewayOf(query, ids(request));
        const step = oneOf(query, 'step', STEPS, 'day');
        const { from, to } = periodRange(query, step);
        return energyHistory(store, gateway, from, to, step);
      }),
    );

    app.get(
      '/api/x/history/health',
      { config: { auth: 'readonly' } },
      history((request, _reply, store) => {
        const query = request.query as Query;
        const gateway = gatewayOf(query, ids(request));
        return stringHealth(store, gateway, healthDays(query), today(store, gateway));
      }),
    );

    app.get(
      '/api/x/history/export',
      { config: { auth: 'readonly' } },
      history((request, reply, store) => {
        const query = request.query as Query;
        const gateway = gatewayOf(query, ids(request));
        const format = oneOf(query, 'format', FORMATS, 'csv');
        const resolution = oneOf(query, 'resolution', RESOLUTIONS, 'day');
        const { from, to } = exportRange(query, resolution);
        const table = exportTable(store, gateway, from, to, resolution);
        const name = `history-${gateway}-${from}-${to}-${resolution}.${format}`;
        void reply.header('content-disposition', attachmentHeader(name));
        if (format === 'json') {
          const body: HistoryExport = { gateway, from, to, resolution, ...table };
          return reply.type('application/json; charset=utf-8').send(JSON.stringify(body));
        }
        let csv = csvLine(table.columns);
        for (const row of table.rows) csv += csvLine(row);
        return reply.type('text/csv; charset=utf-8').send(csv);
      }),
    );

    app.post(
      '/api/x/history/import',
      { config: { auth: 'admin' } },
      history(async (request, _reply, store) => {
        const query = request.query as Query;
        const gateway = gatewayOf(query, ids(request));
        const text = await csvBody(request);
        try {
          return importDays(store, gateway, parseImport(text), today(store, gateway));
        } catch (error) {
          if (error instanceof ImportError) {
            throw new ParamError(CompanionCode.BadParameter, error.message);
          }
          throw error;
        }
      }),
    );
    return Promise.resolve();
  };
}

/** The CSV of an import: a text body, or the first file of a multipart upload. */
async function csvBody(request: FastifyRequest): Promise<string> {
  if (typeof request.body === 'string') return request.body;
  if (typeof request.isMultipart === 'function' && request.isMultipart()) {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const buffer = await part.toBuffer();
      if (buffer.length > HISTORY_LIMITS.importBytes) {
        throw new ParamError(CompanionCode.RangeTooLarge, 'the file is too large');
      }
      return buffer.toString('utf8');
    }
  }
  throw new ParamError(CompanionCode.BadParameter, 'send the CSV as the body (Content-Type: text/csv)');
}
