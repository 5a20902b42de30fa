/**
 * The device's static files and its single-page-app fallback (device-api §0): a GET for a known file
 * gets that file, anything else that no route took — unknown paths, unknown /api/ paths, other methods —
 * gets index.html with 200. Everything is sent gzipped with an ETag and revalidated (304); hashed build
 * files are cached for a year (src/static/serve.ts).
 */
import type { FastifyInstance } from 'fastify';
import { sendStatic } from '../static/serve.ts';
import type { WebAssets } from '../static/webAssets.ts';

export function staticFallback(app: FastifyInstance, assets: WebAssets): void {
  app.setNotFoundHandler((request, reply) => sendStatic(request, reply, assets));
}
