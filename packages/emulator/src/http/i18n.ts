/**
 * /api/i18n/languages and /api/i18n/language?code=xx (v24.11.7+, firmware-versions.md §3.9), both without
 * login: the installed language packs (scanned at boot, so an upload counts after its restart) and one
 * pack's file with an ETag (304 when it matches `If-None-Match`), 404 for an unknown or missing code.
 */
import { endpoints, hasEndpoint, type LanguagePackList } from '@dtu-web/protocol';
import type { AreaPlugin } from '../context.ts';
import { readLanguagePacks } from '../config/languagePacks.ts';
import { etagMatches } from '../static/webAssets.ts';
import { queryParam } from './common/inverterParam.ts';
import { sendJson } from './common/result.ts';
import { readRoute } from './common/route.ts';

export const i18nRoutes: AreaPlugin = async (app, { ctx }) => {
  if (!hasEndpoint(ctx.release, 'i18nLanguages')) return;
  const packs = await readLanguagePacks(ctx.dataDir);

  readRoute(app, endpoints.i18nLanguages, (_request, reply) => {
    const body: LanguagePackList = packs.map(({ code, name }) => ({ code, name }));
    return sendJson(reply, body);
  });

  readRoute(app, endpoints.i18nLanguage, (request, reply) => {
    const code = queryParam(request, 'code');
    const pack = code === undefined ? undefined : packs.find((p) => p.code === code);
    if (pack === undefined) return reply.code(404).send('');
    reply.header('etag', pack.etag).header('cache-control', 'public, must-revalidate');
    if (etagMatches(request.headers['if-none-match'], pack.etag)) return reply.code(304).send();
    return reply.code(200).header('content-type', 'application/json').send(pack.content);
  });
};
