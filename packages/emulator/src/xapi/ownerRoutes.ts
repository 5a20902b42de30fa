/**
 * What owners ask of a history (issue 29): `GET /api/x/history/records` (readonly) and the money and CO₂
 * settings, `GET`/`POST /api/x/history/settings` (readonly / admin, form field `data` like the device).
 * An invalid settings body answers 400 with 90001 and `param.field`.
 */
import { CompanionCode, checkBody, historySettingsSchema } from '@dtu-web/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseDeviceJson } from '../config/deviceJson.ts';
import { historyRecords } from '../history/records.ts';
import type { HistoryStore } from '../history/store.ts';
import { readDataField } from '../http/common/dataField.ts';
import { gatewayOf, ParamError, type Query } from './params.ts';
import { SettingsFile } from './settingsFile.ts';

/** Longest `data` accepted (100 tariffs fit in about 10 KB). */
const SETTINGS_MAX_BYTES = 32 * 1024;

type Handler = (request: FastifyRequest, reply: FastifyReply, store: HistoryStore) => unknown;

export interface OwnerRouteDeps {
  ids: (request: FastifyRequest) => string[];
  history: (handler: Handler) => (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  settingsFile?: () => string | undefined;
}

const bad = (message: string, field?: string): ParamError =>
  new ParamError(CompanionCode.BadParameter, message, 400, field);

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return firstString(value[0]);
  return undefined;
}

/** The JSON of form field `data` (urlencoded, or multipart where the host reads multipart). */
async function settingsData(request: FastifyRequest): Promise<unknown> {
  if (typeof request.isMultipart === 'function' && request.isMultipart()) {
    const field = await readDataField(request, SETTINGS_MAX_BYTES);
    if (!field.ok) throw bad('send the settings as form field "data" (JSON)', 'data');
    return field.json;
  }
  const body: unknown = request.body;
  const text =
    typeof body === 'string'
      ? (new URLSearchParams(body).get('data') ?? undefined)
      : typeof body === 'object' && body !== null
        ? firstString((body as Record<string, unknown>)['data'])
        : undefined;
  if (text === undefined) throw bad('send the settings as form field "data" (JSON)', 'data');
  if (Buffer.byteLength(text, 'utf8') > SETTINGS_MAX_BYTES) throw bad('the settings are too long', 'data');
  try {
    return parseDeviceJson(text);
  } catch {
    throw bad('form field "data" is no JSON', 'data');
  }
}

export function ownerRoutes(app: FastifyInstance, deps: OwnerRouteDeps): void {
  let file: SettingsFile | undefined;
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: SETTINGS_MAX_BYTES * 4 },
      (_request, body, done) => {
        done(null, body);
      },
    );
  }
  const settings = (): SettingsFile => {
    const path = deps.settingsFile?.();
    if (file === undefined && path !== undefined) file = new SettingsFile(path);
    if (file === undefined) {
      throw new ParamError(CompanionCode.HistoryNotRecorded, 'settings are not kept here', 404);
    }
    return file;
  };

  app.get(
    '/api/x/history/records',
    { config: { auth: 'readonly' } },
    deps.history((request, _reply, store) => {
      const gateway = gatewayOf(request.query as Query, deps.ids(request));
      return historyRecords(store, gateway);
    }),
  );

  app.get(
    '/api/x/history/settings',
    { config: { auth: 'readonly' } },
    deps.history(async (request) => {
      const gateway = gatewayOf(request.query as Query, deps.ids(request));
      return settings().get(gateway);
    }),
  );

  app.post(
    '/api/x/history/settings',
    { config: { auth: 'admin' } },
    deps.history(async (request) => {
      const gateway = gatewayOf(request.query as Query, deps.ids(request));
      const input = await settingsData(request);
      const checked = checkBody(historySettingsSchema, input, 'server');
      if (!checked.ok) {
        const field = checked.failure.field ?? 'data';
        throw bad(`${field} is not valid`, field);
      }
      await settings().set(gateway, checked.value);
      return { type: 'success', message: 'Settings saved!' };
    }),
  );
}
