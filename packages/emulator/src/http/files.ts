/**
 * /api/config/list|get|upload|delete (device-api §1.14): backup, restore and factory reset. Unlike the
 * device we check a restored config.json / pin_mapping.json before storing it: a file that would not
 * load as intended is refused with 400 and a reason, and nothing changes.
 */
import {
  checkBody,
  configFileSchema,
  factoryResetSchema,
  pinMappingFileSchema,
  type BodySchema,
  type ConfigList,
} from '@dtu-web/protocol';
import { join } from 'node:path';
import { writeFileAtomic } from '../config/atomicWrite.ts';
import { isSafeFileName, listDataFiles, readDataFile, removeAllButPinMapping } from '../config/dataFiles.ts';
import { PIN_MAPPING_FILE } from '../config/pinMapping.ts';
import { CONFIG_FILE } from '../config/store.ts';
import { defineArea } from '../context.ts';
import { contentTypeFor } from '../static/webAssets.ts';
import { jsonPost } from './common/post.ts';
import { codeResult, sendJson } from './common/result.ts';
import { readFirstFile, sendText, sendUploadOk } from './common/upload.ts';

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
    json = JSON.parse(content.toString('utf8')) as unknown;
  } catch {
    return `${name} is not valid JSON; nothing was changed.`;
  }
  const check = checkBody(schema, json, 'server');
  if (check.ok) return undefined;
  const where =
    check.failure.field === undefined || check.failure.field === ''
      ? 'the top level'
      : `"${check.failure.field}"`;
  return `${name} does not have the expected layout (problem at ${where}); nothing was changed.`;
}

export const fileRoutes = defineArea((app, ctx) => {
  app.get('/api/config/list', { config: { auth: 'admin' } }, async (_request, reply) => {
    const body: ConfigList = { configs: (await listDataFiles(ctx.dataDir)).map((name) => ({ name })) };
    return sendJson(reply, body);
  });

  app.get<{ Querystring: { file?: string | string[] } }>(
    '/api/config/get',
    { config: { auth: 'admin' } },
    async (request, reply) => {
      const requested = request.query.file;
      const name = (Array.isArray(requested) ? requested[0] : requested) ?? CONFIG_FILE;
      const content = await readDataFile(ctx.dataDir, name);
      if (content === undefined) return reply.code(404).send('');
      const type = contentTypeFor(name);
      return reply
        .header('content-type', type === 'application/octet-stream' ? 'text/plain' : type)
        .header('content-disposition', `attachment; filename="${name.replace(/"/g, '')}"`)
        .send(content);
    },
  );

  app.post<{ Querystring: { file?: string | string[] } }>(
    '/api/config/upload',
    { config: { auth: 'admin' } },
    async (request, reply) => {
      const requested = request.query.file;
      const name = Array.isArray(requested) ? requested[0] : requested;
      const upload = await readFirstFile(request);
      if (name === undefined) return reply.code(500).send('');
      if (!isSafeFileName(name))
        return sendText(reply, 400, `"${name}" is not a file name this gateway accepts.`);
      if (upload.error === 'too-large') return sendText(reply, 413, 'The file is too large.');
      if (upload.content === undefined) return sendText(reply, 400, 'No file was received.');
      const problem = restoreProblem(name, upload.content);
      if (problem !== undefined) return sendText(reply, 400, problem);
      try {
        await writeFileAtomic(join(ctx.dataDir, name), upload.content);
      } catch {
        return sendText(reply, 500, 'FAIL');
      }
      ctx.requestReboot();
      return sendUploadOk(reply);
    },
  );

  jsonPost(app, {
    url: '/api/config/delete',
    schema: factoryResetSchema,
    handle: async (value) => {
      if (!value.delete) return codeResult(3001);
      await removeAllButPinMapping(ctx.dataDir).catch(() => undefined);
      ctx.requestReboot();
      return codeResult(3002);
    },
  });
});
