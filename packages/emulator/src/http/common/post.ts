/**
 * The shape every JSON POST of the device shares (device-api §0.1): read `data` (1002/1003/1004), run the
 * protocol schema with the device's checks in the device's order (1005, then the endpoint's codes), then
 * let the endpoint apply state checks and save. Only the last step differs per endpoint; `configPost` is
 * the common case of a body that is just stored.
 */
import {
  checkBody,
  dataMaxLength,
  endpoints,
  failureResult,
  requestSchemaFor,
  type ApiResult,
  type ConfigFile,
  type DataEndpointName,
  type FirmwareRelease,
  type RequestOf,
  type ResponseCode,
  type RuleFailure,
} from '@dtu-web/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GatewayContext } from '../../context.ts';
import type { ConfigArea } from '../../config/store.ts';
import { readDataField } from './dataField.ts';
import { announcedTooLarge, sendText } from './upload.ts';

/** Largest body a JSON POST reads, whatever its encoding (as Fastify's body limit for urlencoded). */
const FORM_BODY_LIMIT = 1024 * 1024;
import { codeMessage, codeResult, sendResult } from './result.ts';

/** Our words for the device's code-less failures (network hostname, SSID, WiFi password lengths). */
const UNCODED_MESSAGES: Readonly<Record<string, string>> = {
  hostname: 'Hostname must be between 1 and 31 characters long!',
  ssid: 'SSID must be between 1 and 32 characters long!',
  password: 'Password must not be longer than 63 characters!',
};

/** The device's warning for a failed check, in protocol's envelope (`failureResult`) with our text. */
function failureAnswer(failure: RuleFailure): ApiResult {
  const text =
    failure.code === undefined
      ? (UNCODED_MESSAGES[failure.field ?? ''] ?? 'Invalid value!')
      : codeMessage(failure.code);
  return failureResult(failure, text);
}

/** A handler's answer "no such thing": 404 with an empty body (the file API's delete of a missing file). */
export const NOT_FOUND = Symbol('404 with an empty body');

/** The checked body of a save endpoint. */
export type RequestBody<N extends DataEndpointName> = RequestOf<(typeof endpoints)[N]>;

export interface JsonPostRoute<N extends DataEndpointName> {
  /** The endpoint in protocol's table: path, access level and request schema come from there. */
  endpoint: N;
  /** The gateway's release: it picks the schema (firmware-versions.md §2, `requestSchemaFor`). */
  release: FirmwareRelease;
  /** State checks and the save, after the body passed the schema. */
  handle: (
    value: RequestBody<N>,
    request: FastifyRequest,
  ) => ApiResult | typeof NOT_FOUND | Promise<ApiResult | typeof NOT_FOUND>;
}

export function jsonPost<N extends DataEndpointName>(app: FastifyInstance, route: JsonPostRoute<N>): void {
  const endpoint = endpoints[route.endpoint];
  const schema = requestSchemaFor(route.release, route.endpoint);
  app.post(endpoint.path, { config: { auth: endpoint.auth } }, async (request, reply) => {
    // A body announced far beyond any `data` is refused unread (413, connection closed), not waited for.
    if (announcedTooLarge(request, FORM_BODY_LIMIT)) {
      return sendText(reply, 413, 'The request body is too large.');
    }
    const data = await readDataField(request, dataMaxLength(endpoint.path));
    if (!data.ok) return sendResult(reply, data.result);
    const check = checkBody(schema, data.json, 'server');
    if (!check.ok) return sendResult(reply, failureAnswer(check.failure));
    const result = await route.handle(check.value, request);
    return result === NOT_FOUND ? reply.code(404).send('') : sendResult(reply, result);
  });
}

/** Saves a change: the success result, or 1006 when the file could not be written. */
export async function saveConfig(
  ctx: GatewayContext,
  area: ConfigArea,
  mutate: (draft: ConfigFile) => void,
  success: ApiResult = codeResult(1001),
): Promise<ApiResult> {
  return (await ctx.store.save(area, mutate)) ? success : codeResult(1006);
}

/** A POST whose body, once checked, is simply stored in config.json (most settings pages). */
export interface ConfigPostRoute<N extends DataEndpointName> {
  endpoint: N;
  area: ConfigArea;
  /** Writes the checked body into a draft of config.json. */
  apply: (draft: ConfigFile, value: RequestBody<N>) => void;
  /** The answer to a successful save (default 1001). */
  success?: ResponseCode;
  /** What the device does at once after a successful save; `before` is the config the request found. */
  afterSave?: (value: RequestBody<N>, before: ConfigFile) => void;
}

export function configPost<N extends DataEndpointName>(
  app: FastifyInstance,
  ctx: GatewayContext,
  route: ConfigPostRoute<N>,
): void {
  jsonPost(app, {
    endpoint: route.endpoint,
    release: ctx.release,
    handle: async (value) => {
      const before = ctx.store.config;
      const saved = await ctx.store.save(route.area, (draft) => {
        route.apply(draft, value);
      });
      if (!saved) return codeResult(1006);
      route.afterSave?.(value, before);
      return codeResult(route.success ?? 1001);
    },
  });
}
