/**
 * Every emulated release, row by row of firmware-versions.md §1 (which endpoints exist; the others answer
 * the web page with 200 text/html, also to POSTs, which then write, reset and reboot nothing: §6.2),
 * /api/system/status (§2.2, §5), the zone list (§2.8, §6.3) and config.json's version and layout (§3.4).
 */
import { EMULATED_RELEASES } from '@dtu-web/protocol';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { startGateway } from '../src/gateway.ts';
import {
  ADMIN,
  get,
  getJson,
  makeWebRoot,
  postBody,
  postData,
  postJson,
  rawRequest,
  tempDir,
  useTestGateway,
} from './support/gateway.ts';
import { RELEASE_ROWS } from './support/releaseRows.ts';

const TASKS = ['IDLE0', 'IDLE1', 'wifi', 'tiT', 'loopTask', 'async_tcp', 'mqttclient'];
const KNOWN_TASKS = [...TASKS, 'HUAWEI_CAN_0', 'PM:SDM', 'PM:HTTP+JSON', 'PM:SML', 'PM:HTTP+SML'];

function isPage(response: Response): boolean {
  return response.status === 200 && (response.headers.get('content-type') ?? '').startsWith('text/html');
}

function uploadForm(): FormData {
  const form = new FormData();
  form.append('config', new Blob(['{"cfg":{}}'], { type: 'application/json' }), 'config.json');
  return form;
}

describe.each(EMULATED_RELEASES)('OpenDTU %s', (firmware) => {
  const row = RELEASE_ROWS[firmware];
  const t = useTestGateway({ firmware });

  it('reports itself in /api/system/status: git_hash, config_version, git_branch, task_details', async () => {
    const status = (await getJson(t.base, '/api/system/status')) as Record<string, unknown>;
    expect(status['git_hash']).toBe(firmware);
    expect(status['config_version']).toBe(row.configVersion);
    expect(status['git_branch']).toBe(row.gitBranch ? 'master' : undefined);
    const tasks = status['task_details'] as { name: string; stack_watermark: number; priority: number }[];
    if (!row.taskDetails) {
      expect(tasks).toBeUndefined();
      return;
    }
    expect(tasks.map((task) => task.name)).toEqual(TASKS.filter((name) => name !== 'mqttclient'));
    for (const task of tasks) {
      expect(KNOWN_TASKS).toContain(task.name);
      expect(task.stack_watermark).toBeGreaterThan(0);
      expect(Number.isInteger(task.priority)).toBe(true);
    }
  });

  it('has the backup endpoints of its era; the others answer the web page (200 text/html)', async () => {
    const reads: [string, boolean][] = [
      ['/api/config/list', !row.fileApi],
      ['/api/config/get', !row.fileApi],
      ['/api/file/list', row.fileApi],
      ['/api/file/get', row.fileApi],
      ['/api/i18n/languages', row.fileApi],
      ['/api/i18n/language?code=es', row.fileApi],
    ];
    for (const [path, present] of reads) {
      const response = await get(t.base, path, { auth: ADMIN });
      expect(isPage(response), path).toBe(!present);
      if (present && response.status === 200) {
        expect(response.headers.get('content-type'), path).toBe('application/json');
      }
    }
    const posts: [string, boolean][] = [
      ['/api/config/delete', !row.fileApi],
      ['/api/file/delete', row.fileApi],
      ['/api/file/delete_all', row.fileApi],
    ];
    for (const [path, present] of posts) {
      // An empty object: 1005 where the endpoint exists.
      const response = await postData(t.base, path, {});
      expect(isPage(response), path).toBe(!present);
    }
    for (const path of ['/api/config/upload', '/api/file/upload']) {
      const present = path.startsWith('/api/file/') === row.fileApi;
      // Without ?file= an existing upload endpoint answers 500.
      const response = await postBody(t.base, path, uploadForm());
      expect(isPage(response), path).toBe(!present);
    }
  });

  it('has /api/logging/config only from v25.5.10 (before: the web page)', async () => {
    const response = await get(t.base, '/api/logging/config', { auth: ADMIN });
    // The endpoint itself is the console's work; here only its absence is this release's row.
    if (!row.logging) expect(isPage(response)).toBe(true);
  });

  it('a removed endpoint "succeeds" with the web page and does nothing (§6.2)', async () => {
    if (!row.fileApi) return;
    const before = (await readdir(t.dataDir)).sort();
    const configBefore = await readFile(join(t.dataDir, 'config.json'), 'utf8');
    const boots = t.gateway.ctx.boot.count;
    const reset = await postData(t.base, '/api/config/delete', { delete: true });
    expect(isPage(reset)).toBe(true);
    const upload = await postBody(t.base, '/api/config/upload?file=config.json', uploadForm());
    expect(isPage(upload)).toBe(true);
    expect((await readdir(t.dataDir)).sort()).toEqual(before);
    expect(await readFile(join(t.dataDir, 'config.json'), 'utf8')).toBe(configBefore);
    expect(t.gateway.ctx.boot.count).toBe(boots);
    expect(t.gateway.state).toBe('running');
  });

  it('serves the zone list where its release keeps it, the same IANA → POSIX object (§2.8)', async () => {
    const file = await get(t.base, '/zones.json');
    const api = await get(t.base, '/api/ntp/zones');
    expect(isPage(file)).toBe(row.ntpZones);
    expect(isPage(api)).toBe(!row.ntpZones);
    const zones = (await (row.ntpZones ? api : file).json()) as Record<string, string>;
    expect(Object.keys(zones).length).toBeGreaterThan(400);
    expect(zones['Europe/Berlin']).toBe('CET-1CEST,M3.5.0,M10.5.0/3');
    expect(zones['Africa/Abidjan']).toBe('GMT0');
  });

  it('writes config.json with its version and layout (§3.4)', async () => {
    const config = JSON.parse(await readFile(join(t.dataDir, 'config.json'), 'utf8')) as {
      cfg: { version: number };
      ntp: Record<string, unknown>;
      device: { display: Record<string, unknown> };
      syslog?: unknown;
      logging?: { default: number; modules: unknown[] };
    };
    expect(config.cfg.version).toBe(row.configNumber);
    expect('locale' in config.device.display).toBe(row.locale);
    expect('language' in config.device.display).toBe(!row.locale);
    expect('timezone' in config.ntp).toBe(!row.ntpZones);
    expect(config.ntp['timezone_descr']).toBe('Europe/Berlin');
    expect(config.syslog).toEqual(row.syslog ? { enabled: false, hostname: '', port: 514 } : undefined);
    expect(config.logging?.default).toBe(row.logging ? 1 : undefined);
    expect(config.logging?.modules.length).toBe(row.logging ? 16 : undefined);
  });

  it('ETags of the web files hash git_hash too from v25.5.10 (§1, 95106e44)', async () => {
    for (const path of ['/', '/assets/app.js']) {
      const answer = await rawRequest(`${t.base}${path}`, { headers: { 'Accept-Encoding': 'gzip' } });
      const bytes = createHash('md5').update(answer.body);
      const expected = row.etagGitHash ? bytes.update(firmware) : bytes;
      expect(answer.headers['etag'], path).toBe(`"${expected.digest('hex')}"`);
    }
  });

  it('ntp_status: from v26.3.28 false until the clock was synchronised, then true (§2.8)', async () => {
    // A gateway whose NTP server does not answer: only setting the time by hand synchronises it.
    const gateway = await startGateway({
      host: '127.0.0.1',
      port: 0,
      firmware,
      dataDir: await tempDir('ntp'),
      webRoot: await makeWebRoot(),
      ntpReachable: false,
    });
    const base = gateway.url.replace(/\/$/, '');
    try {
      const synced = async (): Promise<unknown> =>
        ((await getJson(base, '/api/ntp/status')) as { ntp_status: unknown }).ntp_status;
      expect(await synced()).toBe(!row.ntpSyncedFlag);
      const time = { year: 2025, month: 6, day: 21, hour: 12, minute: 0, second: 0 };
      expect(await postJson(base, '/api/ntp/time', time)).toMatchObject({ code: 9010 });
      expect(await synced()).toBe(true);
    } finally {
      await gateway.stop();
    }
    // One that reaches its NTP server is synchronised from boot on every release.
    expect(((await getJson(t.base, '/api/ntp/status')) as { ntp_status: unknown }).ntp_status).toBe(true);
  });
});
