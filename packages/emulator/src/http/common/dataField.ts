/**
 * Reads the JSON document of a device POST from the form body parameter `data` (device-api §0.1):
 * urlencoded or multipart, never the query string. Check order: missing → 1002, longer than the limit
 * (bytes, like the device's String::length) → 1003, not what the device's parser reads (`deviceJson.ts`:
 * JSON plus single quotes and unquoted keys) → 1004. Any other content type has no body
 * parameters at all, so it is 1002 too; a broken multipart body is treated the same way.
 */
import type { ApiResult } from '@dtu-web/protocol';
import type { FastifyRequest } from 'fastify';
import { parseDeviceJson } from '../../config/deviceJson.ts';
import { codeResult } from './result.ts';
import { drainBody } from './upload.ts';

export type DataFieldResult = { ok: true; json: unknown } | { ok: false; result: ApiResult };

/** Multipart field values above this are cut by the parser; anything that long fails 1003 anyway. */
export const MULTIPART_FIELD_LIMIT = 64 * 1024;

interface FieldValue {
  text: string;
  truncated: boolean;
}

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return firstString(value[0]);
  return undefined;
}

async function multipartData(request: FastifyRequest): Promise<FieldValue | undefined> {
  let found: FieldValue | undefined;
  try {
    for await (const part of request.parts({ limits: { fieldSize: MULTIPART_FIELD_LIMIT } })) {
      if (part.type === 'file') {
        // Unread file streams would stall the parser; drain them.
        for await (const _chunk of part.file) {
          // discard
        }
      } else if (part.fieldname === 'data' && found === undefined) {
        const text = typeof part.value === 'string' ? part.value : String(part.value);
        found = { text, truncated: part.valueTruncated };
      }
    }
  } catch {
    // Unparsable (no boundary, a broken body): answered as "no data" once the whole body is in.
    await drainBody(request.raw);
    return undefined;
  }
  return found;
}

async function readField(request: FastifyRequest): Promise<FieldValue | undefined> {
  if (request.isMultipart()) return multipartData(request);
  const body = request.body;
  if (typeof body !== 'object' || body === null) return undefined;
  const text = firstString((body as Record<string, unknown>)['data']);
  return text === undefined ? undefined : { text, truncated: false };
}

export async function readDataField(request: FastifyRequest, maxLength: number): Promise<DataFieldResult> {
  const field = await readField(request);
  if (field === undefined) return { ok: false, result: codeResult(1002) };
  if (field.truncated || Buffer.byteLength(field.text, 'utf8') > maxLength) {
    return { ok: false, result: codeResult(1003) };
  }
  try {
    return { ok: true, json: parseDeviceJson(field.text) };
  } catch {
    return { ok: false, result: codeResult(1004) };
  }
}
