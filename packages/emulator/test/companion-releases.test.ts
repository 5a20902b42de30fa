/**
 * The companion in front of the oldest and the newest release (issue 28): it forwards each unchanged —
 * the console's raw v24 lines and v26's chunked multi-line frames reach the browser byte for byte —
 * and /api/x/info and /api/x/fleet name the firmware each gateway reports, with live data flowing; its
 * recorder files the day and /metrics carries the gateway's own series, labelled, on both releases.
 */
import type { CompanionInfo, FleetStatus, PowerHistory } from '@dtu-web/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { startCompanion, type Companion } from '../src/companion/server.ts';
import { parseTarget } from '../src/companion/target.ts';
import {
  ADMIN,
  get,
  getJson,
  makeWebRoot,
  postJson,
  removeDir,
  tempDir,
  waitFor,
} from './support/gateway.ts';
import { parsePromText } from './support/promText.ts';
import { connectSocket, startRuntimeGateway, SUMMER_NOON, type RuntimeTest } from './support/runtime.ts';

let plant: RuntimeTest | undefined;
let companion: Companion | undefined;
let webRoot: string | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  await companion?.stop();
  await plant?.close();
  if (webRoot !== undefined) await removeDir(webRoot);
  if (dataDir !== undefined) await removeDir(dataDir);
  companion = undefined;
  plant = undefined;
  dataDir = undefined;
});

describe.each(['v24.10.6', 'v26.3.30'] as const)('companion in front of %s', (firmware) => {
  it('forwards the console byte for byte and names the firmware in info and fleet', async () => {
    plant = await startRuntimeGateway({ start: SUMMER_NOON, firmware, runtime: { demoInverters: 3 } });
    webRoot = await makeWebRoot();
    companion = await startCompanion({
      target: parseTarget({ url: plant.base }),
      host: '127.0.0.1',
      port: 0,
      webRoot,
    });
    const base = companion.url.replace(/\/$/, '');
    if (firmware === 'v26.3.30') {
      await postJson(plant.base, '/api/logging/config', { loglevel: { default: 5, modules: [] } });
    }
    const direct = await connectSocket(plant.base, '/console');
    const browser = await connectSocket(base, '/console');
    const live = await connectSocket(base, '/livedata');
    await waitFor(() => plant?.gateway.ctx.sockets.count('console') === 2, 5000, 'both console sockets');
    plant.advance(40);
    await waitFor(
      () => browser.messages.join('').includes('Fetch inverter'),
      5000,
      'polls through the companion',
    );
    await waitFor(
      () => direct.messages.join('').includes(browser.messages.join('').slice(-40)),
      5000,
      'the same tail',
    );
    // Every frame the browser got is one frame the gateway sent, unchanged.
    for (const frame of browser.messages) expect(direct.messages).toContain(frame);
    const lines = browser.messages.join('');
    if (firmware === 'v24.10.6') expect(lines).toMatch(/\r\nFetch inverter: \d+\r\n/);
    else {
      expect(lines).toMatch(/\nI \(\d+\) hoymiles: Fetch inverter: \d+\n/);
      expect(browser.messages.some((frame) => frame.split('\n').length > 2)).toBe(true);
    }

    await waitFor(() => live.messages.length >= 3, 5000, 'live frames');
    const info = (await getJson(base, '/api/x/info', { auth: ADMIN })) as CompanionInfo;
    expect(info.gateways.map((g) => g.firmware)).toEqual([firmware]);
    await waitFor(
      async () =>
        ((await getJson(base, '/api/x/fleet', { auth: ADMIN })) as FleetStatus).gateways[0]?.inverters === 3,
      5000,
      'the fleet card',
    );
    const fleet = (await getJson(base, '/api/x/fleet', { auth: ADMIN })) as FleetStatus;
    expect(fleet.gateways[0]?.firmware).toBe(firmware);
    await Promise.all([direct.close(), browser.close(), live.close()]);
  });

  it('records the day and serves the gateway’s metrics with its label', async () => {
    plant = await startRuntimeGateway({
      start: SUMMER_NOON,
      firmware,
      history: false,
      runtime: { demoInverters: 2 },
    });
    webRoot = await makeWebRoot();
    dataDir = await tempDir('companion-release');
    const running = await startCompanion({
      gateways: [{ id: 'home', target: parseTarget({ url: plant.base }) }],
      host: '127.0.0.1',
      port: 0,
      webRoot,
      dataDir,
      batchMs: 3_600_000,
    });
    companion = running;
    const base = running.url.replace(/\/$/, '');
    const gateway = plant;
    await waitFor(() => gateway.gateway.ctx.sockets.count('livedata') === 1, 10_000, 'the recorder’s socket');
    gateway.advance(40);

    // Both inverters' power, filed on the recorder's today for this gateway.
    await waitFor(
      async () => {
        running.recording?.commit();
        const info = (await getJson(base, '/api/x/info', { auth: ADMIN })) as CompanionInfo;
        const day = info.gateways[0]?.today ?? '';
        const power = (await getJson(base, `/api/x/history/power?day=${day}`, {
          auth: ADMIN,
        })) as PowerHistory;
        return power.inverters.length === 2;
      },
      10_000,
      'today’s recorded curve',
    );

    const response = await get(base, '/metrics', { auth: ADMIN });
    expect(response.status).toBe(200);
    const samples = parsePromText(await response.text());
    const own = parsePromText(
      await (await get(plant.base, '/api/prometheus/metrics', { auth: ADMIN })).text(),
    );
    const labelled = samples.filter((s) => s.labels.gateway === 'home' && !s.name.startsWith('dtu_web_'));
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(labelled.map((s) => s.name))).toEqual(new Set(own.map((s) => s.name)));
    expect(samples.find((s) => s.name === 'dtu_web_gateway_up')?.value).toBe(1);
  });
});
