/**
 * File names and sizes of /api/config/upload|get (device-api §1.14) that broke the store: the
 * emulator's own state out of the users' namespace, names the store cannot hold, names that need an
 * encoded Content-Disposition, and uploads refused from the stream before they cost memory.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RESTORE_FILE_LIMIT } from '../src/http/files/restore.ts';
import { energyPath } from '../src/runtime/energyFile.ts';
import {
  ADMIN,
  postBody,
  rawRequest,
  removeDir,
  tempDir,
  waitFor,
  type TestGateway,
} from './support/gateway.ts';
import { finalAnswer, socketExchange } from './support/rawSocket.ts';
import { startRuntimeGateway, type RuntimeTest } from './support/runtime.ts';

let t: RuntimeTest | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const started = async (): Promise<RuntimeTest> => {
  t = await startRuntimeGateway({ runtime: { demoInverters: 1, timers: false } });
  return t;
};

async function upload(g: TestGateway, file: string, content: string | Buffer): Promise<Response> {
  const form = new FormData();
  form.append('config', new Blob([content]), 'backup.json');
  return postBody(g.base, `/api/config/upload?file=${encodeURIComponent(file)}`, form);
}

async function uploadAndReboot(g: RuntimeTest, file: string, content: string): Promise<Response> {
  const boots = g.gateway.ctx.boot.count;
  const response = await upload(g, file, content);
  if (response.status === 200) {
    await waitFor(() => g.gateway.ctx.boot.count > boots && g.gateway.state === 'running', 10_000, 'reboot');
  }
  return response;
}

describe('the emulator state is not in the users\u2019 file namespace', () => {
  it('uploads named "sim" or "energy.json" are plain files; the energy counters still save', async () => {
    // A data dir of an older version kept the counters in sim/energy.json: they move out of the way.
    const dataDir = await tempDir('legacy');
    await mkdir(join(dataDir, 'sim'));
    const legacy = { format: 'dtu-web-sim-energy', version: 1, savedAtMs: 0, inverters: {} };
    await writeFile(join(dataDir, 'sim', 'energy.json'), JSON.stringify(legacy));
    t = await startRuntimeGateway({ dataDir, runtime: { demoInverters: 1, timers: false } });
    const g = t;
    expect(existsSync(join(dataDir, 'sim'))).toBe(false);
    await g.runtime.saveEnergy();
    for (const name of ['sim', 'energy.json']) {
      const response = await uploadAndReboot(g, name, 'mine');
      expect(response.status).toBe(200);
      expect(await readFile(join(g.dataDir, name), 'utf8')).toBe('mine');
    }
    const before = (await stat(energyPath(g.dataDir))).mtimeMs;
    await g.runtime.saveEnergy();
    expect((await stat(energyPath(g.dataDir))).mtimeMs).toBeGreaterThanOrEqual(before);
    expect(JSON.parse(await readFile(energyPath(g.dataDir), 'utf8'))).toHaveProperty('inverters');
    await g.close();
    t = undefined;
    await removeDir(dataDir);
  });

  it('refuses dot names (the emulator\u2019s own) with 400 and a reason', async () => {
    const g = await started();
    for (const name of ['.emulator', '.tmp-x', '.hidden']) {
      const response = await upload(g, name, '{}');
      expect(response.status).toBe(400);
      expect(await response.text()).toMatch(/reserved/);
    }
  });
});

describe('long names', () => {
  it('stores names up to 255 bytes and refuses longer ones with a clear 400, never 500', async () => {
    const g = await started();
    for (const length of [238, 255]) {
      const name = 'n'.repeat(length - 5) + '.json';
      expect((await uploadAndReboot(g, name, `{"l":${String(length)}}`)).status).toBe(200);
      const back = await rawRequest(`${g.base}/api/config/get?file=${name}`, {
        headers: { Authorization: ADMIN },
      });
      expect(back.status).toBe(200);
    }
    for (const name of ['n'.repeat(256), 'ä'.repeat(128)]) {
      const response = await upload(g, name, '{}');
      expect(response.status).toBe(400);
      expect(await response.text()).toMatch(/too long/);
    }
  });
});

describe('names that need an encoded Content-Disposition (RFC 6266/5987)', () => {
  it('downloads "Sicherung-ä.json" and a name with CR/LF under their names', async () => {
    const g = await started();
    const cases: readonly (readonly [string, string])[] = [
      ['Sicherung-ä.json', `attachment; filename="Sicherung-_.json"; filename*=UTF-8''Sicherung-%C3%A4.json`],
      ['a\r\nb "c".txt', `attachment; filename="a__b _c_.txt"; filename*=UTF-8''a%0D%0Ab%20%22c%22.txt`],
      ['日本.json', `attachment; filename="__.json"; filename*=UTF-8''%E6%97%A5%E6%9C%AC.json`],
    ];
    for (const [name, header] of cases) {
      expect((await uploadAndReboot(g, name, 'x')).status).toBe(200);
      const back = await rawRequest(`${g.base}/api/config/get?file=${encodeURIComponent(name)}`, {
        headers: { Authorization: ADMIN },
      });
      expect(back.status).toBe(200);
      expect(back.headers['content-disposition']).toBe(header);
      expect(back.body.toString()).toBe('x');
    }
    const list = await rawRequest(`${g.base}/api/config/list`, { headers: { Authorization: ADMIN } });
    const names = (JSON.parse(list.body.toString()) as { configs: { name: string }[] }).configs.map(
      (c) => c.name,
    );
    expect(names).toEqual(expect.arrayContaining(cases.map(([name]) => name)));
  });
});

describe('oversized uploads', () => {
  it(`refuses a restore above ${String(RESTORE_FILE_LIMIT)} bytes from the announced length, unread`, async () => {
    const g = await started();
    const before = await readFile(join(g.dataDir, 'config.json'));
    const port = Number(new URL(g.base).port);
    const size = 3_700_000;
    const head =
      `POST /api/config/upload?file=config.json HTTP/1.1\r\nHost: dtu\r\nAuthorization: ${ADMIN}\r\n` +
      `Content-Type: multipart/form-data; boundary=B\r\nContent-Length: ${String(size)}\r\n\r\n`;
    // Only the headers are sent: the answer must not wait for the body.
    const exchange = await socketExchange(port, head, Buffer.alloc(0));
    const answer = finalAnswer(exchange.text);
    expect(answer.status).toBe(413);
    expect(answer.body).toMatch(/too large/);
    expect(exchange.closed).toBe(true);
    expect(await readFile(join(g.dataDir, 'config.json'))).toEqual(before);
  });

  it('refuses a chunked restore once the file passes the limit, without reading the rest', async () => {
    const g = await started();
    const before = await readFile(join(g.dataDir, 'config.json'));
    const nested = Buffer.from('['.repeat(RESTORE_FILE_LIMIT + 10));
    const response = await upload(g, 'config.json', nested);
    expect(response.status).toBe(413);
    expect(await response.text()).toMatch(/too large/);
    expect(await readFile(join(g.dataDir, 'config.json'))).toEqual(before);
    // A deeply nested file under the limit is "not valid JSON", not a crash.
    const deep = await upload(g, 'config.json', '['.repeat(100_000) + ']'.repeat(100_000));
    expect(deep.status).toBe(400);
    expect(await deep.text()).toMatch(/not valid JSON/);
    expect((await readdir(g.dataDir)).filter((n) => n.startsWith('.tmp-'))).toEqual([]);
  });
});
