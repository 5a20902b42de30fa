/**
 * Issue 30, the companion's side: three virtual DTUs — "home" (open, the default admin password),
 * "garage" (read-only access off, the same password: one sign-in opens both) and "barn" (open, its own
 * password) — behind a companion with no logins of its own. A locked gateway hides nothing of the
 * others; each gateway says what the request's login opens; a restarted gateway's zeros never pass for
 * current values; an offline one keeps its energy in the total as last known, also across a companion
 * restart (from its recorded history); names set in the companion show everywhere and survive its restart.
 */
import type { CompanionInfo, FleetGateway, FleetStatus } from '@dtu-web/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCompanion, type Companion } from '../src/companion/server.ts';
import { parseTarget } from '../src/companion/target.ts';
import { inverterReported } from '../src/companion/fleet/record.ts';
import {
  ADMIN,
  ADMIN_PASSWORD,
  basic,
  get,
  makeWebRoot,
  postData,
  postJson,
  removeDir,
  tempDir,
  waitFor,
} from './support/gateway.ts';
import { parsePromText } from './support/promText.ts';
import { startRuntimeGateway, waitForClients, type RuntimeTest } from './support/runtime.ts';

const IDS = ['home', 'garage', 'barn'] as const;
type Id = (typeof IDS)[number];
const BARN = basic('admin', 'barn-secret');

const plants = new Map<Id, RuntimeTest>();
let companion: Companion | undefined;
let base = '';
let webRoot: string;
let dataDir: string;
let barnClosed = false;

function plant(id: Id): RuntimeTest {
  const found = plants.get(id);
  if (found === undefined) throw new Error(`no plant ${id}`);
  return found;
}

async function start(): Promise<Companion> {
  const started = await startCompanion({
    gateways: IDS.map((id) => ({ id, target: parseTarget({ url: plant(id).base }) })),
    host: '127.0.0.1',
    port: 0,
    webRoot,
    dataDir,
    batchMs: 3_600_000,
    watchMs: 200,
    ownHostNames: ['localhost'],
  });
  base = started.url.replace(/\/$/, '');
  return started;
}

async function answer<T>(path: string, auth?: string): Promise<T> {
  const response = await get(base, path, auth === undefined ? {} : { auth });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const fleet = (auth?: string): Promise<FleetStatus> => answer<FleetStatus>('/api/x/fleet', auth);
const info = (auth?: string): Promise<CompanionInfo> => answer<CompanionInfo>('/api/x/info', auth);

async function card(id: Id, auth?: string): Promise<FleetGateway> {
  const found = (await fleet(auth)).gateways.find((g) => g.id === id);
  if (found === undefined) throw new Error(`no card ${id}`);
  return found;
}

beforeAll(async () => {
  for (const id of IDS)
    plants.set(id, await startRuntimeGateway({ runtime: { demoInverters: 2 }, history: false }));
  await postJson(plant('garage').base, '/api/security/config', {
    password: ADMIN_PASSWORD,
    allow_readonly: false,
  });
  await postJson(plant('barn').base, '/api/security/config', {
    password: 'barn-secret',
    allow_readonly: true,
  });
  webRoot = await makeWebRoot();
  dataDir = await tempDir('companion-honest');
  companion = await start();
  for (const id of ['home', 'barn'] as const) await waitForClients(plant(id), 'livedata', 1);
  for (let second = 0; second < 40; second++) for (const id of IDS) plant(id).advance(1);
  await waitFor(
    async () => {
      const status = await fleet(ADMIN);
      return ['home', 'barn'].every((id) => status.gateways.find((g) => g.id === id)?.inverters === 2);
    },
    10_000,
    'the inverters of home and barn',
  );
  // Current only once every inverter has had time to be sent (12 s on a first connection). On code
  // that knows no `reported` this wait ends without it, and the tests below say what is missing.
  await waitFor(
    async () => {
      const status = await fleet(ADMIN);
      return ['home', 'barn'].every((id) => status.gateways.find((g) => g.id === id)?.reported === true);
    },
    20_000,
    'home and barn reported',
  ).catch(() => undefined);
}, 60_000);

afterAll(async () => {
  await companion?.stop();
  for (const [id, p] of plants) if (id !== 'barn' || !barnClosed) await p.close();
  await removeDir(webRoot);
  await removeDir(dataDir);
});

describe('a locked gateway hides nothing else', () => {
  it('lists it by name as locked, without values, and the open ones as usual, to a visitor', async () => {
    const listed = await info();
    expect(listed.gateways.map((g) => [g.id, g.locked, g.login])).toEqual([
      ['home', false, 'none'],
      ['garage', true, 'none'],
      ['barn', false, 'none'],
    ]);
    const status = await fleet();
    const garage = status.gateways.find((g) => g.id === 'garage');
    expect(garage).toMatchObject({ locked: true, reported: false });
    expect(garage?.total).toBeUndefined();
    expect(garage?.inverters).toBeUndefined();
    const home = status.gateways.find((g) => g.id === 'home');
    expect(home).toMatchObject({ locked: false, reported: true, inverters: 2 });
    expect(home?.total?.Power?.u).toBe('W');
    expect(status.total.left_out).toEqual(['garage']);

    const response = await get(base, '/metrics');
    expect(response.status).toBe(200);
    const samples = parsePromText(await response.text());
    expect(samples.some((s) => s.labels.gateway === 'home' && s.name.startsWith('opendtu_'))).toBe(true);
    expect(samples.some((s) => s.labels.gateway === 'garage' && s.name.startsWith('opendtu_'))).toBe(false);
    const locked = (id: Id): number | undefined =>
      samples.find((s) => s.name === 'dtu_web_gateway_locked' && s.labels.gateway === id)?.value;
    expect([locked('home'), locked('garage'), locked('barn')]).toEqual([0, 1, 0]);
  });

  it('says per gateway what one login opens: the shared password opens home and garage', async () => {
    const shared = await info(ADMIN);
    expect(shared.gateways.map((g) => [g.id, g.locked, g.login])).toEqual([
      ['home', false, 'opens'],
      ['garage', false, 'opens'],
      ['barn', false, 'refused'],
    ]);
    expect((await card('garage', ADMIN)).locked).toBe(false);
    const own = await info(BARN);
    expect(own.gateways.map((g) => [g.id, g.locked, g.login])).toEqual([
      ['home', false, 'refused'],
      ['garage', true, 'refused'],
      ['barn', false, 'opens'],
    ]);
  });
});

describe('names set in the companion', () => {
  const rename = (id: string, data: unknown, auth?: string): Promise<Response> =>
    postData(
      base,
      `/api/x/gateways/name?gateway=${id}`,
      data,
      'urlencoded',
      auth === undefined ? {} : { auth },
    );

  it('needs that gateway’s admin login and refuses what is no name with 90001', async () => {
    expect((await rename('home', { name: 'Roof' })).status).toBe(401);
    expect((await rename('barn', { name: 'Roof' }, ADMIN)).status).toBe(401);
    for (const bad of [{ name: 7 }, { name: 'x'.repeat(41) }, { name: 'a\u0007b' }, 'not json', {}]) {
      const refused = await rename('home', bad, ADMIN);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(((await refused.json()) as { code: number }).code).toBe(90001);
    }
    const unknown = await rename('attic', { name: 'Attic' }, ADMIN);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { code: number }).code).toBe(90002);
  });

  it('shows the name in the info, the fleet and the metrics labels', async () => {
    const saved = await rename('home', { name: '  Roof East ' }, ADMIN);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      type: 'success',
      gateway: { id: 'home', name: 'Roof East', own_name: 'Roof East' },
    });
    expect((await info()).gateways[0]).toMatchObject({
      id: 'home',
      name: 'Roof East',
      own_name: 'Roof East',
    });
    expect((await card('home')).name).toBe('Roof East');
    const samples = parsePromText(await (await get(base, '/metrics')).text());
    const home = samples.filter((s) => s.labels.gateway === 'home');
    expect(home.length).toBeGreaterThan(1);
    expect(home.every((s) => s.labels.gateway_name === 'Roof East')).toBe(true);
  });
});

describe('values that are not current never look current', () => {
  it('a restarted gateway’s zeros leave the total; its energy stays as last known until it reported', async () => {
    const before = await card('barn');
    const yieldTotal = before.total?.YieldTotal.v ?? 0;
    expect(yieldTotal).toBeGreaterThan(0);
    await plant('barn').gateway.reboot();
    const link = companion?.links.find((l) => l.id === 'barn');
    // The companion reconnects and hears the rebooted gateway's first frames: zeros, never answered.
    await waitForClients(plant('barn'), 'livedata', 1);
    await waitFor(
      () => {
        plant('barn').advance(1);
        return (link?.record.frames(Date.now()) ?? []).some(
          ({ frame }) => frame.inverters[0] !== undefined && !inverterReported(frame.inverters[0]),
        );
      },
      15_000,
      'the rebooted barn’s first frames',
    );
    const status = await fleet();
    const barn = status.gateways.find((g) => g.id === 'barn');
    expect(barn).toMatchObject({ online: true, reported: false, last_known: true });
    expect(barn?.total?.Power).toBeUndefined();
    expect(barn?.producing).toBeUndefined();
    expect(barn?.total?.YieldTotal.v).toBe(yieldTotal);
    expect(status.total.last_known).toEqual(['barn']);
    const home = status.gateways.find((g) => g.id === 'home');
    expect(status.total.Power).toEqual(home?.total?.Power);

    await waitFor(
      async () => {
        plant('barn').advance(1);
        return (await card('barn')).reported;
      },
      15_000,
      'barn reported again',
    );
    expect((await card('barn')).total?.Power?.u).toBe('W');
  }, 40_000);

  it('an offline gateway keeps the energy it made in the total, without a current power', async () => {
    const before = await fleet();
    const barnBefore = before.gateways.find((g) => g.id === 'barn')?.total;
    await plant('barn').close();
    barnClosed = true;
    await waitFor(async () => !(await card('barn')).online, 10_000, 'barn offline');
    const status = await fleet();
    const barn = status.gateways.find((g) => g.id === 'barn');
    expect(barn).toMatchObject({ online: false, reported: false, last_known: true });
    expect(barn?.total?.Power).toBeUndefined();
    expect(barn?.total?.YieldTotal).toEqual(barnBefore?.YieldTotal);
    expect(barn?.total?.YieldDay).toEqual(barnBefore?.YieldDay);
    const sum = status.gateways.reduce((total, g) => total + (g.total?.YieldTotal.v ?? 0), 0);
    expect(status.total.YieldTotal.v).toBeCloseTo(sum, 3);
    expect(status.total.YieldTotal.v).toBeGreaterThanOrEqual(before.total.YieldTotal.v);
    expect(status.total.last_known).toEqual(['barn']);
  }, 20_000);

  it('after a companion restart no gateway counts before its inverters reported; names survive', async () => {
    const before = await fleet();
    const barnBefore = before.gateways.find((g) => g.id === 'barn')?.total;
    await companion?.stop();
    companion = undefined;
    companion = await start();
    const status = await fleet();
    for (const gateway of status.gateways) {
      expect(gateway.reported, gateway.id).toBe(false);
      expect(gateway.total?.Power, gateway.id).toBeUndefined();
    }
    // The energy home and barn made is in the history: it stays in the total as last known, also for
    // barn, still away; garage is locked to a visitor.
    expect(status.total.left_out).toEqual(['garage']);
    expect(status.total.last_known).toEqual(['home', 'barn']);
    const barn = status.gateways.find((g) => g.id === 'barn');
    expect(barn).toMatchObject({ online: false, last_known: true });
    expect(barn?.total?.YieldTotal.v).toBeCloseTo(barnBefore?.YieldTotal.v ?? -1, 2);
    expect(Math.abs((barn?.total?.YieldDay?.v ?? -1) - (barnBefore?.YieldDay?.v ?? 0))).toBeLessThanOrEqual(
      1,
    );
    expect(status.total.YieldTotal.v).toBeGreaterThanOrEqual(barn?.total?.YieldTotal.v ?? Infinity);
    expect((await info()).gateways[0]?.name).toBe('Roof East');
  }, 20_000);
});
