/**
 * The file API of v24.11.7+ (firmware-versions.md §3.5), successor of /api/config/*: a list with sizes
 * (a top-level array), download, upload of any name (then a restart), deleting one file (3003, no
 * restart) and the factory reset (delete_all: everything but pin_mapping.json goes, language packs too).
 */
import { endpoints, hasEndpoint, type FileList } from '@dtu-web/protocol';
import { listDataFileSizes, removeAllButPinMapping, removeDataFile } from '../../config/dataFiles.ts';
import { defineArea } from '../../context.ts';
import { jsonPost, NOT_FOUND } from '../common/post.ts';
import { codeResult, sendJson } from '../common/result.ts';
import { readRoute, uploadRoute } from '../common/route.ts';
import { receiveUpload, sendDataFile, type FileQuery } from './restore.ts';

export const fileApiRoutes = defineArea((app, ctx) => {
  if (!hasEndpoint(ctx.release, 'fileList')) return;

  readRoute(app, endpoints.fileList, async (_request, reply) => {
    const body: FileList = await listDataFileSizes(ctx.dataDir);
    return sendJson(reply, body);
  });

  readRoute<FileQuery>(app, endpoints.fileGet, (request, reply) => sendDataFile(ctx, request, reply));

  uploadRoute<FileQuery>(app, endpoints.fileUpload, (request, reply) => receiveUpload(ctx, request, reply));

  jsonPost(app, {
    release: ctx.release,
    endpoint: 'fileDelete',
    handle: async (value) => {
      // A file that is not there: 404 with an empty body.
      if (!(await removeDataFile(ctx.dataDir, value.file))) return NOT_FOUND;
      return codeResult(3003);
    },
  });

  jsonPost(app, {
    release: ctx.release,
    endpoint: 'fileDeleteAll',
    handle: async (value) => {
      if (!value.delete) return codeResult(3001);
      await removeAllButPinMapping(ctx.dataDir).catch(() => undefined);
      ctx.requestReboot();
      return codeResult(3002);
    },
  });
});
