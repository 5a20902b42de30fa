/**
 * The companion's alerts (companion-api §4): a gateway that goes away (a long reboot) fires `gateway_offline` through
 * the companion's own API (with `minutes` 0), a webhook gets it, `/metrics` counts it, and it resolves
 * when the gateway is back. The settings are the gateway's: writing them needs its admin login.
 */
import type { AlertList } from '@dtu-web/protocol';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCompanion, type Companion } from '../src/companion/server.ts';
import { parseTarget } from '../src/companion/target.ts';
import { ADMIN, get, makeWebRoot, postData, removeDir, tempDir, waitFor } from './support/gateway.ts';
import { startRuntimeGateway, type RuntimeTest } from './support/runtime.ts';

let gateway: RuntimeTest;
let companion: Companion;
let base = '';
let webRoot = '';
let dataDir = '';
let hook: Server;
let hookUrl = '';
const events: string[] = [];

beforeAll(async () => {
  hook = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      events.push(String((JSON.parse(body) as { event?: unknown }).event));
      response.end();
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${String((hook.address() as AddressInfo).port)}/`;
  gateway = await startRuntimeGateway({ runtime: { demoInverters: 1 }, history: false, rebootDelay: 4000 });
  webRoot = await makeWebRoot();
  dataDir = await tempDir('companion-alerts');
  companion = await startCompanion({
    gateways: [{ id: 'home', target: parseTarget({ url: gateway.base }) }],
    host: '127.0.0.1',
    port: 0,
    webRoot,
    dataDir,
    batchMs: 3_600_000,
    watchMs: 200,
    ownHostNames: ['localhost'],
  });
  base = companion.url.replace(/\/$/, '');
}, 60_000);

afterAll(async () => {
  await companion.stop();
  await gateway.close().catch(() => undefined);
  await removeDir(webRoot);
  await removeDir(dataDir);
  await new Promise<void>((resolve) =>
    hook.close(() => {
      resolve();
    }),
  );
});

async function alerts(): Promise<AlertList> {
  return (await (await get(base, '/api/x/alerts')).json()) as AlertList;
}

describe('companion alerts', () => {
  it('need the gateway admin login to be configured', async () => {
    const refused = await postData(base, '/api/x/alerts/config', {}, 'multipart', { auth: undefined });
    expect(refused.status).toBe(401);
    const saved = await postData(
      base,
      '/api/x/alerts/config',
      {
        rules: { gateway_offline: { enabled: true, minutes: 0 } },
        channels: [{ id: 'hook', kind: 'webhook', min_severity: 'info', url: hookUrl }],
      },
      'multipart',
      { auth: ADMIN },
    );
    expect(await saved.json()).toMatchObject({ type: 'success' });
  });

  it('fire when the gateway goes away and resolve when it is back', async () => {
    const service = companion.alerts;
    if (service === undefined) throw new Error('no alerts');
    service.evaluate();
    expect((await alerts()).active).toEqual([]);
    // A long reboot: away for 4 s, then back.
    const back = gateway.gateway.reboot();
    await waitFor(
      async () => {
        service.evaluate();
        return (await alerts()).active.length === 1;
      },
      10_000,
      'the offline alert',
    );
    expect((await alerts()).active[0]).toMatchObject({
      rule: 'gateway_offline',
      gateway: 'home',
      severity: 'critical',
    });
    const metrics = await (await get(base, '/metrics')).text();
    expect(metrics).toMatch(
      /dtu_web_alerts_active\{gateway="home",gateway_name="[^"]+",rule="gateway_offline"\} 1/,
    );
    await waitFor(() => events.includes('firing'), 5000, 'the webhook');

    await back;
    await waitFor(
      async () => {
        service.evaluate();
        return (await alerts()).active.length === 0;
      },
      10_000,
      'the alert resolved',
    );
    await waitFor(() => events.includes('resolved'), 5000, 'the resolved message');
  });
});
