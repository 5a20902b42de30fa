/**
 * Issue 29 item 2: no sample is dropped before its 5-minute means exist. A recording runs, the emulator
 * restarts and fills past days behind what the background work has already averaged (the newest-first
 * fill after a restart), then the clock moves past the sample retention: every day keeps its energy, and
 * its curve becomes the 5-minute means of the samples it had.
 */
import type { EnergyHistory, PowerHistory } from '@dtu-web/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHistoryDtu, type HistoryTest } from './support/history.ts';

const START = Date.parse('2024-06-21T10:00:00+02:00');
const DAYS = ['2024-06-18', '2024-06-19', '2024-06-20'];
const DAY_MS = 86_400_000;
const retention = { sampleDays: 4 };

let test: HistoryTest;

async function get<T>(path: string, _shape?: T): Promise<T> {
  const response = await fetch(test.base + path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** The 5-minute means of a day's sample curve, per inverter: `[bucket, AC W]`. */
function meansOf(power: PowerHistory): Map<string, [number, number][]> {
  const out = new Map<string, [number, number][]>();
  for (const inv of power.inverters) {
    const buckets = new Map<number, { sum: number; n: number }>();
    for (const [t, ac] of inv.points) {
      const b = Math.floor(t / 300_000) * 300_000;
      const entry = buckets.get(b) ?? { sum: 0, n: 0 };
      entry.sum += ac;
      entry.n++;
      buckets.set(b, entry);
    }
    out.set(
      inv.serial,
      [...buckets].map(([b, { sum, n }]) => [b, sum / n]),
    );
  }
  return out;
}

const before = new Map<string, { energy: EnergyHistory; means: Map<string, [number, number][]> }>();

beforeAll(async () => {
  // A first run records an hour and averages it: the background work is now ahead of every past day.
  const first = await startHistoryDtu('history-retention', START, 0, { retention });
  first.record(720, 5000);
  first.maintain();
  await first.stop({ keepData: true });
  // Restarted an hour later with past days to fill: they are written behind the averaged hour.
  test = await startHistoryDtu('history-retention', START + 2 * 3_600_000, 5, {
    retention,
    dataDir: first.dataDir,
  });
  test.record(12, 5000);
  test.maintain();
  for (const day of DAYS) {
    const power = await get<PowerHistory>(`/api/x/history/power?day=${day}`);
    expect(power.resolution_s, day).toBe(0);
    expect(power.inverters.length).toBeGreaterThan(0);
    before.set(day, {
      energy: await get<EnergyHistory>(`/api/x/history/energy?from=${day}&to=${day}`),
      means: meansOf(power),
    });
  }
  // A week later (the clock jumped): every sample of those days is past the retention.
  test.time.ms += 7 * DAY_MS;
  test.maintain();
}, 180_000);

afterAll(async () => {
  await test.stop();
});

describe('samples past their retention', () => {
  it.each(DAYS)('%s keeps its energy', async (day) => {
    const energy = await get<EnergyHistory>(`/api/x/history/energy?from=${day}&to=${day}`);
    expect(energy.rows).toEqual(before.get(day)?.energy.rows);
  });

  it.each(DAYS)('%s keeps its curve as the 5-minute means of its samples', async (day) => {
    const power = await get<PowerHistory>(`/api/x/history/power?day=${day}`);
    expect(power.resolution_s).toBe(300);
    const expected = before.get(day)?.means ?? new Map<string, [number, number][]>();
    expect(power.inverters.map((i) => i.serial).sort()).toEqual([...expected.keys()].sort());
    for (const inv of power.inverters) {
      const want = expected.get(inv.serial) ?? [];
      expect(inv.points.length, inv.serial).toBe(want.length);
      inv.points.forEach(([t, ac], i) => {
        expect(t).toBe(want[i]?.[0]);
        expect(Math.abs(ac - (want[i]?.[1] ?? Number.NaN))).toBeLessThanOrEqual(0.1);
      });
    }
  });
});
