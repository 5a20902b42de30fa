/**
 * Several gateways behind one companion (issue 24, companion-api §3): three virtual DTUs (3, 2 and 1
 * inverters; "garage" allows no read-only access and the companion has its admin login). Each is
 * reached under /g/<id>/ for HTTP and both websockets, by its own auth rules; the fleet total is the
 * sum of the gateways' own totals; /metrics carries every gateway's series with its label in valid
 * text format; the companion records each gateway's frames into its history; and a gateway killed
 * shows offline without slowing the others.
 */
import type { EnergyHistory, FleetStatus, LiveData, PowerHistory } from '@dtu-web/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCompanion, type Companion } from '../src/companion/server.ts';
import { parseTarget } from '../src/companion/target.ts';
import {
  ADMIN,
  ADMIN_PASSWORD,
  get,
  makeWebRoot,
  postJson,
  removeDir,
  tempDir,
  waitFor,
} from './support/gateway.ts';
import { parsePromText } from './support/promText.ts';
import {
  connectSocket,
  startRuntimeGateway,
  waitForClients,
  type RuntimeTest,
  type SocketClient,
} from './support/runtime.ts';

const IDS = ['home', 'garage', 'barn'] as const;
type Id = (typeof IDS)[number];
const INVERTERS: Record<Id, number> = { home: 3, garage: 2, barn: 1 };

const plants = new Map<Id, RuntimeTest>();
let companion: Companion;
let base: string;
let webRoot: string;
let dataDir: string;
let barnClosed = false;

function plant(id: Id): RuntimeTest {
  const found = plants.get(id);
  if (found === undefined) throw new Error(`no plant ${id}`);
  return found;
}

interface Answer<T> {
  status: number;
  body: T;
}

async function json(url: string, auth?: string): Promise<Answer<unknown>> {
  const response = await get(url, '', auth === undefined ? {} : { auth });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

async function fleet(): Promise<FleetStatus> {
  return ((await json(`${base}/api/x/fleet`, ADMIN)) as Answer<FleetStatus>).body;
}

beforeAll(async () => {
  for (const id of IDS) {
    plants.set(id, await startRuntimeGateway({ runtime: { demoInverters: INVERTERS[id] }, history: false }));
  }
  await postJson(plant('garage').base, '/api/security/config', {
    password: ADMIN_PASSWORD,
    allow_readonly: false,
  });
  webRoot = await makeWebRoot();
  dataDir = await tempDir('companion-history');
  companion = await startCompanion({
    gateways: IDS.map((id) => ({
      id,
      target: parseTarget(
        id === 'garage'
          ? { url: plant(id).base, user: 'admin', password: ADMIN_PASSWORD }
          : { url: plant(id).base },
      ),
    })),
    host: '127.0.0.1',
    port: 0,
    webRoot,
    dataDir,
    batchMs: 3_600_000,
    ownHostNames: ['localhost'],
  });
  base = companion.url.replace(/\/$/, '');
  // The companion holds one live socket per gateway; frames flow once the plants run.
  for (const id of IDS) await waitForClients(plant(id), 'livedata', 1);
  for (let second = 0; second < 40; second++) for (const id of IDS) plant(id).advance(1);
  await waitFor(
    async () => {
      const f = await fleet();
      return f.gateways.every((g) => g.inverters === INVERTERS[g.id as Id]);
    },
    10_000,
    "every gateway's inverters in the fleet",
  );
}, 60_000);

afterAll(async () => {
  await companion.stop();
  for (const [id, p] of plants) if (id !== 'barn' || !barnClosed) await p.close();
  await removeDir(webRoot);
  await removeDir(dataDir);
});

describe('each gateway under /g/<id>/', () => {
  it('forwards HTTP to the gateway named, the first one also without a prefix', async () => {
    for (const id of IDS) {
      const { status, body } = (await json(`${base}/g/${id}/api/livedata/status`, ADMIN)) as Answer<LiveData>;
      expect(status).toBe(200);
      expect(body.inverters).toHaveLength(INVERTERS[id]);
    }
    const bare = (await json(`${base}/api/livedata/status`)) as Answer<LiveData>;
    expect(bare.body.inverters).toHaveLength(INVERTERS.home);
  });

  it('answers 404 with code 90002 for a gateway id that does not exist', async () => {
    for (const path of ['/g/attic/api/livedata/status', '/g/attic', '/g/attic/livedata']) {
      const { status, body } = (await json(base + path)) as Answer<{ code: number }>;
      expect(status).toBe(404);
      expect(body.code).toBe(90002);
    }
    const post = await fetch(`${base}/g/attic/api/dtu/config`, { method: 'POST', body: 'data={}' });
    expect(post.status).toBe(404);
  });

  it("applies each gateway's own auth rules to its API", async () => {
    expect((await get(base, '/g/garage/api/livedata/status')).status).toBe(401);
    expect((await get(base, '/g/garage/api/livedata/status', { auth: ADMIN })).status).toBe(200);
    expect((await get(base, '/g/home/api/livedata/status')).status).toBe(200);
  });

  it('connects /livedata and /console to the gateway named, by its own rules', async () => {
    const barn = await connectSocket(`${base}/g/barn`, '/livedata');
    await waitFor(() => barn.messages.length > 0, 5000, 'the barn frame');
    const serials = new Set(
      barn.messages.map((text) => (JSON.parse(text) as LiveData).inverters.map((i) => i.serial)).flat(),
    );
    const own = ((await json(`${plant('barn').base}/api/livedata/status`)) as Answer<LiveData>).body
      .inverters;
    expect([...serials]).toEqual(own.map((i) => i.serial));
    await barn.close();

    await expect(connectSocket(`${base}/g/garage`, '/livedata')).rejects.toThrow(/401/);
    const garage = await connectSocket(`${base}/g/garage`, '/livedata', { authorization: ADMIN });
    await waitFor(() => garage.messages.length >= INVERTERS.garage, 5000, 'the garage frames');
    await garage.close();

    const console = await connectSocket(`${base}/g/barn`, '/console');
    await waitForClients(plant('barn'), 'console', 1);
    expect(plant('home').gateway.ctx.sockets.count('console')).toBe(0);
    expect(plant('garage').gateway.ctx.sockets.count('console')).toBe(0);
    await console.close();
  });
});

describe("the companion's own endpoints", () => {
  it('checks /api/x/* with the gateway chosen by gateway=', async () => {
    const day = new Date().toISOString().slice(0, 10);
    const energy = (id: string, auth?: string): Promise<Response> =>
      get(
        base,
        `/api/x/history/energy?gateway=${id}&from=${day}&to=${day}&step=day`,
        auth === undefined ? {} : { auth },
      );
    expect((await energy('home')).status).toBe(200);
    expect((await energy('garage')).status).toBe(401);
    expect((await energy('garage', ADMIN)).status).toBe(200);
    const unknown = await energy('attic');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { code: number }).code).toBe(90002);
    const imported = await fetch(`${base}/api/x/history/import?gateway=home`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv' },
      body: 'date,wh\n2020-01-01,1000\n',
    });
    expect(imported.status).toBe(401);
    const info = ((await json(`${base}/api/x/info`, ADMIN)) as Answer<{ gateways: { id: string }[] }>).body;
    expect(info.gateways.map((g) => g.id)).toEqual([...IDS]);
  });

  it("sums the online gateways' own totals into the fleet total", async () => {
    // Each gateway's own total as it publishes it: the last frame on its own /livedata socket.
    const direct = new Map<Id, SocketClient>();
    for (const id of IDS)
      direct.set(id, await connectSocket(plant(id).base, '/livedata', { authorization: ADMIN }));
    for (const id of IDS) await waitForClients(plant(id), 'livedata', 2);
    for (const id of IDS) plant(id).advance(11);
    const ownTotal = (id: Id): LiveData['total'] | undefined => {
      const last = direct.get(id)?.messages.at(-1);
      return last === undefined ? undefined : (JSON.parse(last) as LiveData).total;
    };
    await waitFor(
      async () =>
        (await fleet()).gateways.every(
          (g) => JSON.stringify(g.total) === JSON.stringify(ownTotal(g.id as Id)),
        ),
      5000,
      "the gateways' published totals in the fleet",
    );
    for (const client of direct.values()) await client.close();
    const status = await fleet();
    const sums = { Power: 0, YieldDay: 0, YieldTotal: 0 };
    for (const id of IDS) {
      const own = ownTotal(id);
      if (own === undefined) throw new Error(`no frame from ${id}`);
      const card = status.gateways.find((g) => g.id === id);
      expect(card?.online).toBe(true);
      // Within one unit of the shown digits (`d`): the frame's total and the status answer are both the
      // gateway's, rounded as it rounds them.
      expect(Math.abs((card?.total?.Power?.v ?? 0) - own.Power.v)).toBeLessThanOrEqual(0.1 + 1e-9);
      expect(Math.abs((card?.total?.YieldTotal.v ?? 0) - own.YieldTotal.v)).toBeLessThanOrEqual(0.001 + 1e-9);
      sums.Power += own.Power.v;
      sums.YieldDay += own.YieldDay.v;
      sums.YieldTotal += own.YieldTotal.v;
    }
    expect(sums.Power).toBeGreaterThan(0);
    const cards = status.gateways.reduce((sum, g) => sum + (g.total?.Power?.v ?? 0), 0);
    expect(status.total.Power.v).toBeCloseTo(cards, 6);
    expect(Math.abs(status.total.Power.v - sums.Power)).toBeLessThanOrEqual(0.1 * IDS.length + 1e-9);
    expect(Math.abs(status.total.YieldDay.v - sums.YieldDay)).toBeLessThanOrEqual(IDS.length);
    expect(Math.abs(status.total.YieldTotal.v - sums.YieldTotal)).toBeLessThanOrEqual(
      0.001 * IDS.length + 1e-9,
    );
  });

  it("serves every gateway's metrics with its label, in valid Prometheus text", async () => {
    const response = await get(base, '/metrics', { auth: ADMIN });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const samples = parsePromText(await response.text());
    for (const id of IDS) {
      const own = parsePromText(
        await (await get(plant(id).base, '/api/prometheus/metrics', { auth: ADMIN })).text(),
      );
      const labelled = samples.filter((s) => s.labels.gateway === id && !s.name.startsWith('dtu_web_'));
      expect(own.length).toBeGreaterThan(0);
      expect(labelled.map((s) => s.name).sort()).toEqual(own.map((s) => s.name).sort());
      expect(samples.find((s) => s.name === 'dtu_web_gateway_up' && s.labels.gateway === id)?.value).toBe(1);
    }
    expect(samples.every((s) => IDS.includes(s.labels.gateway as Id))).toBe(true);
  });

  it("records each gateway's frames into its history", async () => {
    companion.recording?.commit();
    const day = new Date().toISOString().slice(0, 10);
    const power = (await json(`${base}/api/x/history/power?gateway=home&day=${day}`)) as Answer<PowerHistory>;
    expect(power.status).toBe(200);
    expect(power.body.inverters).toHaveLength(INVERTERS.home);
    for (const inverter of power.body.inverters) expect(inverter.points.length).toBeGreaterThan(0);
    const barn = (await json(
      `${base}/api/x/history/energy?gateway=barn&from=${day}&to=${day}&step=day`,
    )) as Answer<EnergyHistory>;
    expect(Object.keys(barn.body.rows[0]?.inverters ?? {})).toHaveLength(INVERTERS.barn);
  });
});

describe('a gateway that goes away', () => {
  it('shows offline within 15 s and does not slow the others', async () => {
    await plant('barn').close();
    barnClosed = true;
    const timed = async (path: string, auth?: string): Promise<number> => {
      const started = performance.now();
      const response = await get(base, path, auth === undefined ? {} : { auth });
      await response.arrayBuffer();
      expect(response.status).toBe(200);
      return performance.now() - started;
    };
    const median = (values: number[]): number =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    for (const path of ['/g/home/api/livedata/status', '/api/x/fleet', '/metrics']) {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) times.push(await timed(path, ADMIN));
      expect(median(times), path).toBeLessThan(100);
    }
    await waitFor(
      async () => (await fleet()).gateways.find((g) => g.id === 'barn')?.online === false,
      15_000,
      'barn offline',
    );
    const status = await fleet();
    const barn = status.gateways.find((g) => g.id === 'barn');
    expect(barn?.inverters).toBe(INVERTERS.barn);
    const online = status.gateways.filter((g) => g.online);
    expect(online.map((g) => g.id)).toEqual(['home', 'garage']);
    // Its energy stays in the total as last known; its power leaves it (issue 30).
    expect(barn?.total?.Power).toBeUndefined();
    expect(barn?.last_known).toBe(true);
    expect(status.total.last_known).toEqual(['barn']);
    const sum = status.gateways.reduce((total, g) => total + (g.total?.YieldTotal.v ?? 0), 0);
    expect(status.total.YieldTotal.v).toBeCloseTo(sum, 3);
    const power = online.reduce((total, g) => total + (g.total?.Power?.v ?? 0), 0);
    expect(status.total.Power.v).toBeCloseTo(power, 3);
    const metrics = parsePromText(await (await get(base, '/metrics', { auth: ADMIN })).text());
    expect(metrics.find((s) => s.name === 'dtu_web_gateway_up' && s.labels.gateway === 'barn')?.value).toBe(
      0,
    );
    expect(metrics.some((s) => s.labels.gateway === 'barn' && !s.name.startsWith('dtu_web_'))).toBe(false);
  }, 30_000);
});
