/**
 * The `data` field rules every JSON POST shares (device-api §0.1): 1002 missing (also when only the
 * query has it), 1003 too long (1024 bytes; 10240 for mqtt/device/reboot), 1004 not JSON, and 1006 when
 * the config cannot be written — for every endpoint and both form encodings.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ENCODINGS,
  expectResult,
  getJson,
  postBody,
  postJson,
  startTestGateway,
  useTestGateway,
} from './support/gateway.ts';

const ENDPOINTS: readonly { path: string; limit: number }[] = [
  { path: '/api/security/config', limit: 1024 },
  { path: '/api/network/config', limit: 1024 },
  { path: '/api/ntp/config', limit: 1024 },
  { path: '/api/ntp/time', limit: 1024 },
  { path: '/api/mqtt/config', limit: 10240 },
  { path: '/api/dtu/config', limit: 1024 },
  { path: '/api/device/config', limit: 10240 },
  { path: '/api/inverter/add', limit: 1024 },
  { path: '/api/inverter/edit', limit: 1024 },
  { path: '/api/inverter/del', limit: 1024 },
  { path: '/api/inverter/order', limit: 1024 },
  { path: '/api/maintenance/reboot', limit: 10240 },
  { path: '/api/config/delete', limit: 1024 },
];

const t = useTestGateway();

describe.each(ENCODINGS)('data field (%s)', (encoding) => {
  describe.each(ENDPOINTS)('$path', ({ path, limit }) => {
    it('answers 1002 without a data field, even when the query has one', async () => {
      let form: URLSearchParams | FormData = new URLSearchParams({ other: '{}' });
      if (encoding === 'multipart') {
        form = new FormData();
        form.append('other', '{}');
      }
      const response = await postBody(t.base, `${path}?data=${encodeURIComponent('{}')}`, form);
      expect(response.status).toBe(200);
      expectResult(await response.json(), 'warning', 1002);
    });

    it(`answers 1003 above ${limit} bytes and checks JSON only up to the limit`, async () => {
      expectResult(await postJson(t.base, path, 'x'.repeat(limit + 1), encoding), 'warning', 1003);
      // Exactly at the limit the length passes and the (invalid) JSON is what fails.
      expectResult(await postJson(t.base, path, ' '.repeat(limit), encoding), 'warning', 1004);
      // Bytes, not characters: 513 two-byte characters exceed 1024.
      if (limit === 1024)
        expectResult(await postJson(t.base, path, 'é'.repeat(513), encoding), 'warning', 1003);
    });

    it('answers 1004 for invalid JSON', async () => {
      expectResult(await postJson(t.base, path, '{"broken":', encoding), 'warning', 1004);
      expectResult(await postJson(t.base, path, '', encoding), 'warning', 1004);
    });

    it('answers 1005 for a body of the wrong shape', async () => {
      // Security's quirky type check lets an empty body through to the length check ("null").
      const expected = path === '/api/security/config' ? 10001 : 1005;
      const param = path === '/api/security/config' ? { max: 64 } : undefined;
      expectResult(await postJson(t.base, path, '[]', encoding), 'warning', expected, param);
    });
  });
});

describe('write failures', () => {
  it('answers 1006 and keeps the settings in effect when config.json cannot be written', async () => {
    const blocked = await startTestGateway();
    try {
      // A non-empty directory in place of config.json makes the atomic rename fail.
      await rm(join(blocked.dataDir, 'config.json'));
      await mkdir(join(blocked.dataDir, 'config.json'));
      await writeFile(join(blocked.dataDir, 'config.json', 'keep'), 'x');
      const body = {
        ntp_server: 'time.example',
        ntp_timezone: 'UTC0',
        ntp_timezone_descr: 'Etc/UTC',
        longitude: 1,
        latitude: 2,
        sunsettype: 0,
      };
      expectResult(await postJson(blocked.base, '/api/ntp/config', body), 'warning', 1006);
      const after = (await getJson(blocked.base, '/api/ntp/config')) as { ntp_server: string };
      expect(after.ntp_server).toBe('opendtu.pool.ntp.org');
    } finally {
      await blocked.close();
    }
  });
});
