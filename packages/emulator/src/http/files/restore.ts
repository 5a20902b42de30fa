/**
 * What the config API (v24.10.6) and the file API (v24.11.7+) share: reading a file named by `?file=`,
 * receiving an upload into the data directory, and the checks we add to the device's. Unlike the device
 * we check a restored config.json / pin_mapping.json before storing it: a file that would not load as
 * intended is refused with 400 and a reason, and nothing changes. Uploads above RESTORE_FILE_LIMIT are
 * refused from the stream (413), names the store cannot hold with 400.
 */
import {
  checkBody,
  configFileSchema,
  hasFeature,
  pinMappingFileSchema,
  type BodySchema,
  type FirmwareRelease,
} from '@dtu-web/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { join } from 'node:path';
import { writeFileAtomic } from '../../config/atomicWrite.ts';
import {
  fileNameProblem,
  MAX_FILE_NAME_BYTES,
  readDataFile,
  type FileNameProblem,
} from '../../config/dataFiles.ts';
import { parseDeviceJson, stripBom } from '../../config/deviceJson.ts';
import { PIN_MAPPING_FILE } from '../../config/pinMapping.ts';
import { CONFIG_FILE } from '../../config/store.ts';
import type { GatewayContext } from '../../context.ts';
import { contentTypeFor } from '../../static/webAssets.ts';
import { attachmentHeader } from '../common/contentDisposition.ts';
import { announcedTooLarge, readFirstFile, sendText, sendUploadOk } from '../common/upload.ts';

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

/**
 * Why an upload of `name` must be refused, or undefined when it may be stored. From v24.11.7 the device
 * skips a UTF-8 byte-order mark at the start of config.json and pin_mapping.json (§3.4); v24.10.6 cannot
 * read such a file.
 */
export function restoreProblem(
  name: string,
  content: Buffer,
  release: FirmwareRelease = 'v24.10.6',
): string | undefined {
  const schema = CHECKED_FILES[name];
  if (schema === undefined) return undefined;
  let json: unknown;
  try {
    const text = content.toString('utf8');
    // Read like the device reads it (nesting is limited, which also bounds the checks below).
    json = parseDeviceJson(hasFeature(release, 'configBomSkipped') ? stripBom(text) : text);
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

export type FileQuery = { file?: string | string[] };

/** The first `file` query parameter (the device reads the first of repeated ones). */
export function fileParam(request: FastifyRequest<{ Querystring: FileQuery }>): string | undefined {
  const requested = request.query.file;
  return Array.isArray(requested) ? requested[0] : requested;
}

/** GET …/get[?file=name]: the file as a download (default config.json), 404 with an empty body when missing. */
export async function sendDataFile(
  ctx: GatewayContext,
  request: FastifyRequest<{ Querystring: FileQuery }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const name = fileParam(request) ?? CONFIG_FILE;
  const content = await readDataFile(ctx.dataDir, name);
  if (content === undefined) return reply.code(404).send('');
  const type = contentTypeFor(name);
  return reply
    .header('content-type', type === 'application/octet-stream' ? 'text/plain' : type)
    .header('content-disposition', attachmentHeader(name))
    .send(content);
}

/**
 * POST …/upload?file=name: the file stored under that name, 200 "OK" and a restart. Without `file` the
 * device answers 500 (and writes nothing).
 */
export async function receiveUpload(
  ctx: GatewayContext,
  request: FastifyRequest<{ Querystring: FileQuery }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const name = fileParam(request);
  if (name === undefined) return reply.code(500).send('');
  const problem = fileNameProblem(name);
  if (problem !== undefined) return sendText(reply, 400, NAME_PROBLEMS[problem]);
  // Refused before reading: the answer closes the connection, the body is never read.
  if (announcedTooLarge(request, RESTORE_FILE_LIMIT)) return sendText(reply, 413, TOO_LARGE);
  const upload = await readFirstFile(request, RESTORE_FILE_LIMIT);
  if (upload.error === 'too-large') return sendText(reply, 413, TOO_LARGE);
  if (upload.content === undefined) return sendText(reply, 400, 'No file was received.');
  const contentProblem = restoreProblem(name, upload.content, ctx.release);
  if (contentProblem !== undefined) return sendText(reply, 400, contentProblem);
  try {
    await writeFileAtomic(join(ctx.dataDir, name), upload.content);
  } catch (error) {
    return writeFailure(reply, name, error);
  }
  ctx.requestReboot();
  return sendUploadOk(reply);
}
