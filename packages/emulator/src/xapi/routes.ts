/**
 * `/api/x/info` and `/api/x/history/*` (companion-api §1, §2) as one Fastify plugin, shared by the
 * emulator and the companion: thin routes that check parameters (params.ts) and ask `history/`.
 *
 * Auth: each route declares `config.auth` ('readonly' for reads, 'admin' for the import), the level the
 * host's auth hook enforces (the emulator's: device-api §3; the companion's: asking the gateway).
 * Errors are `{"type":"warning","message","code"}` with 400 (90001, 90003) or 404 (90002, 90004).
 */
import { CompanionCode, HISTORY_LIMITS, type CompanionInfo, type GatewayInfo } from '@dtu-web/protocol';
import type {} from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import '../http/common/auth.ts';
import { attachmentHeader } from '../http/common/contentDisposition.ts';
import { localDayKey, offsetOfTz } from '../history/calendar.ts';
import { energyHistory } from '../history/energy.ts';
import { exportPlan } from '../history/exportTable.ts';
import { stringHealth } from '../history/health.ts';
import { ImportError, importDays, parseImport } from '../history/importCsv.ts';
import { powerHistory } from '../history/power.ts';
import type { HistoryStore } from '../history/store.ts';
import { exportStream } from './exportStream.ts';
import { ownerRoutes } from './ownerRoutes.ts';
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
  /** The recorder's wall-clock now for a gateway (its "today": the recorder's clock decides). */
  now: (gateway: string) => number;
  /**
   * The POSIX time zone the recorder files a gateway's days in ('' = not known: UTC days); when left
   * out or '', the zone the store last recorded with.
   */
  timezone?: (gateway: string) => string;
  /** The gateway's clock minus the recorder's, seconds; null when unknown (issue 29). */
  clockOffset?: (gateway: string) => number | null;
  /** Where the owner's money and CO₂ settings are kept (`history-settings.json`), asked on first use. */
  settingsFile?: () => string | undefined;
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
          const answer = { type: 'warning', message: error.message, code: error.code };
          const param = error.field === undefined ? {} : { param: { field: error.field } };
          return reply.code(error.status).send({ ...answer, ...param });
        }
        throw error;
      }
    };

    const zoneOf = (gateway: string): string => {
      const live = options.timezone?.(gateway) ?? '';
      return live !== '' ? live : (options.store?.gatewayTz(gateway) ?? '');
    };
    const todayOf = (gateway: string): string =>
      localDayKey(options.now(gateway), offsetOfTz(zoneOf(gateway)));
    const today = (_store: HistoryStore, gateway: string): string => todayOf(gateway);

    app.get('/api/x/info', { config: { auth: 'readonly' } }, async (request) => {
      const listed = (await options.describe?.(request)) ?? options.gateways(origin(request));
      const gateways: GatewayInfo[] = listed.map((g) => {
        const tz = zoneOf(g.id);
        const offset = options.clockOffset?.(g.id) ?? null;
        return { ...g, today: todayOf(g.id), tz: tz === '' ? null : tz, clock_offset_s: offset };
      });
      const info: CompanionInfo = {
        version: options.version,
        history: options.store !== undefined,
        gateways,
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
        const plan = exportPlan(store, gateway, from, to, resolution);
        const name = `history-${gateway}-${from}-${to}-${resolution}.${format}`;
        void reply.header('content-disposition', attachmentHeader(name));
        const type = format === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8';
        return reply.type(type).send(exportStream(plan, { gateway, from, to, resolution }, format));
      }),
    );

    app.post(
      '/api/x/history/import',
      { config: { auth: 'admin' } },
      history(async (request, _reply, store) => {
        const query = request.query as Query;
        const gateway = gatewayOf(query, ids(request));
        const dryRun = oneOf(query, 'dry_run', ['0', '1'], '0') === '1';
        const text = await csvBody(request);
        try {
          const serials = store.inverters(gateway).map((i) => i.serial);
          return importDays(store, gateway, parseImport(text, serials), today(store, gateway), dryRun);
        } catch (error) {
          if (error instanceof ImportError) {
            throw new ParamError(CompanionCode.BadParameter, error.message);
          }
          throw error;
        }
      }),
    );
    ownerRoutes(app, { ids, history, settingsFile: options.settingsFile });
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
