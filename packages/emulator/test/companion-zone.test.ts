/**
 * Issue 29 items 4 and 5: a companion without a login of its own reads the gateway's zone from the
 * readable `/api/ntp/status` and files its days in it; `/api/x/info` tells the app the recorder's today,
 * the zone, and how far the gateway's clock is off the recorder's (the emulated gateway runs in 2024).
 */
import type { CompanionInfo, PowerHistory } from '@dtu-web/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCompanion, type Companion } from '../src/companion/server.ts';
import { parseTarget } from '../src/companion/target.ts';
import { localDayKey, offsetOfTz } from '../src/history/calendar.ts';
import { makeWebRoot, removeDir, tempDir, waitFor } from './support/gateway.ts';
import { startRuntimeGateway, waitForClients, type RuntimeTest } from './support/runtime.ts';

let plant: RuntimeTest;
let companion: Companion;
let base: string;
let webRoot: string;
let dataDir: string;
/** The gateway's clock minus ours when the companion read it (the test's clock moves by hand after). */
let offsetAtRead = 0;

async function info(): Promise<CompanionInfo> {
  return (await (await fetch(`${base}/api/x/info`)).json()) as CompanionInfo;
}

beforeAll(async () => {
  plant = await startRuntimeGateway({ runtime: { demoInverters: 2 }, history: false });
  webRoot = await makeWebRoot();
  dataDir = await tempDir('companion-zone');
  companion = await startCompanion({
    gateways: [{ id: 'home', target: parseTarget({ url: plant.base }) }],
    host: '127.0.0.1',
    port: 0,
    webRoot,
    dataDir,
    batchMs: 3_600_000,
    ownHostNames: ['localhost'],
  });
  base = companion.url.replace(/\/$/, '');
  await waitForClients(plant, 'livedata', 1);
  await waitFor(async () => (await info()).gateways[0]?.tz != null, 10_000, 'the zone read');
  offsetAtRead = (plant.clock.now() - Date.now()) / 1000;
  plant.advance(30);
}, 60_000);

afterAll(async () => {
  await companion.stop();
  await plant.close();
  await removeDir(webRoot);
  await removeDir(dataDir);
});

describe('a companion without its own login', () => {
  it('names the gateway zone, the recorder today and the gateway clock offset', async () => {
    const gateway = (await info()).gateways[0];
    expect(gateway?.tz).toBe('CET-1CEST,M3.5.0,M10.5.0/3');
    expect(gateway?.today).toBe(localDayKey(Date.now(), offsetOfTz(gateway?.tz ?? '')));
    expect(Math.abs((gateway?.clock_offset_s ?? 0) - offsetAtRead)).toBeLessThanOrEqual(3);
    expect(Math.abs(gateway?.clock_offset_s ?? 0)).toBeGreaterThan(120);
  });

  it('files its days in the gateway zone', async () => {
    await waitFor(
      async () => {
        companion.recording?.commit();
        const day = (await info()).gateways[0]?.today ?? '';
        const power = (await (await fetch(`${base}/api/x/history/power?day=${day}`)).json()) as PowerHistory;
        return power.inverters.length > 0 && power.tz === 'CET-1CEST,M3.5.0,M10.5.0/3';
      },
      10_000,
      "today's curve in the gateway zone",
    );
  });
});
