/**
 * The file API and language packs of v24.11.7+ (firmware-versions.md §3.5, §3.9), on the newest and the
 * oldest release that has them: list with sizes, download, delete one (3003, no restart), factory reset
 * (packs go too), upload of any name with a restart, `/api/i18n/*` without login, ETag and 304.
 */
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  expectResult,
  get,
  getJson,
  postBody,
  postData,
  useTestGateway,
  waitFor,
} from './support/gateway.ts';

const PACK = { meta: { name: 'Español', code: 'es' }, display: { offline: 'Desconectado' }, webapp: {} };

describe.each(['v24.11.7', 'v26.3.30'] as const)('file API of %s', (firmware) => {
  const t = useTestGateway({ firmware }, 'test');

  async function upload(query: string, content: string, field = 'config'): Promise<Response> {
    const form = new FormData();
    form.append(field, new Blob([content], { type: 'application/json' }), 'upload.json');
    return postBody(t.base, `/api/file/upload${query}`, form);
  }

  async function rebootAfter(action: () => Promise<void>): Promise<void> {
    const boots = t.gateway.ctx.boot.count;
    await action();
    await waitFor(() => t.gateway.ctx.boot.count > boots && t.gateway.state === 'running', 10_000, 'reboot');
  }

  it('lists the files as a top-level array with sizes, names without "/"', async () => {
    await writeFile(join(t.dataDir, 'notes.txt'), 'hello');
    const list = (await getJson(t.base, '/api/file/list')) as { name: string; size: number }[];
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((f) => f.name)).toEqual(['config.json', 'notes.txt', 'pin_mapping.json']);
    expect(list.find((f) => f.name === 'notes.txt')?.size).toBe(5);
    expect(list.every((f) => !f.name.includes('/') && f.size > 0)).toBe(true);
  });

  it('downloads config.json by default as an attachment; a missing file is 404 with an empty body', async () => {
    const config = await get(t.base, '/api/file/get', { auth: ADMIN });
    expect(config.headers.get('content-disposition')).toBe('attachment; filename="config.json"');
    expect(((await config.json()) as { cfg: object }).cfg).toBeDefined();
    const missing = await get(t.base, '/api/file/get?file=none.json', { auth: ADMIN });
    expect([missing.status, await missing.text()]).toEqual([404, '']);
  });

  it('deletes one file with 3003 and no restart; a missing one is 404 with an empty body', async () => {
    await writeFile(join(t.dataDir, 'old.json'), '{}');
    const boots = t.gateway.ctx.boot.count;
    const response = await postData(t.base, '/api/file/delete', { file: 'old.json' });
    expectResult(await response.json(), 'success', 3003);
    expect(await readdir(t.dataDir)).not.toContain('old.json');
    const again = await postData(t.base, '/api/file/delete', { file: 'old.json' });
    expect([again.status, await again.text()]).toEqual([404, '']);
    expectResult(await (await postData(t.base, '/api/file/delete', { name: 'x' })).json(), 'warning', 1005);
    expect(t.gateway.ctx.boot.count).toBe(boots);
    expect(t.gateway.state).toBe('running');
  });

  it('needs ?file= on upload (500), stores any name, answers text "OK" and restarts', async () => {
    const without = await upload('', '{}');
    expect(without.status).toBe(500);
    await rebootAfter(async () => {
      const response = await upload('?file=anything.bin', 'raw bytes', 'whatever');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toBe('OK');
    });
    expect(await readdir(t.dataDir)).toContain('anything.bin');
  });

  it('installs a language pack at the next boot and serves it without login, with ETag and 304', async () => {
    expect(await (await get(t.base, '/api/i18n/languages')).json()).toEqual([]);
    // A pack without a code is ignored at boot.
    await writeFile(join(t.dataDir, 'broken.lang.json'), JSON.stringify({ meta: { name: 'X', code: '' } }));
    await rebootAfter(async () => {
      expect((await upload('?file=pack.lang.json', JSON.stringify(PACK))).status).toBe(200);
    });
    const languages = await get(t.base, '/api/i18n/languages');
    expect(languages.headers.get('content-type')).toBe('application/json');
    expect(await languages.json()).toEqual([{ code: 'es', name: 'Español' }]);

    const pack = await get(t.base, '/api/i18n/language?code=es');
    expect(pack.status).toBe(200);
    expect(pack.headers.get('content-type')).toBe('application/json');
    expect(pack.headers.get('cache-control')).toBe('public, must-revalidate');
    const etag = pack.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await pack.json()).toEqual(PACK);
    const cached = await get(t.base, '/api/i18n/language?code=es', { headers: { 'If-None-Match': etag } });
    expect(cached.status).toBe(304);
    for (const query of ['?code=xx', '']) {
      expect((await get(t.base, `/api/i18n/language${query}`)).status).toBe(404);
    }
  });

  it('factory reset: 3001 for delete:false, then 3002 removes everything but pin_mapping.json, packs too', async () => {
    await writeFile(join(t.dataDir, 'es.lang.json'), JSON.stringify(PACK));
    const refused = await postData(t.base, '/api/file/delete_all', { delete: false });
    expectResult(await refused.json(), 'warning', 3001);
    expect(await readdir(t.dataDir)).toContain('es.lang.json');
    await rebootAfter(async () => {
      const response = await postData(t.base, '/api/file/delete_all', { delete: true });
      expectResult(await response.json(), 'success', 3002);
    });
    const names = (await readdir(t.dataDir)).filter((n) => !n.startsWith('.'));
    expect(names.sort()).toEqual(['config.json', 'pin_mapping.json']);
    expect(await (await get(t.base, '/api/i18n/languages')).json()).toEqual([]);
  });
});
