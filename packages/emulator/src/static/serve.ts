/**
 * Sending the web app's files, shared by the virtual gateway and the companion: gzip from memory, an ETag
 * (304 on If-None-Match), and the cache policy — a file whose name carries its content hash (Vite's
 * `assets/<name>-<hash>.<ext>`) is kept for a year untouched, everything else (index.html above all) is
 * revalidated on every load, so an updated app is never hidden behind a stale page.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches, type StaticAsset } from './webAssets.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, no-cache';

/** Vite's hashed output names: `/assets/<name>-<8 characters of content hash>.<ext>`. */
const HASHED = /^\/assets\/[^/]+-[\w-]{8}\.[a-z0-9]+$/i;

export function cacheControlFor(urlPath: string): string {
  return HASHED.test(urlPath) ? IMMUTABLE : REVALIDATE;
}

export function decodePath(url: string): string {
  const path = url.split('?', 1)[0] ?? '/';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Sends one file (or 304) with its ETag and the cache policy of the URL it answers. */
export function sendAsset(
  request: FastifyRequest,
  reply: FastifyReply,
  asset: StaticAsset,
  cacheControl: string = REVALIDATE,
): FastifyReply {
  reply.header('etag', asset.etag).header('cache-control', cacheControl);
  if (etagMatches(request.headers['if-none-match'], asset.etag)) return reply.code(304).send();
  return reply
    .code(200)
    .header('content-type', asset.contentType)
    .header('content-encoding', 'gzip')
    .send(asset.gzipped);
}

/** A GET for a known file gets it; anything else gets index.html (the single-page-app fallback). */
export function sendStatic(
  request: FastifyRequest,
  reply: FastifyReply,
  assets: WebAssetsLike,
): FastifyReply {
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  const path = decodePath(request.url);
  const asset = isRead ? assets.get(path) : undefined;
  return asset === undefined
    ? sendAsset(request, reply, assets.index)
    : sendAsset(request, reply, asset, cacheControlFor(path));
}

interface WebAssetsLike {
  readonly index: StaticAsset;
  get(urlPath: string): StaticAsset | undefined;
}
