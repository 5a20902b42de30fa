/**
 * Today in a history filled at start (`--history-days`): the virtual DTU starts in the afternoon, and
 * before the recorder has seen a single packet today's row already holds the plant's YieldDay and the
 * peak of the filled morning; the first live packets keep both (the peak is not reset to the power now).
 */
import type { EnergyHistory, PowerHistory } from '@dtu-web/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VirtualDtu } from '../src/virtualDtu.ts';
import { type HistoryTest, startHistoryDtu } from './support/history.ts';

const DAY = '2024-06-21';
/** Late afternoon: the day's peak (around 13:30) lies well before the start. */
const START = Date.parse(`${DAY}T17:00:00+02:00`);

let test: HistoryTest;
let dtu: VirtualDtu;

async function getJson<T>(path: string, _shape?: T): Promise<T> {
  const response = await fetch(test.base + path);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

async function today(): Promise<EnergyHistory['rows'][number] | undefined> {
  return (await getJson<EnergyHistory>(`/api/x/history/energy?from=${DAY}&to=${DAY}`)).rows[0];
}

/** The plant's YieldDay now, and each inverter's. */
function yieldDays(): { plant: number; inverters: Map<string, number> } {
  const inverters = new Map<string, number>();
  for (const state of dtu.runtime.plant()?.states() ?? []) {
    inverters.set(state.serial, state.values.inv.yieldDay);
  }
  return { plant: [...inverters.values()].reduce((a, b) => a + b, 0), inverters };
}

/** The filled curve's peak: inverters sampled in the same poll cycle summed (their points line up). */
function curvePeak(power: PowerHistory): { plant: number; inverters: Map<string, number> } {
  const inverters = new Map<string, number>();
  const length = Math.min(...power.inverters.map((i) => i.points.length));
  let plant = 0;
  for (let k = 0; k < length; k++) {
    plant = Math.max(
      plant,
      power.inverters.reduce((sum, inv) => sum + (inv.points[k]?.[1] ?? 0), 0),
    );
  }
  for (const inv of power.inverters) {
    inverters.set(inv.serial, Math.max(...inv.points.map((p) => p[1])));
  }
  return { plant, inverters };
}

beforeAll(async () => {
  test = await startHistoryDtu('history-today', START, 2);
  dtu = test.dtu;
});

afterAll(async () => {
  await test.stop();
});

describe("today's row after a start with a filled history", () => {
  it("holds the simulation's YieldDay and the filled curve's peak before the first packet", async () => {
    const row = await today();
    const power = await getJson<PowerHistory>(`/api/x/history/power?day=${DAY}`);
    const peak = curvePeak(power);
    const yields = yieldDays();
    expect(yields.plant).toBeGreaterThan(5000);
    expect(Math.abs((row?.wh ?? 0) - yields.plant)).toBeLessThanOrEqual(1);
    for (const [serial, wh] of yields.inverters) {
      expect(Math.abs((row?.inverters[serial]?.wh ?? 0) - wh), serial).toBeLessThanOrEqual(1);
      expect(row?.inverters[serial]?.max_w, serial).toBe(peak.inverters.get(serial));
    }
    for (const state of dtu.runtime.plant()?.states() ?? []) {
      state.values.dc.forEach((dc, i) => {
        const recorded = row?.inverters[state.serial]?.strings_wh[i] ?? -1;
        expect(Math.abs(recorded - dc.yieldDay), `${state.serial} ${String(i)}`).toBeLessThanOrEqual(1);
      });
    }
    expect(peak.plant).toBeGreaterThan(1000);
    expect(row?.max_w).toBeCloseTo(peak.plant, 1);
  });

  it('keeps both once the recorder has taken and committed the first packets', async () => {
    const before = await today();
    test.record(60, 1000);
    expect(test.history.stats().committed).toBeGreaterThan(0);
    const row = await today();
    const yields = yieldDays();
    expect(Math.abs((row?.wh ?? 0) - yields.plant)).toBeLessThanOrEqual(1);
    // The afternoon's power is far below the noon peak, which stays the day's maximum.
    expect(row?.max_w).toBe(before?.max_w);
    for (const [serial, inv] of Object.entries(row?.inverters ?? {})) {
      expect(inv.max_w, serial).toBe(before?.inverters[serial]?.max_w);
    }
  });
});
