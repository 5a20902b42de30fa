/**
 * The companion (`--device <url>`) in front of a test gateway: the web app from its own web root, the API,
 * uploads and websockets forwarded with the caller's login (or the companion's), the gateway's absence
 * answered without a crash, and the checks made before it starts.
 */
import { createServer } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { parseCli, UsageError } from '../src/cli.ts';
import { configText } from '../src/config/configText.ts';
import { startCompanion, PortInUseError, type Companion } from '../src/companion/server.ts';
import { checkResolves, parseTarget, TargetError } from '../src/companion/target.ts';
import {
  ADMIN,
  APP_JS,
  basic,
  expectResult,
  HASHED_JS_PATH,
  INDEX_HTML,
  makeWebRoot,
  postJson,
  rawRequest,
  removeDir,
  startTestGateway,
  waitFor,
  type TestGateway,
} from './support/gateway.ts';

let gateway: TestGateway;
let webRoot: string;
let companion: Companion;
let base: string;
const lines: string[] = [];

beforeAll(async () => {
  gateway = await startTestGateway();
  webRoot = await makeWebRoot();
  companion = await startCompanion({
    target: parseTarget({ url: gateway.base }),
    host: '127.0.0.1',
    port: 0,
    webRoot,
    log: (line) => lines.push(line),
  });
  base = companion.url.replace(/\/$/, '');
});
afterAll(async () => {
  await companion.stop();
  await gateway.close();
  await removeDir(webRoot);
});

/** Opens a websocket and reports whether it opened (and was then closed by us) or failed. */
function openSocket(url: string, headers: Record<string, string> = {}): Promise<'open' | number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => {
      socket.close();
      resolve('open');
    });
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('error', () => {
      resolve(0);
    });
  });
}

describe('companion', () => {
  it('prints where it listens, what it forwards to, and that the gateway answered', () => {
    expect(lines[0]).toBe(`dtu-web companion listening on ${companion.url}`);
    expect(lines[1]).toBe(`Forwarding /api, /livedata and /console to ${gateway.base}/`);
    expect(lines).toContain('Gateway answered: OpenDTU-1A2B3C, firmware v24.10.6');
  });

  it('serves its own web app: hashed files for a year, index.html revalidated, for any other path', async () => {
    const hashed = await rawRequest(base + HASHED_JS_PATH);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(hashed.body).toString()).toBe(APP_JS);
    const page = await rawRequest(`${base}/settings/network`);
    expect(page.headers['cache-control']).toBe('public, no-cache');
    expect(gunzipSync(page.body).toString()).toBe(INDEX_HTML);
    const again = await rawRequest(`${base}/`, { headers: { 'If-None-Match': String(page.headers.etag) } });
    expect(again.status).toBe(304);
    const zones = await rawRequest(`${base}/zones.json`);
    expect(JSON.parse(gunzipSync(zones.body).toString())).toHaveProperty('Europe/Berlin');
  });

  it('forwards API calls with the browser login, and its 401 without one', async () => {
    await postJson(gateway.base, '/api/security/config', { password: 'openDTU42', allow_readonly: false });
    try {
      const anonymous = await rawRequest(`${base}/api/system/status`, {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      });
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers['www-authenticate']).toBeUndefined();
      const admin = await rawRequest(`${base}/api/system/status`, { headers: { Authorization: ADMIN } });
      expect(admin.status).toBe(200);
      expect(JSON.parse(admin.body.toString())).toMatchObject({ hostname: 'OpenDTU-1A2B3C' });
      expect(await openSocket(`${base.replace('http', 'ws')}/livedata`)).toBe(401);
      expect(await openSocket(`${base.replace('http', 'ws')}/livedata`, { Authorization: ADMIN })).toBe(
        'open',
      );
      expect(
        await openSocket(`${base.replace('http', 'ws')}/console`, { Authorization: basic('admin', 'x') }),
      ).toBe(401);
    } finally {
      await postJson(gateway.base, '/api/security/config', { password: 'openDTU42', allow_readonly: true });
    }
  });

  it('forwards a POST and a multipart upload (a config restore) to the gateway', async () => {
    const saved = await fetch(`${base}/api/ntp/config`, {
      method: 'POST',
      headers: { Authorization: ADMIN },
      body: new URLSearchParams({
        data: JSON.stringify({
          ntp_server: 'companion.pool.ntp.org',
          ntp_timezone: 'CET-1CEST,M3.5.0,M10.5.0/3',
          ntp_timezone_descr: 'Europe/Berlin',
          latitude: 52.5,
          longitude: 13.4,
          sunsettype: 1,
        }),
      }),
    });
    expectResult(await saved.json(), 'success', 1001);
    expect(gateway.gateway.ctx.store.config.ntp.server).toBe('companion.pool.ntp.org');

    const config = configText(gateway.gateway.ctx.store.config).replace(
      'companion.pool.ntp.org',
      'restored.pool.ntp.org',
    );
    const form = new FormData();
    form.append('config', new Blob([config], { type: 'application/json' }), 'config.json');
    const upload = await fetch(`${base}/api/config/upload?file=config.json`, {
      method: 'POST',
      headers: { Authorization: ADMIN },
      body: form,
    });
    expect(upload.status).toBe(200);
    await waitFor(
      () => gateway.gateway.ctx.store.config.ntp.server === 'restored.pool.ntp.org',
      10_000,
      'restore',
    );
  });

  it('answers 503 and refuses websockets while the gateway is away, and forwards again once it is back', async () => {
    await waitFor(() => gateway.gateway.state === 'running', 10_000, 'running');
    const reboot = gateway.gateway.reboot();
    await waitFor(() => gateway.gateway.state === 'rebooting', 5_000, 'rebooting');
    const away = await rawRequest(`${base}/api/system/status`);
    expect(away.status).toBe(503);
    expect(away.body.toString()).toContain('did not answer');
    expect(await openSocket(`${base.replace('http', 'ws')}/livedata`)).toBe(503);
    await reboot;
    await waitFor(() => gateway.gateway.state === 'running', 10_000, 'running again');
    const back = await rawRequest(`${base}/api/system/status`);
    expect(back.status).toBe(200);
    expect(await openSocket(`${base.replace('http', 'ws')}/livedata`)).toBe('open');
  });
});

describe('companion start-up checks', () => {
  it('refuses an address that is not http(s); a password alone is admin’s (issue 30)', () => {
    expect(() => parseCli(['--device', 'ftp://192.168.1.50'])).toThrow(/http:\/\/ or https:\/\//);
    expect(() => parseCli(['--device', 'http://'])).toThrow(UsageError);
    expect(parseCli(['--device', 'http://dtu', '--device-password', 'x'])).toMatchObject({
      gateways: [{ target: { user: 'admin', authorization: basic('admin', 'x') } }],
    });
    const two = parseCli([
      '--device',
      'home=http://dtu',
      '--device',
      'shed=http://b',
      '--device-password',
      'shed=y',
    ]);
    if (two === 'help' || !('mode' in two)) throw new Error('not the companion');
    expect(two.gateways[0]?.target.user).toBeUndefined();
    expect(two.gateways[1]?.target).toMatchObject({ user: 'admin', authorization: basic('admin', 'y') });
    expect(() => parseCli(['--device', 'http://dtu', '--inverters', '2'])).toThrow(
      /no meaning with --device/,
    );
    expect(() => parseCli(['--device-user', 'admin'])).toThrow(/need --device/);
  });

  it('takes --tls-cert and --tls-key together, with --device only (issue 30)', () => {
    expect(
      parseCli(['--device', 'http://dtu', '--tls-cert', 'c.pem', '--tls-key', 'k.pem'], '/srv'),
    ).toMatchObject({ tls: { cert: '/srv/c.pem', key: '/srv/k.pem' } });
    expect(() => parseCli(['--device', 'http://dtu', '--tls-cert', 'c.pem'])).toThrow(/go together/);
    expect(() => parseCli(['--tls-cert', 'c.pem', '--tls-key', 'k.pem'])).toThrow(/need --device/);
  });

  it('takes the login from the URL or the options, and a bare host as http', () => {
    const fromUrl = parseCli(['--device', 'http://admin:se%20cret@10.0.0.5:8080/']);
    expect(fromUrl).toMatchObject({
      mode: 'companion',
      gateways: [
        {
          id: 'gateway',
          target: { origin: 'http://10.0.0.5:8080', user: 'admin', authorization: basic('admin', 'se cret') },
        },
      ],
    });
    const fromOptions = parseCli([
      '--device',
      '10.0.0.5',
      '--device-user',
      'admin',
      '--device-password',
      'pw',
    ]);
    expect(fromOptions).toMatchObject({
      gateways: [
        { id: 'gateway', target: { origin: 'http://10.0.0.5', authorization: basic('admin', 'pw') } },
      ],
    });
  });

  it('refuses a user without password, a path in the address, and companion options without --device', () => {
    expect(() => parseCli(['--device', 'http://dtu', '--device-user', 'admin'])).toThrow(
      /--device-user admin needs its password/,
    );
    expect(() => parseCli(['--device', 'http://admin@dtu'])).toThrow(/needs its password/);
    expect(() => parseCli(['--device', 'http://10.0.0.5/opendtu'])).toThrow(
      /without a path, e\.g\. http:\/\/10\.0\.0\.5/,
    );
    expect(() => parseCli(['--device', 'http://10.0.0.5/?x=1'])).toThrow(/without a path/);
    expect(() => parseCli(['--allowed-host', 'pc.home.arpa'])).toThrow(/need --device/);
    expect(() => parseCli(['--device-ca', 'gateway.pem'])).toThrow(/need --device/);
    expect(() => parseCli(['--device', 'http://dtu', '--allowed-host', 'http://pc:8080'])).toThrow(
      /takes a host name/,
    );
  });

  it('takes repeated --allowed-host names and a --device-ca file', () => {
    expect(
      parseCli(
        [
          '--device',
          'http://dtu',
          '--allowed-host',
          'pc.home.arpa',
          '--allowed-host',
          '.lan',
          '--device-ca',
          'ca.pem',
        ],
        '/home/owner',
      ),
    ).toMatchObject({ allowedHosts: ['pc.home.arpa', '.lan'], deviceCa: '/home/owner/ca.pem' });
  });

  it('says so when --host is not an address of this machine', async () => {
    await expect(
      startCompanion({ target: parseTarget({ url: gateway.base }), host: '192.0.2.1', port: 0, webRoot }),
    ).rejects.toThrow(/--host 192\.0\.2\.1 is not an address of this machine/);
  });

  it('says so when the host name does not resolve', async () => {
    await expect(checkResolves(parseTarget({ url: 'http://no-such-gateway.invalid' }))).rejects.toThrow(
      TargetError,
    );
    await expect(checkResolves(parseTarget({ url: 'http://127.0.0.1' }))).resolves.toBeUndefined();
  });

  it('says so when the port is in use', async () => {
    const blocker = createServer();
    await new Promise<void>((done) => blocker.listen(0, '127.0.0.1', done));
    const address = blocker.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    try {
      await expect(
        startCompanion({ target: parseTarget({ url: gateway.base }), host: '127.0.0.1', port, webRoot }),
      ).rejects.toThrow(PortInUseError);
    } finally {
      blocker.close();
    }
  });
});
