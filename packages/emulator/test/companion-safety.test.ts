/**
 * A companion left running beside a real gateway gives no visitor and no web page rights the gateway
 * would not give it (issue 19): its own login never serves a browser's request, cross-site POSTs and
 * websockets are refused, unknown `Host` names are refused (DNS rebinding), an https gateway's
 * certificate is checked, and odd request lines get the gateway's own answer.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CompanionStartError, startCompanion, type Companion } from '../src/companion/server.ts';
import { parseTarget } from '../src/companion/target.ts';
import {
  ADMIN,
  ADMIN_PASSWORD,
  makeWebRoot,
  postJson,
  rawRequest,
  removeDir,
  startTestGateway,
  tempDir,
  type TestGateway,
} from './support/gateway.ts';
import { finalAnswer, socketExchange } from './support/rawSocket.ts';

let gateway: TestGateway;
let webRoot: string;
let companion: Companion;
let base: string;
let port: number;

beforeAll(async () => {
  gateway = await startTestGateway();
  // Read-only access off: only the admin login reads anything.
  await postJson(gateway.base, '/api/security/config', { password: ADMIN_PASSWORD, allow_readonly: false });
  webRoot = await makeWebRoot();
  companion = await startCompanion({
    target: parseTarget({ url: gateway.base, user: 'admin', password: ADMIN_PASSWORD }),
    host: '127.0.0.1',
    port: 0,
    webRoot,
    allowedHosts: ['dtu.home.arpa', '.lan.example'],
    ownHostNames: ['solarpc', 'solarpc.local'],
  });
  base = companion.url.replace(/\/$/, '');
  port = companion.port;
});
afterAll(async () => {
  await companion.stop();
  await gateway.close();
  await removeDir(webRoot);
});

const ntpForm = (server: string): string =>
  new URLSearchParams({
    data: JSON.stringify({
      ntp_server: server,
      ntp_timezone: 'CET-1CEST,M3.5.0,M10.5.0/3',
      ntp_timezone_descr: 'Europe/Berlin',
      latitude: 52.5,
      longitude: 13.4,
      sunsettype: 1,
    }),
  }).toString();
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

function upgradeStatus(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number | 'open'; authenticate?: string }> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => {
      socket.close();
      resolve({ status: 'open' });
    });
    socket.once('unexpected-response', (_request, response) => {
      resolve({ status: response.statusCode ?? 0, authenticate: response.headers['www-authenticate'] });
      socket.terminate();
    });
    socket.once('error', () => {
      resolve({ status: 0 });
    });
  });
}

describe('the companion’s login is its own', () => {
  it('an anonymous visitor cannot read the security settings or change anything', async () => {
    const secrets = await rawRequest(`${base}/api/security/config`);
    expect(secrets.status).toBe(401);
    expect(secrets.body.toString()).not.toContain(ADMIN_PASSWORD);
    const before = gateway.gateway.ctx.store.config.ntp.server;
    const change = await rawRequest(`${base}/api/ntp/config`, {
      method: 'POST',
      headers: FORM,
      body: ntpForm('evil.example'),
    });
    expect(change.status).toBe(401);
    const reboot = await rawRequest(`${base}/api/maintenance/reboot`, {
      method: 'POST',
      headers: FORM,
      body: new URLSearchParams({ data: JSON.stringify({ reboot: true }) }).toString(),
    });
    expect(reboot.status).toBe(401);
    expect(gateway.gateway.ctx.store.config.ntp.server).toBe(before);
    expect(gateway.gateway.state).toBe('running');
    expect((await upgradeStatus(`${base.replace('http', 'ws')}/livedata`, {})).status).toBe(401);
  });

  it('the browser’s own login passes, and a refused websocket is refused as the gateway refuses it', async () => {
    const admin = await rawRequest(`${base}/api/security/config`, { headers: { Authorization: ADMIN } });
    expect(admin.status).toBe(200);
    const refused = await upgradeStatus(`${base.replace('http', 'ws')}/console`, {});
    const direct = await upgradeStatus(`${gateway.base.replace('http', 'ws')}/console`, {});
    expect(refused).toEqual(direct);
    const script = { 'X-Requested-With': 'XMLHttpRequest' };
    expect(await upgradeStatus(`${base.replace('http', 'ws')}/console`, script)).toEqual(
      await upgradeStatus(`${gateway.base.replace('http', 'ws')}/console`, script),
    );
    expect(
      (await upgradeStatus(`${base.replace('http', 'ws')}/console`, { Authorization: ADMIN })).status,
    ).toBe('open');
  });
});

describe('cross-site requests', () => {
  it('a form POST from another site changes nothing, even with the admin login', async () => {
    const before = gateway.gateway.ctx.store.config.ntp.server;
    const sources: Record<string, string>[] = [
      { Origin: 'http://evil.example' },
      { Referer: 'http://evil.example/page' },
      { Origin: 'null' },
    ];
    for (const headers of sources) {
      const answer = await rawRequest(`${base}/api/ntp/config`, {
        method: 'POST',
        headers: { ...FORM, ...headers, Authorization: ADMIN },
        body: ntpForm('evil.example'),
      });
      expect(answer.status).toBe(403);
      expect(answer.body.toString()).toMatch(/another site/);
    }
    expect(gateway.gateway.ctx.store.config.ntp.server).toBe(before);
    const own = await rawRequest(`${base}/api/ntp/config`, {
      method: 'POST',
      headers: { ...FORM, Origin: `http://127.0.0.1:${String(port)}`, Authorization: ADMIN },
      body: ntpForm('own.pool.ntp.org'),
    });
    expect(own.status).toBe(200);
    expect(gateway.gateway.ctx.store.config.ntp.server).toBe('own.pool.ntp.org');
  });

  it('a websocket opened by another site is refused', async () => {
    const foreign = await upgradeStatus(`${base.replace('http', 'ws')}/livedata`, {
      Origin: 'http://evil.example',
      Authorization: ADMIN,
    });
    expect(foreign.status).toBe(403);
  });
});

describe('Host names (DNS rebinding)', () => {
  it('refuses a foreign name and says which option serves it', async () => {
    const answer = await rawRequest(`${base}/api/system/status`, {
      headers: { Host: `rebind.evil.example:${String(port)}`, Authorization: ADMIN },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.toString()).toContain('--allowed-host rebind.evil.example');
    expect((await rawRequest(`${base}/`, { headers: { Host: 'rebind.evil.example' } })).status).toBe(403);
  });

  it('serves IP addresses, localhost, its own names and the allowed ones', async () => {
    for (const host of [
      '127.0.0.1',
      '[::1]',
      'localhost',
      'app.localhost',
      'solarpc',
      'SOLARPC.local',
      'dtu.home.arpa',
      'lan.example',
      'pc.lan.example',
    ]) {
      const answer = await rawRequest(`${base}/api/system/status`, {
        headers: { Host: `${host}:${String(port)}`, Authorization: ADMIN },
      });
      expect([host, answer.status]).toEqual([host, 200]);
    }
  });
});

describe('odd request lines under /api', () => {
  it('get the gateway’s own answer, not a 400 of the companion', async () => {
    for (const target of [
      '/api/../api/security/config',
      `http://127.0.0.1:${String(port)}/api/system/status`,
    ]) {
      const head = (to: number): string =>
        `GET ${target.replace(String(port), String(to))} HTTP/1.1\r\nHost: 127.0.0.1:${String(to)}\r\nAuthorization: ${ADMIN}\r\nConnection: close\r\n\r\n`;
      const gatewayPort = Number(new URL(gateway.base).port);
      const direct = finalAnswer(
        (await socketExchange(gatewayPort, head(gatewayPort), Buffer.alloc(0))).text,
      );
      const through = finalAnswer((await socketExchange(port, head(port), Buffer.alloc(0))).text);
      expect([target, through.status]).toEqual([target, direct.status]);
      expect(through.headers['content-type']).toBe(direct.headers['content-type']);
    }
  });

  it('leave a query string to the gateway: `..` in it is the gateway’s to judge (issue 30)', async () => {
    const gatewayPort = Number(new URL(gateway.base).port);
    for (const target of [
      '/api/config/get?file=../../etc/passwd',
      '/api/config/get?file=..%2F..%2Fetc%2Fpasswd',
      '/api/livedata/status?inv=..',
    ]) {
      for (const login of [`Authorization: ${ADMIN}\r\n`, '']) {
        const head = (to: number): string =>
          `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${String(to)}\r\n${login}Connection: close\r\n\r\n`;
        const direct = finalAnswer(
          (await socketExchange(gatewayPort, head(gatewayPort), Buffer.alloc(0))).text,
        );
        const through = finalAnswer((await socketExchange(port, head(port), Buffer.alloc(0))).text);
        expect([target, login, through.status]).toEqual([target, login, direct.status]);
        expect(through.body).toBe(direct.body);
      }
    }
  });
});

describe('an https gateway', () => {
  let dir: string;
  let server: HttpsServer;
  let httpsBase: string;
  const logins: (string | undefined)[] = [];

  beforeAll(async () => {
    dir = await tempDir('tls');
    // A self-signed certificate for 127.0.0.1, as an owner would make for the gateway.
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        'key.pem',
        '-out',
        'cert.pem',
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { cwd: dir, stdio: 'ignore', timeout: 10_000 },
    );
    server = createHttpsServer(
      { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
      (request, response) => {
        logins.push(request.headers.authorization);
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ hostname: 'OpenDTU-TLS', git_hash: 'v24.10.6' }));
      },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    httpsBase = `https://127.0.0.1:${String(typeof address === 'object' && address !== null ? address.port : 0)}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) =>
      server.close(() => {
        resolve();
      }),
    );
    await removeDir(dir);
  });

  it('with an untrusted certificate the companion does not start, names --device-ca, and sends no login', async () => {
    await expect(
      startCompanion({
        target: parseTarget({ url: httpsBase, user: 'admin', password: 'secret123' }),
        host: '127.0.0.1',
        port: 0,
        webRoot,
      }),
    ).rejects.toThrow(CompanionStartError);
    await expect(
      startCompanion({ target: parseTarget({ url: httpsBase }), host: '127.0.0.1', port: 0, webRoot }),
    ).rejects.toThrow(/--device-ca/);
    expect(logins).toEqual([]);
  });

  it('trusts the certificate --device-ca names, for the API and the start', async () => {
    const target = { ...parseTarget({ url: httpsBase }), ca: readFileSync(join(dir, 'cert.pem'), 'utf8') };
    const lines: string[] = [];
    const trusted = await startCompanion({
      target,
      host: '127.0.0.1',
      port: 0,
      webRoot,
      log: (line) => lines.push(line),
    });
    try {
      expect(lines).toContain('Gateway answered: OpenDTU-TLS, firmware v24.10.6');
      const answer = await rawRequest(`${trusted.url}api/system/status`);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body.toString())).toMatchObject({ hostname: 'OpenDTU-TLS' });
    } finally {
      await trusted.stop();
    }
  });
});
