/**
 * /api/config/list|get|upload|delete (device-api §1.14) of v24.10.6: backup, restore and factory reset.
 * v24.11.7 replaced them with the file API (fileApi.ts); there these paths answer the web page.
 */
import { endpoints, hasEndpoint, type ConfigList } from '@dtu-web/protocol';
import { listDataFiles, removeAllButPinMapping } from '../../config/dataFiles.ts';
import { defineArea } from '../../context.ts';
import { jsonPost } from '../common/post.ts';
import { codeResult, sendJson } from '../common/result.ts';
import { readRoute, uploadRoute } from '../common/route.ts';
import { receiveUpload, sendDataFile, type FileQuery } from './restore.ts';

export const configApiRoutes = defineArea((app, ctx) => {
  if (!hasEndpoint(ctx.release, 'configList')) return;

  readRoute(app, endpoints.configList, async (_request, reply) => {
    const body: ConfigList = { configs: (await listDataFiles(ctx.dataDir)).map((name) => ({ name })) };
    return sendJson(reply, body);
  });

  readRoute<FileQuery>(app, endpoints.configGet, (request, reply) => sendDataFile(ctx, request, reply));

  uploadRoute<FileQuery>(app, endpoints.configUpload, (request, reply) => receiveUpload(ctx, request, reply));

  jsonPost(app, {
    release: ctx.release,
    endpoint: 'configDelete',
    handle: async (value) => {
      if (!value.delete) return codeResult(3001);
      await removeAllButPinMapping(ctx.dataDir).catch(() => undefined);
      ctx.requestReboot();
      return codeResult(3002);
    },
  });
});
