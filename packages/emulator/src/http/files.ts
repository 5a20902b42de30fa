/**
 * /api/config/list|get|upload|delete (device-api §1.14): backup, restore and factory reset. Unlike the
 * device we check a restored config.json / pin_mapping.json before storing it: a file that would not
 * load as intended is refused with 400 and a reason, and nothing changes. Uploads above
 * RESTORE_FILE_LIMIT are refused from the stream (413), names the store cannot hold with 400.
 */
import {
  checkBody,
  configFileSchema,
  endpoints,
  pinMappingFileSchema,
  type BodySchema,
  type ConfigList,
} from '@dtu-web/protocol';
import type { FastifyReply } from 'fastify';
import { join } from 'node:path';
import { writeFileAtomic } from '../config/atomicWrite.ts';
import {
  fileNameProblem,
  listDataFiles,
  MAX_FILE_NAME_BYTES,
  readDataFile,
  removeAllButPinMapping,
  type FileNameProblem,
} from '../config/dataFiles.ts';
import { PIN_MAPPING_FILE } from '../config/pinMapping.ts';
import { CONFIG_FILE } from '../config/store.ts';
import { defineArea } from '../context.ts';
import { contentTypeFor } from '../static/webAssets.ts';
import { attachmentHeader } from './common/contentDisposition.ts';
import { parseDeviceJson } from '../config/deviceJson.ts';
import { jsonPost } from './common/post.ts';
import { codeResult, sendJson } from './common/result.ts';
import { announcedTooLarge, readFirstFile, sendText, sendUploadOk } from './common/upload.ts';
import { readRoute, uploadRoute } from './common/route.ts';

/** Largest file a restore takes: the device's whole file system holds about 1.4 MB. */
export const RESTORE_FILE_LIMIT = 1024 * 1024;

const NAME_PROBLEMS: Readonly<Record<FileNameProblem, string>> = {
  empty: 'The file name is empty.',
  'too-long': `The file name is too long (at most ${String(MAX_FILE_NAME_BYTES)} bytes in UTF-8).`,
  path: 'A file name must not contain "/", "\\" or NUL.',
  reserved: 'File names starting with "." are reserved for the gateway.',
};
const TOO_LARGE = `The file is too large (at most ${String(RESTORE_FILE_LIMIT)} bytes).`;

const CHECKED_FILES: Readonly<Record<string, BodySchema<unknown>>> = {
  [CONFIG_FILE]: configFileSchema,
  [PIN_MAPPING_FILE]: pinMappingFileSchema,
};

/** Why an upload of `name` must be refused, or undefined when it may be stored. */
export function restoreProblem(name: string, content: Buffer): string | undefined {
  const schema = CHECKED_FILES[name];
  if (schema === undefined) return undefined;
  let json: unknown;
  try {
    // Read like the device reads it (nesting is limited, which also bounds the checks below).
    json = parseDeviceJson(content.toString('utf8'));
  } catch {
    return `${name} is not valid JSON (or nested too deeply); nothing was changed.`;
  }
  const check = checkBody(schema, json, 'server');
  if (check.ok) return undefined;
  const where =
    check.failure.field === undefined || check.failure.field === ''
      ? 'the top level'
      : `"${check.failure.field}"`;
  return `${name} does not have the expected layout (problem at ${where}); nothing was changed.`;
}

/** A name the request may use but the host refuses (a directory of that name, a shorter NAME_MAX). */
function writeFailure(reply: FastifyReply, name: string, error: unknown): FastifyReply {
  const code = (error as { code?: unknown }).code;
  if (code === 'EISDIR' || code === 'ENOTEMPTY' || code === 'EEXIST' || code === 'ENOTDIR') {
    return sendText(
      reply,
      409,
      `"${name}" is taken by a directory in the data directory; nothing was changed.`,
    );
  }
  if (code === 'ENAMETOOLONG') return sendText(reply, 400, NAME_PROBLEMS['too-long']);
  return sendText(reply, 500, 'FAIL');
}

export const fileRoutes = defineArea((app, ctx) => {
  readRoute(app, endpoints.configList, async (_request, reply) => {
    const body: ConfigList = { configs: (await listDataFiles(ctx.dataDir)).map((name) => ({ name })) };
    return sendJson(reply, body);
  });

  readRoute<{ file?: string | string[] }>(app, endpoints.configGet, async (request, reply) => {
    const requested = request.query.file;
    const name = (Array.isArray(requested) ? requested[0] : requested) ?? CONFIG_FILE;
    const content = await readDataFile(ctx.dataDir, name);
    if (content === undefined) return reply.code(404).send('');
    const type = contentTypeFor(name);
    return reply
      .header('content-type', type === 'application/octet-stream' ? 'text/plain' : type)
      .header('content-disposition', attachmentHeader(name))
      .send(content);
  });

  uploadRoute<{ file?: string | string[] }>(app, endpoints.configUpload, async (request, reply) => {
    const requested = request.query.file;
    const name = Array.isArray(requested) ? requested[0] : requested;
    if (name === undefined) return reply.code(500).send('');
    const problem = fileNameProblem(name);
    if (problem !== undefined) return sendText(reply, 400, NAME_PROBLEMS[problem]);
    // Refused before reading: the answer closes the connection, the body is never read.
    if (announcedTooLarge(request, RESTORE_FILE_LIMIT)) return sendText(reply, 413, TOO_LARGE);
    const upload = await readFirstFile(request, RESTORE_FILE_LIMIT);
    if (upload.error === 'too-large') return sendText(reply, 413, TOO_LARGE);
    if (upload.content === undefined) return sendText(reply, 400, 'No file was received.');
    const contentProblem = restoreProblem(name, upload.content);
    if (contentProblem !== undefined) return sendText(reply, 400, contentProblem);
    try {
      await writeFileAtomic(join(ctx.dataDir, name), upload.content);
    } catch (error) {
      return writeFailure(reply, name, error);
    }
    ctx.requestReboot();
    return sendUploadOk(reply);
  });

  jsonPost(app, {
    endpoint: 'configDelete',
    handle: async (value) => {
      if (!value.delete) return codeResult(3001);
      await removeAllButPinMapping(ctx.dataDir).catch(() => undefined);
      ctx.requestReboot();
      return codeResult(3002);
    },
  });
});
