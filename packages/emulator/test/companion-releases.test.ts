/**
 * The companion in front of the oldest and the newest release (issue 28): it forwards each unchanged —
 * the console's raw v24 lines and v26's chunked multi-line frames reach the browser byte for byte —
 * and /api/x/info and /api/x/fleet name the firmware each gateway reports, with live data flowing.
 */
import type { CompanionInfo, FleetStatus } from '@dtu-web/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { startCompanion, type Companion } from '../src/companion/server.ts';
import { parseTarget } from '../src/companion/target.ts';
import { ADMIN, getJson, makeWebRoot, postJson, removeDir, waitFor } from './support/gateway.ts';
import { connectSocket, startRuntimeGateway, SUMMER_NOON, type RuntimeTest } from './support/runtime.ts';

let plant: RuntimeTest | undefined;
let companion: Companion | undefined;
let webRoot: string | undefined;
afterEach(async () => {
  await companion?.stop();
  await plant?.close();
  if (webRoot !== undefined) await removeDir(webRoot);
  companion = undefined;
  plant = undefined;
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
});
