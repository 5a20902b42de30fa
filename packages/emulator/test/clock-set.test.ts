/**
 * Setting the time on the NTP page (POST /api/ntp/time) while the demo fleet runs: data ages, uptime
 * and the metrics' uptime stamps keep running on the monotonic clock; only the date, the sun and the
 * wall-clock values move (issue 14: every inverter's data was 155 days old at once).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { expectResult, get, getJson, postJson } from './support/gateway.ts';
import { startRuntimeGateway, SUMMER_NOON, type RuntimeTest } from './support/runtime.ts';

interface Live {
  inverters: { serial: string; data_age: number; reachable: boolean; producing: boolean }[];
  total: { YieldTotal: { v: number } };
}

let t: RuntimeTest;
afterEach(async () => {
  await t.close();
});

const live = async (): Promise<Live> => (await getJson(t.base, '/api/livedata/status', {})) as Live;
const ages = (body: Live): number[] => body.inverters.map((i) => i.data_age);
const uptime = async (): Promise<number> =>
  ((await getJson(t.base, '/api/system/status', {})) as { uptime: number }).uptime;

/** The demo fleet at noon, polled every 30 s: each inverter's turn comes every 90 s, 100 s in. */
async function slowFleetAtNoon(): Promise<Live> {
  t = await startRuntimeGateway({ start: SUMMER_NOON });
  const dtu = (await getJson(t.base, '/api/dtu/config')) as Record<string, unknown>;
  expectResult(await postJson(t.base, '/api/dtu/config', { ...dtu, pollinterval: 30 }), 'success', 1001);
  t.advance(100);
  const body = await live();
  expect(body.inverters.every((i) => i.reachable && i.producing)).toBe(true);
  return body;
}

/** opendtu_last_update (uptime of the last packet) per inverter, and opendtu_uptime. */
async function metrics(): Promise<{ uptime: number; lastUpdates: number[] }> {
  const text = await (await get(t.base, '/api/prometheus/metrics')).text();
  const values = (name: string): number[] =>
    [...text.matchAll(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'gm'))].map((m) => Number(m[1]));
  return { uptime: values('opendtu_uptime')[0] ?? Number.NaN, lastUpdates: values('opendtu_last_update') };
}

describe('POST /api/ntp/time under a running plant', () => {
  it('155 days ahead: data_age stays small, the inverters stay reachable and producing', async () => {
    const before = await slowFleetAtNoon();
    // 2024-11-23 12:01:40 local: the same time of day, 155 days later.
    const time = { year: 2024, month: 11, day: 23, hour: 12, minute: 1, second: 40 };
    expectResult(await postJson(t.base, '/api/ntp/time', time), 'success', 9010);
    expect(await getJson(t.base, '/api/ntp/time')).toMatchObject({ year: 2024, month: 11, day: 23 });

    const after = await live();
    expect(ages(after)).toEqual(ages(before));
    expect(after.inverters.every((i) => i.reachable && i.producing)).toBe(true);
    // No time passed: nothing was produced in the skipped months.
    expect(after.total.YieldTotal.v).toBe(before.total.YieldTotal.v);
    expect(await uptime()).toBe(100);

    t.advance(90);
    const later = await live();
    expect(later.inverters.every((i) => i.reachable && i.producing && i.data_age <= 90)).toBe(true);
    const m = await metrics();
    expect(m.uptime).toBe(190);
    expect(m.lastUpdates).toHaveLength(3);
    for (const stamp of m.lastUpdates) expect(stamp).toBeGreaterThanOrEqual(100);
  });

  it('a day back: no negative or frozen data_age, the metrics keep their uptime stamps', async () => {
    const before = await slowFleetAtNoon();
    const stamps = (await metrics()).lastUpdates;
    const time = { year: 2024, month: 6, day: 20, hour: 9, minute: 0, second: 0 };
    expectResult(await postJson(t.base, '/api/ntp/time', time), 'success', 9010);
    expect(ages(await live())).toEqual(ages(before));
    expect((await metrics()).lastUpdates).toEqual(stamps);

    t.advance(3);
    const after = await live();
    after.inverters.forEach((inverter, i) => {
      expect(inverter.data_age).toBeGreaterThanOrEqual(0);
      // Counting on, unless a new packet just came.
      if (inverter.data_age >= 3) expect(inverter.data_age).toBe((ages(before)[i] ?? 0) + 3);
    });
    const m = await metrics();
    expect(m.uptime).toBe(103);
    for (const stamp of m.lastUpdates) expect(stamp).toBeLessThanOrEqual(m.uptime);
  });
});
