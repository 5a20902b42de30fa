/**
 * What each emulated release does differently with the plant (firmware-versions.md §2.3, §2.4, §3.3): a
 * capacitive (negative) reactive power as the release reads it in the live data and the Prometheus
 * metrics, and limit commands sent while one is already on its way.
 */
import { EMULATED_RELEASES } from '@dtu-web/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, expectResult, get, getJson, postData } from './support/gateway.ts';
import { parsePromText } from './support/promText.ts';
import { RELEASE_ROWS } from './support/releaseRows.ts';
import { startRuntimeGateway, type RuntimeTest } from './support/runtime.ts';

const DEMO = ['116180123456', '114490831375', '1382a1539294'];
const ROOF = DEMO[0] ?? '';
/** Early on a clear summer morning every demo inverter runs at light load: capacitive. */
const MORNING = Date.parse('2024-06-21T06:30:00+02:00');
/** What a negative raw value gains when the 16-bit field is read unsigned, in var (65536 ÷ 10). */
const WRAP = 6553.6;

interface LiveValue {
  v: number;
  u: string;
  d: number;
}
interface Live {
  inverters: { AC: Record<string, { Power: LiveValue; ReactivePower: LiveValue }> }[];
}

describe.each(EMULATED_RELEASES)('OpenDTU %s', (firmware) => {
  const row = RELEASE_ROWS[firmware];
  let t: RuntimeTest;
  beforeAll(async () => {
    t = await startRuntimeGateway({ firmware, start: MORNING });
    // Every inverter polled at least once (3 inverters × 5 s).
    t.advance(20);
  });
  afterAll(async () => {
    await t.close();
  });

  it(`reactive power: ${row.signedQ ? 'negative' : 'read unsigned (wrapped)'} at light load, the same in the metrics (§2.3, §3.3)`, async () => {
    const metrics = parsePromText(
      await (await get(t.base, '/api/prometheus/metrics', { auth: ADMIN })).text(),
    ).filter((sample) => sample.name === 'opendtu_ReactivePower');
    for (const serial of DEMO) {
      const live = (await getJson(t.base, `/api/livedata/status?inv=${serial}`, {})) as Live;
      const ac = live.inverters[0]?.AC['0'];
      const power = ac?.Power.v ?? 0;
      const q = ac?.ReactivePower;
      expect(q).toMatchObject({ u: 'var', d: 1 });
      const value = q?.v ?? Number.NaN;
      // What the inverter measured: the reading itself, or undone from its two's complement.
      const measured = row.signedQ ? value : Math.round((value - WRAP) * 10) / 10;
      expect(power, serial).toBeGreaterThan(5);
      expect(measured, serial).toBeLessThan(0);
      expect(-measured, serial).toBeLessThan(power * 0.14);
      expect(value < 0, serial).toBe(row.signedQ);
      expect(metrics.find((sample) => sample.labels['serial'] === serial)?.value, serial).toBe(value);
    }
  });

  it(`limits: ${row.limitsReplace ? 'the newest replaces the queued ones, Pending until none is left' : 'each sent in turn, Ok as each ends'} (§2.4)`, async () => {
    const read = async (): Promise<string> => {
      const entry = (
        (await getJson(t.base, '/api/limit/status', {})) as Record<
          string,
          { limit_relative: number; limit_set_status: string }
        >
      )[ROOF];
      return `${String(entry?.limit_relative)}/${String(entry?.limit_set_status)}`;
    };
    expect(await read()).toBe('100/Ok');
    for (const value of [50, 60, 70]) {
      const body = { serial: ROOF, limit_value: value, limit_type: 1 };
      expectResult(await (await postData(t.base, '/api/limit/config', body)).json(), 'success', 1001);
    }
    const trace = [await read()];
    for (let second = 0; second < 30 && trace.at(-1) !== '70/Ok'; second++) {
      t.advance(1);
      const now = await read();
      if (now !== trace.at(-1)) trace.push(now);
    }
    expect(trace[0]).toBe('100/Pending');
    expect(trace.at(-1)).toBe('70/Ok');
    const between = trace.slice(1, -1);
    if (row.limitsReplace) {
      // 60 never reaches the inverter; 50 may, if it was already on air when 60 came.
      expect(trace.some((entry) => entry.startsWith('60/'))).toBe(false);
      for (const entry of between) expect(entry).toMatch(/\/Pending$/);
    } else {
      expect(between).toEqual(['50/Ok', '60/Ok']);
    }
  });
});
