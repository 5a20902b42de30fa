/**
 * Issue 30, the companion on a LAN: it serves HTTPS with the owner's certificate (`--tls-cert`,
 * `--tls-key`; here one made for 127.0.0.1 by a throw-away CA), the device API, its own endpoints and
 * the live socket alike; and sign-in attempts are throttled per client: after 5 refused logins within a
 * minute its requests with a login get 429 with Retry-After, growing with each further block, while
 * requests without a login still pass.
 */
import { Agent, fetch } from 'undici';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { startCompanion, type Companion } from '../src/companion/server.ts';
import { parseTarget } from '../src/companion/target.ts';
import { ADMIN, basic, get, makeWebRoot, removeDir, tempDir } from './support/gateway.ts';
import { startRuntimeGateway, type RuntimeTest } from './support/runtime.ts';
import { makeTlsFiles, type TlsFiles } from './support/tlsFiles.ts';

const WRONG = basic('admin', 'guess');

let plant: RuntimeTest;
let webRoot: string;
let dir: string;
let tls: TlsFiles;
let secure: Companion;
let plain: Companion;
let now = 1_000_000;

beforeAll(async () => {
  plant = await startRuntimeGateway({ history: false });
  webRoot = await makeWebRoot();
  dir = await tempDir('companion-lan');
  tls = makeTlsFiles(dir);
  const common = {
    target: parseTarget({ url: plant.base }),
    host: '127.0.0.1',
    port: 0,
    webRoot,
    ownHostNames: ['localhost'],
  };
  secure = await startCompanion({
    ...common,
    tls: {
      cert: readFileSync(tls.serverCertFile, 'utf8'),
      key: readFileSync(tls.serverKeyFile, 'utf8'),
    },
  });
  plain = await startCompanion({ ...common, loginThrottle: { now: () => now } });
}, 30_000);

afterAll(async () => {
  await secure.stop();
  await plain.stop();
  await plant.close();
  await removeDir(webRoot);
  await removeDir(dir);
});

describe('HTTPS with the owner’s certificate', () => {
  it('serves the app, the device API, its own endpoints and the live socket over TLS', async () => {
    expect(secure.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/$/);
    const dispatcher = new Agent({ connect: { ca: tls.caPem } });
    for (const path of ['api/system/status', 'api/x/info', 'api/x/fleet', '']) {
      const response = await fetch(secure.url + path, { dispatcher });
      expect([path, response.status]).toEqual([path, 200]);
      await response.arrayBuffer();
    }
    const socket = new WebSocket(`${secure.url.replace(/^https/, 'wss')}livedata`, { ca: tls.caPem });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => {
        resolve();
      });
      socket.once('error', reject);
    });
    socket.close();
    await dispatcher.close();
    // Plain HTTP is not answered on that port.
    await expect(fetch(secure.url.replace(/^https/, 'http'))).rejects.toThrow();
  });
});

describe('sign-in attempts per client', () => {
  const base = (): string => plain.url.replace(/\/$/, '');
  const admin = (auth?: string): Promise<Response> =>
    get(base(), '/api/security/config', auth === undefined ? {} : { auth });

  it('answer 429 with Retry-After after 5 refused logins in a minute, growing, logins only', async () => {
    for (let i = 0; i < 5; i++) expect((await admin(WRONG)).status).toBe(401);
    const blocked = await admin(ADMIN);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('30');
    expect(((await blocked.json()) as { code: number }).code).toBe(90007);
    // Without a login the gateway's own rules still answer (its read-only data stays readable).
    expect((await get(base(), '/api/livedata/status')).status).toBe(200);
    expect((await admin()).status).toBe(401);

    now += 31_000;
    expect((await admin(ADMIN)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await admin(WRONG)).status).toBe(401);
    const again = await admin(WRONG);
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe('60');
  });
});
