/**
 * Alerts on the virtual DTU end to end: break an inverter with POST /api/x/sim/fault, let emulated time
 * pass, the alert fires (GET /api/x/alerts, /metrics, a webhook receiver gets it), mend it, it resolves.
 * Settings: checked with the field named (90005), secrets never in a GET and kept when the mask comes
 * back, writes need the admin login; test messages report the channel's own error.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertConfig, AlertList } from '@dtu-web/protocol';
import { EmulatedClock } from '../src/ntp/clock.ts';
import { EMULATOR_DIR } from '../src/runtime/energyFile.ts';
import { startVirtualDtu, type VirtualDtu } from '../src/virtualDtu.ts';
import {
  ADMIN,
  get,
  getJson,
  makeWebRoot,
  postData,
  removeDir,
  tempDir,
  waitFor,
} from './support/gateway.ts';
import { ManualTime, STEADY } from './support/runtime.ts';

/** 2026-06-21 12:00 in Berlin: the sun is high. */
const NOON = Date.UTC(2026, 5, 21, 10);

let dtu: VirtualDtu;
let base = '';
let dataDir = '';
let webRoot = '';
const time = new ManualTime();
let hook: Server;
let hookUrl = '';
const received: Record<string, unknown>[] = [];

beforeAll(async () => {
  hook = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push(JSON.parse(body) as Record<string, unknown>);
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${String((hook.address() as AddressInfo).port)}/alerts`;
  dataDir = await tempDir('alerts');
  webRoot = await makeWebRoot();
  time.ms = NOON;
  dtu = await startVirtualDtu({
    host: '127.0.0.1',
    port: 0,
    dataDir,
    webRoot,
    clock: new EmulatedClock({ source: time.source, start: NOON }),
    runtime: { timers: false, tuning: STEADY },
    history: { days: 0 },
  });
  base = dtu.gateway.url.replace(/\/$/, '');
});

afterAll(async () => {
  await dtu.gateway.stop();
  await removeDir(dataDir);
  await removeDir(webRoot);
  await new Promise<void>((resolve) =>
    hook.close(() => {
      resolve();
    }),
  );
});

/** Emulated minutes pass: the 1 s task every 5 s, the rules judged every minute. */
function pass(minutes: number): void {
  const service = dtu.alerts?.service();
  if (service === undefined) throw new Error('alerts are off');
  for (let m = 0; m < minutes; m++) {
    for (let s = 0; s < 12; s++) {
      time.ms += 5000;
      dtu.runtime.runSecond();
    }
    service.evaluate();
  }
}

const serial = (): string => dtu.runtime.plant()?.serials()[0] ?? '';

describe('settings', () => {
  it('are checked field by field (90005), need the admin login, and never show a secret', async () => {
    const refused = await postData(base, '/api/x/alerts/config', {
      rules: { inverter_unreachable: { enabled: true, minutes: -3 } },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      code: 90005,
      param: { field: 'rules.inverter_unreachable.minutes' },
    });

    const anonymous = await postData(base, '/api/x/alerts/config', {}, 'urlencoded', { auth: undefined });
    expect(anonymous.status).toBe(401);

    const config = {
      rules: { inverter_unreachable: { enabled: true, minutes: 10 } },
      channels: [
        {
          id: 'hook',
          kind: 'webhook',
          min_severity: 'info',
          url: hookUrl,
          headers: { 'X-Key': 'top-secret' },
        },
        { id: 'phone', kind: 'ntfy', server: 'http://127.0.0.1:1', topic: 'solar', token: 'tk_hidden' },
      ],
    };
    for (const encoding of ['urlencoded', 'multipart'] as const) {
      const saved = await postData(base, '/api/x/alerts/config', config, encoding);
      expect(await saved.json()).toMatchObject({ type: 'success' });
    }
    const shown = await get(base, '/api/x/alerts/config', { auth: ADMIN });
    const text = await shown.text();
    expect(text).not.toContain('top-secret');
    expect(text).not.toContain('tk_hidden');
    const read = JSON.parse(text) as AlertConfig;
    expect(read.channels[0]).toMatchObject({ headers: { 'X-Key': '********' } });
    // The masked form sent back keeps the secrets.
    const again = await postData(base, '/api/x/alerts/config', read);
    expect(await again.json()).toMatchObject({ type: 'success' });
    const file = join(dataDir, EMULATOR_DIR, 'alerts.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect((await get(base, '/api/x/alerts/config')).status).toBe(401);
  });

  it('a test message says what the channel answered', async () => {
    const ok = await postData(base, '/api/x/alerts/test?channel=hook', '');
    expect(await ok.json()).toEqual({ type: 'success', message: 'Test message sent' });
    await waitFor(() => received.some((r) => r.event === 'test'), 5000, 'the test message');
    const failed = await postData(base, '/api/x/alerts/test?channel=phone', '');
    expect(await failed.json()).toMatchObject({
      type: 'danger',
      code: 90006,
      message: expect.stringMatching(/^The ntfy server could not be reached: .*ECONNREFUSED/) as unknown,
    });
    expect((await postData(base, '/api/x/alerts/test?channel=nope', '')).status).toBe(404);
  });
});

describe('a broken inverter', () => {
  it('fires, is counted, is delivered, and resolves when mended', async () => {
    pass(2);
    expect(((await getJson(base, '/api/x/alerts', {})) as AlertList).active).toEqual([]);
    const broken = await postData(base, '/api/x/sim/fault', { serial: serial(), fault: 'unreachable' });
    expect(await broken.json()).toMatchObject({ type: 'success' });
    pass(12);
    const firing = (await getJson(base, '/api/x/alerts', {})) as AlertList;
    expect(firing.active).toMatchObject([
      { rule: 'inverter_unreachable', subject: { serial: serial() }, resolved: null },
    ]);
    const metrics = await (await get(base, '/metrics')).text();
    expect(metrics).toMatch(
      /dtu_web_alerts_active\{gateway="sim",gateway_name="[^"]+",rule="inverter_unreachable"\} 1/,
    );
    await waitFor(() => received.some((r) => r.event === 'firing'), 5000, 'the webhook');
    expect(received.find((r) => r.event === 'firing')).toMatchObject({
      rule: 'inverter_unreachable',
      gateway: 'sim',
    });

    await postData(base, '/api/x/sim/fault', { serial: serial(), fault: 'none' });
    pass(2);
    const after = (await getJson(base, '/api/x/alerts', {})) as AlertList;
    expect(after.active).toEqual([]);
    expect(after.history[0]).toMatchObject({
      rule: 'inverter_unreachable',
      resolved: expect.any(Number) as unknown,
    });
    await waitFor(() => received.some((r) => r.event === 'resolved'), 5000, 'the resolved message');
    const delivered = after.history[0]?.notified ?? [];
    expect(delivered.some((d) => d.channel === 'hook' && d.ok)).toBe(true);
  });

  it('acknowledging needs the admin login and a real alert', async () => {
    const [alert] = ((await getJson(base, '/api/x/alerts', {})) as AlertList).history;
    const id = alert?.id ?? '';
    expect(
      (await postData(base, `/api/x/alerts/ack?id=${id}`, '', 'urlencoded', { auth: undefined })).status,
    ).toBe(401);
    expect(await (await postData(base, `/api/x/alerts/ack?id=${id}`, '')).json()).toMatchObject({
      type: 'success',
    });
    expect((await postData(base, '/api/x/alerts/ack?id=99999', '')).status).toBe(404);
  });

  it('refuses a bad fault with a clear 4xx', async () => {
    const cases: [unknown, number][] = [
      [{ serial: serial(), fault: 'melted' }, 400],
      [{ serial: 'zz', fault: 'hot' }, 400],
      [{ serial: '999999999999', fault: 'hot' }, 404],
      [{ serial: serial(), fault: 'string_silent', string: 9 }, 404],
      ['not json', 400],
    ];
    for (const [body, status] of cases) {
      expect((await postData(base, '/api/x/sim/fault', body)).status).toBe(status);
    }
  });
});
