/**
 * Static serving like the device (§0, §1): gzip from memory, ETag = quoted MD5 of the gzipped bytes,
 * 304 on If-None-Match, the SPA fallback for every unmatched path or method, /zones.json, the
 * "please build" page, and sub-path matching of API routes.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  APP_JS,
  get,
  HASHED_JS_PATH,
  INDEX_HTML,
  rawRequest,
  removeDir,
  startTestGateway,
  tempDir,
  useTestGateway,
} from './support/gateway.ts';

const t = useTestGateway();

describe('static files', () => {
  it('serves files gzipped with content type, ETag (MD5 of the gzip) and revalidation caching', async () => {
    const response = await rawRequest(`${t.base}/assets/app.js`);
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toBe('text/javascript');
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(response.headers['etag']).toBe(`"${createHash('md5').update(response.body).digest('hex')}"`);
    expect(gunzipSync(response.body).toString()).toBe(APP_JS);
  });

  it('keeps hashed build files for a year and revalidates index.html on every load', async () => {
    const hashed = await rawRequest(`${t.base}${HASHED_JS_PATH}`);
    expect(hashed.status).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/settings/network']) {
      const page = await rawRequest(t.base + path);
      expect(page.headers['cache-control']).toBe('public, no-cache');
      expect(gunzipSync(page.body).toString()).toBe(INDEX_HTML);
    }
  });

  it('answers 304 without a body when If-None-Match names the ETag', async () => {
    const first = await rawRequest(`${t.base}/`);
    const etag = String(first.headers['etag']);
    const again = await rawRequest(`${t.base}/`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['etag']).toBe(etag);
    const changed = await rawRequest(`${t.base}/`, { headers: { 'If-None-Match': '"other"' } });
    expect(changed.status).toBe(200);
  });

  it.each([
    ['GET', '/settings/network'],
    ['GET', '/index.html'],
    ['GET', '/api/unknown/thing'],
    ['GET', '/api/inverter/add'],
    ['POST', '/api/system/status'],
    ['POST', '/nowhere'],
    ['PUT', '/api/security/config'],
    ['DELETE', '/'],
    ['GET', '/livedata'],
  ])('answers %s %s with index.html (200, the SPA fallback)', async (method, path) => {
    const response = await rawRequest(t.base + path, { method, headers: { Authorization: ADMIN } });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html');
    expect(gunzipSync(response.body).toString()).toBe(INDEX_HTML);
  });

  it('serves /zones.json: > 400 IANA zones with POSIX rules', async () => {
    const response = await get(t.base, '/zones.json');
    expect(response.headers.get('content-type')).toBe('application/json');
    const zones = (await response.json()) as Record<string, string>;
    expect(Object.keys(zones).length).toBeGreaterThan(400);
    expect(zones['Europe/Berlin']).toBe('CET-1CEST,M3.5.0,M10.5.0/3');
    expect(zones['America/New_York']).toBe('EST5EDT,M3.2.0,M11.1.0');
    expect(zones['Etc/UTC']).toBe('UTC0');
    expect(Object.keys(zones)).toEqual(Object.keys(zones).sort());
  });

  it('serves a page asking to build the web app when the web root is missing', async () => {
    const empty = await tempDir('noweb');
    const bare = await startTestGateway({ webRoot: join(empty, 'dist') });
    try {
      const html = await (await get(bare.base, '/settings/ntp')).text();
      expect(html).toContain('npm run build');
      expect((await get(bare.base, '/api/system/status')).status).toBe(200);
    } finally {
      await bare.close();
      await removeDir(empty);
    }
  });
});

describe('sub-path matching', () => {
  it('serves /api/<route>/<anything> with the route, keeping the query', async () => {
    const exact = (await (await get(t.base, '/api/system/status')).json()) as Record<string, unknown>;
    const sub = await get(t.base, '/api/system/status/inverters/whatever');
    expect(sub.headers.get('content-type')).toBe('application/json');
    expect(Object.keys((await sub.json()) as object)).toEqual(Object.keys(exact));
    const file = await get(t.base, '/api/config/get/extra?file=pin_mapping.json', { auth: ADMIN });
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="pin_mapping.json"');
    // Not a sub-path: a longer name is a different, unknown path.
    const other = await rawRequest(`${t.base}/api/system/statusX`);
    expect(other.headers['content-type']).toBe('text/html');
  });
});
