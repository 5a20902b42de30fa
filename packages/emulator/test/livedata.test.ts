/**
 * GET /api/livedata/status and the /livedata websocket against a running virtual DTU with the demo
 * fleet (device-api §2): shapes and key order, totals and hints, day and night, the push cadence
 * (changed vs 10 s), full frames after connect, frames identical to `?inv=`, auth and drops.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { basic, expectResult, get, getJson, postJson, waitFor } from './support/gateway.ts';
import {
  connectSocket,
  startRuntimeGateway,
  SUMMER_NOON,
  waitForClients,
  WINTER_NIGHT,
  type RuntimeTest,
} from './support/runtime.ts';

interface Value {
  v: number;
  u: string;
  d: number;
}
interface Inverter {
  serial: string;
  name: string;
  data_age: number;
  reachable: boolean;
  producing: boolean;
  poll_enabled: boolean;
  limit_relative: number;
  limit_absolute: number;
  radio_stats: Record<string, number>;
  AC?: Record<string, Record<string, Value>>;
  DC?: Record<string, Record<string, Value | { u: string }>>;
  INV?: Record<string, Record<string, Value>>;
  events?: number;
}
interface Live {
  inverters: Inverter[];
  total: { Power: Value; YieldDay: Value; YieldTotal: Value };
  hints: { time_sync: boolean; radio_problem: boolean; default_password: boolean };
}

const DEMO = ['116180123456', '114490831375', '1382a1539294'];

let t: RuntimeTest;
afterEach(async () => {
  await t.close();
});

const live = async (query = ''): Promise<Live> =>
  (await getJson(t.base, `/api/livedata/status${query}`, {})) as Live;

describe('GET /api/livedata/status', () => {
  it('lists the demo fleet without channels, with totals and hints in the device key order', async () => {
    t = await startRuntimeGateway();
    t.advance(30);
    const body = await live();
    expect(Object.keys(body)).toEqual(['inverters', 'total', 'hints']);
    expect(body.inverters.map((i) => [i.serial, i.name])).toEqual([
      [DEMO[0], 'Roof'],
      [DEMO[1], 'Garage'],
      [DEMO[2], 'Barn'],
    ]);
    expect(Object.keys(body.inverters[0] ?? {})).toEqual([
      'serial',
      'name',
      'order',
      'data_age',
      'poll_enabled',
      'reachable',
      'producing',
      'limit_relative',
      'limit_absolute',
      'radio_stats',
    ]);
    expect(body.hints).toEqual({ time_sync: false, radio_problem: false, default_password: true });
    // §2.3: the totals are the sums over the inverters (Power of the polled, yields of the configured).
    const details = await Promise.all(DEMO.map((s) => live(`?inv=${s}`)));
    const acPower = details.reduce((sum, d) => sum + (d.inverters[0]?.AC?.['0']?.Power?.v ?? 0), 0);
    const yieldDay = details.reduce((sum, d) => sum + (d.inverters[0]?.INV?.['0']?.YieldDay?.v ?? 0), 0);
    expect(body.total.Power.v).toBeCloseTo(acPower, 1);
    expect(body.total.Power).toMatchObject({ u: 'W', d: 1 });
    expect(body.total.YieldDay).toEqual({ v: yieldDay, u: 'Wh', d: 0 });
    expect(body.total.YieldTotal).toMatchObject({ u: 'kWh', d: 3 });
    expect(body.total.YieldTotal.v).toBeGreaterThan(1000);
  });

  it('shows one inverter with AC, DC, INV and events for ?inv=, [] for an unknown serial, all for inv=', async () => {
    t = await startRuntimeGateway();
    t.advance(20);
    const one = await live(`?inv=${DEMO[0] ?? ''}`);
    expect(one.inverters).toHaveLength(1);
    const inv = one.inverters[0];
    expect(Object.keys(inv ?? {}).slice(-4)).toEqual(['AC', 'DC', 'INV', 'events']);
    expect(Object.keys(inv?.AC?.['0'] ?? {})).toEqual([
      'Power',
      'Voltage',
      'Current',
      'Frequency',
      'PowerFactor',
      'ReactivePower',
    ]);
    expect(Object.keys(inv?.DC ?? {})).toEqual(['0', '1', '2', '3']);
    expect(Object.keys(inv?.DC?.['0'] ?? {})).toEqual([
      'name',
      'Power',
      'Voltage',
      'Current',
      'YieldDay',
      'YieldTotal',
      'Irradiation',
    ]);
    expect(inv?.DC?.['0']?.['name']).toEqual({ u: 'East 1' });
    expect(Object.keys(inv?.INV?.['0'] ?? {})).toEqual([
      'Power DC',
      'YieldDay',
      'YieldTotal',
      'Temperature',
      'Efficiency',
    ]);
    // Upper-case hex and the sub-path form find the same inverter.
    const upper = await live(`?inv=${(DEMO[0] ?? '').toUpperCase()}`);
    expect(upper.inverters[0]?.serial).toBe(DEMO[0]);
    const subPath = (await getJson(
      t.base,
      `/api/livedata/status/inverters?inv=${DEMO[1] ?? ''}`,
      {},
    )) as Live;
    expect(subPath.inverters[0]?.serial).toBe(DEMO[1]);
    expect((await live('?inv=999980000001')).inverters).toEqual([]);
    expect((await live('?inv=')).inverters).toHaveLength(3);
    expect((await live('?inv=xyz')).inverters).toHaveLength(3);
  });

  it('produces at noon: power near the rating of the strings, yields growing', async () => {
    t = await startRuntimeGateway({ start: SUMMER_NOON });
    t.advance(20);
    const first = (await live(`?inv=${DEMO[1] ?? ''}`)).inverters[0];
    expect(first?.reachable).toBe(true);
    expect(first?.producing).toBe(true);
    // HMS-800 with 2 × 445 W strings under a clear midsummer sky: clipped near 800 W.
    expect(first?.AC?.['0']?.['Power']?.v).toBeGreaterThan(600);
    expect(first?.AC?.['0']?.['Power']?.v).toBeLessThanOrEqual(800);
    t.advance(600);
    const later = (await live(`?inv=${DEMO[1] ?? ''}`)).inverters[0];
    // 10 minutes at ~750 W is ~125 Wh.
    const grown = (later?.INV?.['0']?.['YieldDay']?.v ?? 0) - (first?.INV?.['0']?.['YieldDay']?.v ?? 0);
    expect(grown).toBeGreaterThan(90);
    expect(grown).toBeLessThan(140);
  });

  it('at night the inverters stop answering and become unreachable; the NTP page agrees it is night', async () => {
    t = await startRuntimeGateway({ start: WINTER_NIGHT });
    t.advance(60);
    const body = await live();
    for (const inv of body.inverters) {
      expect(inv.reachable).toBe(false);
      expect(inv.producing).toBe(false);
      expect(inv.radio_stats['rx_success']).toBe(0);
      expect(inv.radio_stats['rx_fail_nothing']).toBeGreaterThanOrEqual(3);
    }
    expect(body.total.Power.v).toBe(0);
    const ntp = (await getJson(t.base, '/api/ntp/status', {})) as { sun_isDayPeriod: boolean };
    expect(ntp.sun_isDayPeriod).toBe(false);
    expect(t.runtime.plant()?.isDay()).toBe(false);
  });

  it('follows the clock set by hand and a site moved on the NTP page', async () => {
    t = await startRuntimeGateway({ start: SUMMER_NOON });
    t.advance(20);
    expect((await live()).total.Power.v).toBeGreaterThan(1000);
    // 23:30 local the same day: the plant runs on to dusk and the inverters go quiet.
    const time = { year: 2024, month: 6, day: 21, hour: 23, minute: 30, second: 0 };
    expectResult(await postJson(t.base, '/api/ntp/time', time), 'success', 9010);
    t.advance(60);
    let body = await live();
    expect(body.inverters.every((i) => !i.reachable)).toBe(true);
    // Still the "day period" of the nautical sunset type (dusk at -12° is near midnight in June), and
    // the NTP page says the same.
    const dusk = (await getJson(t.base, '/api/ntp/status', {})) as { sun_isDayPeriod: boolean };
    expect(t.runtime.plant()?.isDay()).toBe(true);
    expect(dusk.sun_isDayPeriod).toBe(true);

    // Back to noon, but the site moved to Hawaii (UTC−10): there it is just past midnight.
    t.clock.set(SUMMER_NOON);
    const ntp = (await getJson(t.base, '/api/ntp/config')) as Record<string, unknown>;
    expectResult(
      await postJson(t.base, '/api/ntp/config', {
        ...ntp,
        ntp_timezone: 'HST10',
        ntp_timezone_descr: 'Pacific/Honolulu',
        latitude: 21.3,
        longitude: -157.85,
      }),
      'success',
      1001,
    );
    t.advance(60);
    body = await live();
    expect(body.inverters.every((i) => !i.reachable)).toBe(true);
    const status = (await getJson(t.base, '/api/ntp/status', {})) as {
      sun_isDayPeriod: boolean;
      ntp_localtime: string;
    };
    expect(status.sun_isDayPeriod).toBe(false);
    expect(status.ntp_localtime).toMatch(/^Friday, June 21 2024 00:0\d:\d\d$/);
  });

  it('follows the day/night flags: no polling at night with poll_enable_night off', async () => {
    t = await startRuntimeGateway({ start: WINTER_NIGHT, runtime: { demoInverters: 1 } });
    const item = ((await getJson(t.base, '/api/inverter/list')) as { inverter: Record<string, unknown>[] })
      .inverter[0];
    expectResult(
      await postJson(t.base, '/api/inverter/edit', { ...item, poll_enable_night: false }),
      'success',
      4007,
    );
    t.advance(30);
    const inv = (await live()).inverters[0];
    expect(inv?.poll_enabled).toBe(false);
    expect(inv?.reachable).toBe(false);
    expect(inv?.radio_stats['tx_request']).toBe(0);
  });
});

describe('/livedata websocket', () => {
  it('sends a full frame per inverter right after connect, each identical to GET ?inv= at that instant', async () => {
    t = await startRuntimeGateway();
    t.advance(20);
    const client = await connectSocket(t.base, '/livedata');
    await waitForClients(t, 'livedata', 1);
    const result = t.runtime.runSecond();
    expect(result.frames).toBe(3);
    await waitFor(() => client.messages.length === 3, 5000, 'three frames');
    const frames = client.messages.map((m) => JSON.parse(m) as Live);
    expect(frames.map((f) => f.inverters[0]?.serial)).toEqual(DEMO);
    for (const [i, frame] of frames.entries()) {
      expect(Object.keys(frame)).toEqual(['inverters', 'total', 'hints']);
      // Same instant (the clock did not move): the frame is exactly the GET answer, keys and all.
      const text = client.messages[i] ?? '';
      const response = await get(t.base, `/api/livedata/status?inv=${DEMO[i] ?? ''}`);
      expect(await response.text()).toBe(text);
    }
    await client.close();
  });

  it('pushes an inverter when its statistics changed, an unchanged one after more than 10 s', async () => {
    // One inverter: at noon every 5 s poll brings a new packet; at night with polling off nothing changes.
    t = await startRuntimeGateway({ start: SUMMER_NOON, runtime: { demoInverters: 1 } });
    const client = await connectSocket(t.base, '/livedata');
    await waitForClients(t, 'livedata', 1);
    const sent = t.advance(30).map((r) => r.frames);
    // A new packet every 5 s (poll turns at 0, 5, 10, … s), nothing in between.
    expect(sent.filter((n) => n > 0).length).toBe(6);
    expect(sent.every((n) => n <= 1)).toBe(true);
    const gaps = sent.flatMap((n, i) => (n > 0 ? [i] : [])).map((s, i, all) => s - (all[i - 1] ?? s - 5));
    expect(gaps.every((g) => g === 5)).toBe(true);
    await waitFor(() => client.messages.length === 6, 5000, 'six frames');
    const versions = client.messages.map(
      (m) => (JSON.parse(m) as Live).inverters[0]?.radio_stats['tx_request'],
    );
    expect(new Set(versions).size).toBe(6);
    await client.close();
  });

  it('re-sends an unchanged inverter about every 11 s', async () => {
    t = await startRuntimeGateway({ start: WINTER_NIGHT, runtime: { demoInverters: 1 } });
    const item = ((await getJson(t.base, '/api/inverter/list')) as { inverter: Record<string, unknown>[] })
      .inverter[0];
    await postJson(t.base, '/api/inverter/edit', { ...item, poll_enable_night: false });
    const client = await connectSocket(t.base, '/livedata');
    await waitForClients(t, 'livedata', 1);
    const sent = t.advance(40).map((r) => r.frames);
    const at = sent.flatMap((n, i) => (n > 0 ? [i + 1] : []));
    // First run: never pushed before; then each time more than 10 s have passed.
    expect(at).toEqual([1, 12, 23, 34]);
    await waitFor(() => client.messages.length === 4, 5000, 'four frames');
    await client.close();
  });

  it('needs credentials when allow_readonly is off, and drops every client when security is saved', async () => {
    t = await startRuntimeGateway();
    const open = await connectSocket(t.base, '/livedata');
    const consoleClient = await connectSocket(t.base, '/console');
    await waitForClients(t, 'livedata', 1);
    expectResult(
      await postJson(t.base, '/api/security/config', { password: 'secret-42', allow_readonly: false }),
      'success',
      1001,
    );
    expect(await open.closed).toBe(1000);
    expect(await consoleClient.closed).toBe(1000);
    await expect(connectSocket(t.base, '/livedata')).rejects.toThrow('401');
    const authed = await connectSocket(t.base, '/livedata', { Authorization: basic('admin', 'secret-42') });
    await waitForClients(t, 'livedata', 1);
    t.runtime.runSecond();
    await waitFor(() => authed.messages.length === 3, 5000, 'frames for the authenticated client');
    expect((JSON.parse(authed.messages[0] ?? '{}') as Live).hints.default_password).toBe(false);
    await authed.close();
  });
});
