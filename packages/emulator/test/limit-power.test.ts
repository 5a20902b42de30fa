/**
 * Limit and power commands against the running plant (device-api §1.4, §1.5, §5): every check in the
 * device's order, the status maps, Pending → Ok, Failure when the inverter does not answer, dropped
 * commands, and what the commands do to the inverter's output.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ENCODINGS, expectResult, getJson, postJson } from './support/gateway.ts';
import { startRuntimeGateway, SUMMER_NOON, WINTER_NIGHT, type RuntimeTest } from './support/runtime.ts';

const ROOF = '116180123456';
const UNKNOWN = '999980000001';

interface LimitEntry {
  limit_relative: number;
  max_power: number;
  limit_set_status: string;
}
interface Inverter {
  reachable: boolean;
  producing: boolean;
  limit_relative: number;
  AC: Record<string, { Power: { v: number } }>;
  INV: Record<string, { YieldDay: { v: number } }>;
}

let t: RuntimeTest;
afterEach(async () => {
  await t.close();
});

const limits = async (): Promise<Record<string, LimitEntry>> =>
  (await getJson(t.base, '/api/limit/status', {})) as Record<string, LimitEntry>;
const powers = async (): Promise<Record<string, { power_set_status: string }>> =>
  (await getJson(t.base, '/api/power/status', {})) as Record<string, { power_set_status: string }>;
const inverter = async (serial = ROOF): Promise<Inverter> => {
  const body = (await getJson(t.base, `/api/livedata/status?inv=${serial}`, {})) as { inverters: Inverter[] };
  const inv = body.inverters[0];
  if (inv === undefined) throw new Error(`no inverter ${serial}`);
  return inv;
};
const eventIds = async (serial = ROOF): Promise<number[]> =>
  (
    (await getJson(t.base, `/api/eventlog/status?inv=${serial}`, {})) as { events: { message_id: number }[] }
  ).events.map((e) => e.message_id);

/** Runs the 1 s task until `read` gives `wanted` (at most `seconds`); returns the seconds it took. */
async function runUntil<T>(read: () => Promise<T>, wanted: T, seconds: number): Promise<number> {
  for (let s = 0; s <= seconds; s++) {
    if ((await read()) === wanted) return s;
    t.advance(1);
  }
  throw new Error(`not ${String(wanted)} within ${String(seconds)} s`);
}

const limitStatus = async (serial = ROOF): Promise<string | undefined> =>
  (await limits())[serial]?.limit_set_status;
const powerStatus = async (serial = ROOF): Promise<string | undefined> =>
  (await powers())[serial]?.power_set_status;
/** Waits for the next statistics packet of the only inverter (poll every 5 s). */
const nextPacket = (): void => {
  t.advance(6);
};

describe('lenient data (device-api §0.1)', () => {
  it("accepts a Python dict's repr and raw urlencoded JSON like the device; comments stay 1004", async () => {
    t = await startRuntimeGateway();
    const repr = `{'limit_type': 1, 'limit_value': 50, 'serial': '${ROOF}'}`;
    for (const encoding of ENCODINGS) {
      expectResult(await postJson(t.base, '/api/limit/config', repr, encoding), 'success', 1001);
      expectResult(
        await postJson(
          t.base,
          '/api/limit/config',
          `{limit_type: 1, limit_value: 60, serial: "${ROOF}"}`,
          encoding,
        ),
        'success',
        1001,
      );
      expectResult(
        await postJson(t.base, '/api/limit/config', `{"limit_type": 1, /* x */ "limit_value": 50}`, encoding),
        'warning',
        1004,
      );
    }
    // Not percent-encoded, with "+" for the spaces, as some scripts send it.
    const raw = await fetch(`${t.base}/api/limit/config`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from('admin:openDTU42').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: `data={'limit_type':+1,+'limit_value':+70,+'serial':+'${ROOF}'}`,
    });
    expectResult(await raw.json(), 'success', 1001);
    await runUntil(async () => (await limits())[ROOF]?.limit_relative, 70, 30);
  });
});

describe.each(ENCODINGS)('POST checks (%s)', (encoding) => {
  it('limit: 1005, 5001, 5002, 5003, 5004 in the device order; v24.10.6 takes 0, 1, 256, 257, not 2, 3', async () => {
    t = await startRuntimeGateway();
    const post = (body: unknown): Promise<unknown> => postJson(t.base, '/api/limit/config', body, encoding);
    const ok = { serial: ROOF, limit_value: 50, limit_type: 1 };
    expectResult(await post({ ...ok, serial: 116180123456 }), 'warning', 1005);
    expectResult(await post({ ...ok, limit_value: '50' }), 'warning', 1005);
    expectResult(await post({ ...ok, limit_type: 1.5 }), 'warning', 1005);
    expectResult(await post({ ...ok, limit_type: 65536 }), 'warning', 1005);
    expectResult(await post({ serial: ROOF, limit_value: 50 }), 'warning', 1005);
    expectResult(await post({ ...ok, serial: '0', limit_value: 3000, limit_type: 9 }), 'warning', 5001);
    expectResult(await post({ ...ok, limit_value: 2251, limit_type: 9 }), 'warning', 5002, { max: 2250 });
    for (const type of [4, 255, 258, 512]) {
      expectResult(await post({ ...ok, serial: UNKNOWN, limit_type: type }), 'warning', 5003);
    }
    expectResult(await post({ ...ok, serial: UNKNOWN }), 'warning', 5004);
    for (const type of [0, 1, 256, 257]) {
      expectResult(await post({ ...ok, limit_type: type }), 'success', 1001);
    }
    // The persistent codes of v25.9.11+ (firmware-versions.md §2.4; test/firmware-dialects.test.ts).
    for (const type of [2, 3]) expectResult(await post({ ...ok, limit_type: type }), 'warning', 5003);
    // Negative values are not rejected (the inverter treats them as 0).
    expectResult(await post({ ...ok, limit_value: -5 }), 'success', 1001);
  });

  it('power: 1005, 11001, 11002 in the device order; power and restart succeed', async () => {
    t = await startRuntimeGateway();
    const post = (body: unknown): Promise<unknown> => postJson(t.base, '/api/power/config', body, encoding);
    expectResult(await post({ serial: Number(`0x${ROOF}`), power: true }), 'warning', 1005);
    expectResult(await post({ serial: ROOF }), 'warning', 1005);
    expectResult(await post({ serial: ROOF, power: 'true' }), 'warning', 1005);
    expectResult(await post({ serial: ROOF, restart: 1 }), 'warning', 1005);
    expectResult(await post({ serial: '0', power: true }), 'warning', 11001);
    expectResult(await post({ serial: UNKNOWN, power: true }), 'warning', 11002);
    expectResult(await post({ serial: ROOF, restart: false }), 'success', 1001);
    expect(await powerStatus()).toBe('Ok');
    expectResult(await post({ serial: ROOF, power: true, restart: 'x' }), 'success', 1001);
    expect(await powerStatus()).toBe('Pending');
  });
});

describe('status maps and the command state machine', () => {
  it('lists every runtime inverter; max_power comes with the device info', async () => {
    t = await startRuntimeGateway();
    const before = await limits();
    expect(Object.keys(before)).toEqual([ROOF, '114490831375', '1382a1539294']);
    expect(before[ROOF]).toEqual({ limit_relative: 0, max_power: 0, limit_set_status: 'Ok' });
    expect(Object.keys(before[ROOF] ?? {})).toEqual(['limit_relative', 'max_power', 'limit_set_status']);
    t.advance(16);
    expect((await limits())[ROOF]).toEqual({ limit_relative: 100, max_power: 1500, limit_set_status: 'Ok' });
    expect(await powers()).toEqual({
      [ROOF]: { power_set_status: 'Ok' },
      '114490831375': { power_set_status: 'Ok' },
      '1382a1539294': { power_set_status: 'Ok' },
    });
  });

  it('goes Pending at once and Ok within a few seconds; the limit caps the AC power', async () => {
    t = await startRuntimeGateway({ start: SUMMER_NOON, runtime: { demoInverters: 1 } });
    nextPacket();
    expect((await inverter()).AC['0']?.Power.v).toBeGreaterThan(1000);
    expectResult(
      await postJson(t.base, '/api/limit/config', { serial: ROOF, limit_value: 20, limit_type: 1 }),
      'success',
      1001,
    );
    expect(await limitStatus()).toBe('Pending');
    const took = await runUntil(limitStatus, 'Ok', 10);
    expect(took).toBeGreaterThanOrEqual(1);
    expect(took).toBeLessThanOrEqual(4);
    expect((await limits())[ROOF]?.limit_relative).toBe(20);
    nextPacket();
    const capped = await inverter();
    expect(capped.AC['0']?.Power.v).toBeLessThanOrEqual(300);
    expect(capped.AC['0']?.Power.v).toBeGreaterThan(250);
    expect(capped.limit_relative).toBe(20);
    expect(await eventIds()).toContain(123);

    // Absolute and persistent types (v24.10.6's 256/257): 600 W of 1500 W is 40 %.
    await postJson(t.base, '/api/limit/config', { serial: ROOF, limit_value: 600, limit_type: 256 });
    await runUntil(limitStatus, 'Ok', 10);
    expect((await limits())[ROOF]?.limit_relative).toBe(40);
    nextPacket();
    expect((await inverter()).AC['0']?.Power.v).toBeLessThanOrEqual(600);
    await postJson(t.base, '/api/limit/config', { serial: ROOF, limit_value: 100, limit_type: 257 });
    await runUntil(limitStatus, 'Ok', 10);
    nextPacket();
    expect((await inverter()).AC['0']?.Power.v).toBeGreaterThan(1000);
  });

  it('off gives zero output and on brings it back', async () => {
    t = await startRuntimeGateway({ start: SUMMER_NOON, runtime: { demoInverters: 1 } });
    nextPacket();
    await postJson(t.base, '/api/power/config', { serial: ROOF, power: false });
    expect(await powerStatus()).toBe('Pending');
    await runUntil(powerStatus, 'Ok', 10);
    nextPacket();
    const off = await inverter();
    expect(off.AC['0']?.Power.v).toBe(0);
    expect(off.producing).toBe(false);
    expect(off.reachable).toBe(true);
    expect(await eventIds()).toContain(124);
    await postJson(t.base, '/api/power/config', { serial: ROOF, power: true });
    await runUntil(powerStatus, 'Ok', 10);
    nextPacket();
    expect((await inverter()).AC['0']?.Power.v).toBeGreaterThan(1000);
  });

  it('restart drops the inverter for a few polls and starts a new YieldDay', async () => {
    t = await startRuntimeGateway({ start: SUMMER_NOON, runtime: { demoInverters: 1 } });
    t.advance(600);
    const before = (await inverter()).INV['0']?.YieldDay.v ?? 0;
    expect(before).toBeGreaterThan(150);
    await postJson(t.base, '/api/power/config', { serial: ROOF, restart: true });
    await runUntil(powerStatus, 'Ok', 10);
    const gone = await runUntil(async () => (await inverter()).reachable, false, 30);
    expect(gone).toBeGreaterThan(10);
    await runUntil(async () => (await inverter()).reachable, true, 60);
    nextPacket();
    const after = (await inverter()).INV['0']?.YieldDay.v ?? 0;
    expect(after).toBeLessThan(before / 2);
    expect((await eventIds())[0]).toBe(1);
  });

  it('ends in Failure when the inverter does not answer (night), and is re-sent on its next poll', async () => {
    t = await startRuntimeGateway({ start: WINTER_NIGHT, runtime: { demoInverters: 1 } });
    // Between two poll turns (every 5 s): 5 unanswered attempts of 2 s end in Failure at 12 s, the
    // turn at 15 s sends it again.
    t.advance(2);
    await postJson(t.base, '/api/limit/config', { serial: ROOF, limit_value: 50, limit_type: 1 });
    const seen: string[] = [];
    for (let s = 0; s < 20; s++) {
      const status = (await limitStatus()) ?? '';
      if (seen[seen.length - 1] !== status) seen.push(status);
      t.advance(1);
    }
    expect(seen.slice(0, 3)).toEqual(['Pending', 'Failure', 'Pending']);
    expect((await limits())[ROOF]?.limit_relative).toBe(0);
  });

  it('drops commands silently when commands are disabled (config, or night without command_enable_night)', async () => {
    t = await startRuntimeGateway({ start: SUMMER_NOON, runtime: { demoInverters: 1 } });
    nextPacket();
    const item = ((await getJson(t.base, '/api/inverter/list')) as { inverter: Record<string, unknown>[] })
      .inverter[0];
    await postJson(t.base, '/api/inverter/edit', { ...item, command_enable: false });
    expectResult(
      await postJson(t.base, '/api/limit/config', { serial: ROOF, limit_value: 10, limit_type: 1 }),
      'success',
      1001,
    );
    expectResult(
      await postJson(t.base, '/api/power/config', { serial: ROOF, power: false }),
      'success',
      1001,
    );
    expect(await limitStatus()).toBe('Ok');
    expect(await powerStatus()).toBe('Ok');
    nextPacket();
    expect((await limits())[ROOF]?.limit_relative).toBe(100);
    expect((await inverter()).AC['0']?.Power.v).toBeGreaterThan(1000);

    await t.close();
    t = await startRuntimeGateway({ start: WINTER_NIGHT, runtime: { demoInverters: 1 } });
    const night = ((await getJson(t.base, '/api/inverter/list')) as { inverter: Record<string, unknown>[] })
      .inverter[0];
    await postJson(t.base, '/api/inverter/edit', { ...night, command_enable_night: false });
    expectResult(
      await postJson(t.base, '/api/limit/config', { serial: ROOF, limit_value: 10, limit_type: 1 }),
      'success',
      1001,
    );
    expect(await limitStatus()).toBe('Ok');
    t.advance(15);
    expect(await limitStatus()).toBe('Ok');
  });
});
