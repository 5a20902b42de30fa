/**
 * The device's static files and its single-page-app fallback (device-api §0): a GET for a known file
 * gets that file, anything else that no route took — unknown paths, unknown /api/ paths, other methods —
 * gets index.html with 200. Everything is sent gzipped with an ETag and revalidated (304).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches, type StaticAsset, type WebAssets } from '../static/webAssets.ts';

function decodePath(url: string): string {
  const path = url.split('?', 1)[0] ?? '/';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export function sendAsset(request: FastifyRequest, reply: FastifyReply, asset: StaticAsset): FastifyReply {
  reply.header('etag', asset.etag).header('cache-control', 'public, must-revalidate');
  if (etagMatches(request.headers['if-none-match'], asset.etag)) return reply.code(304).send();
  return reply
    .code(200)
    .header('content-type', asset.contentType)
    .header('content-encoding', 'gzip')
    .send(asset.gzipped);
}

export function staticFallback(app: FastifyInstance, assets: WebAssets): void {
  app.setNotFoundHandler((request, reply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const asset = (isRead ? assets.get(decodePath(request.url)) : undefined) ?? assets.index;
    return sendAsset(request, reply, asset);
  });
}
