/**
 * A gateway keeps its name while it is away: the companion lists it by the host name it last answered
 * with, in /api/x/info and /api/x/fleet, and — with a data directory — also after a restart of the
 * companion during which that gateway is still down.
 */
import type { CompanionInfo, FleetStatus } from '@dtu-web/protocol';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_NAMES_FILE } from '../src/companion/gatewayNames.ts';
import { startCompanion, type Companion } from '../src/companion/server.ts';
import { parseTarget } from '../src/companion/target.ts';
import { ADMIN, get, makeWebRoot, postJson, removeDir, tempDir, waitFor } from './support/gateway.ts';
import { startRuntimeGateway, type RuntimeTest } from './support/runtime.ts';

let home: RuntimeTest;
let shed: RuntimeTest;
let shedUrl: string;
let shedClosed = false;
let companion: Companion | undefined;
let webRoot: string;
let dataDir: string;

async function start(): Promise<Companion> {
  return startCompanion({
    gateways: [
      { id: 'home', target: parseTarget({ url: home.base }) },
      { id: 'shed', target: parseTarget({ url: shedUrl }) },
    ],
    host: '127.0.0.1',
    port: 0,
    webRoot,
    dataDir,
    batchMs: 3_600_000,
    watchMs: 200,
    ownHostNames: ['localhost'],
  });
}

async function answer<T>(path: string, _shape?: T): Promise<T> {
  if (companion === undefined) throw new Error('no companion');
  const response = await get(companion.url.replace(/\/$/, ''), path, { auth: ADMIN });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** Each gateway's name as /api/x/info and /api/x/fleet list it. */
async function names(): Promise<{ info: Record<string, string>; fleet: Record<string, string> }> {
  const info = await answer<CompanionInfo>('/api/x/info');
  const fleet = await answer<FleetStatus>('/api/x/fleet');
  return {
    info: Object.fromEntries(info.gateways.map((g) => [g.id, g.name])),
    fleet: Object.fromEntries(fleet.gateways.map((g) => [g.id, g.name])),
  };
}

async function shedOnline(): Promise<boolean | undefined> {
  return (await answer<FleetStatus>('/api/x/fleet')).gateways.find((g) => g.id === 'shed')?.online;
}

beforeAll(async () => {
  home = await startRuntimeGateway({ history: false });
  shed = await startRuntimeGateway({ history: false });
  shedUrl = shed.base;
  for (const [gateway, hostname] of [
    [home, 'Home'],
    [shed, 'Shed'],
  ] as const) {
    const network = await (await get(gateway.base, '/api/network/config', { auth: ADMIN })).json();
    // The device saves network settings only with an SSID.
    const saved = await postJson(gateway.base, '/api/network/config', {
      ...(network as object),
      ssid: 'Garden',
      hostname,
    });
    expect(saved).toMatchObject({ type: 'success' });
  }
  webRoot = await makeWebRoot();
  dataDir = await tempDir('companion-names');
  companion = await start();
}, 30_000);

afterAll(async () => {
  await companion?.stop();
  await home.close();
  if (!shedClosed) await shed.close();
  await removeDir(webRoot);
  await removeDir(dataDir);
});

describe('an offline gateway keeps its name', () => {
  it('lists each gateway by the host name it answered with', async () => {
    expect(await names()).toEqual({
      info: { home: 'Home', shed: 'Shed' },
      fleet: { home: 'Home', shed: 'Shed' },
    });
  });

  it('keeps "Shed" once the shed gateway is gone', async () => {
    await shed.close();
    shedClosed = true;
    await waitFor(async () => (await shedOnline()) === false, 10_000, 'shed offline');
    expect(await names()).toEqual({
      info: { home: 'Home', shed: 'Shed' },
      fleet: { home: 'Home', shed: 'Shed' },
    });
  });

  it('keeps it across a companion restart while the gateway is still down', async () => {
    await companion?.stop();
    companion = undefined;
    expect(JSON.parse(await readFile(join(dataDir, GATEWAY_NAMES_FILE), 'utf8'))).toEqual({
      home: 'Home',
      shed: 'Shed',
    });
    companion = await start();
    expect(await shedOnline()).toBe(false);
    expect(await names()).toEqual({
      info: { home: 'Home', shed: 'Shed' },
      fleet: { home: 'Home', shed: 'Shed' },
    });
  }, 20_000);
});
