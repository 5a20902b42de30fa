/**
 * Issue 29 items 2 and 3: a 5-minute export of a filled month still holds every day's curve after a
 * restart and after the samples have aged past their retention (the original bug: 9,429 rows for 30
 * days of ten inverters, whole weeks without means, where ~60,000 were due).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHistoryDtu, type HistoryTest } from './support/history.ts';

const DAYS = 30;
const DAY_MS = 86_400_000;
const START = Date.parse('2024-06-21T10:00:00+02:00');
/** Samples are kept a week: the fill writes raw samples for the last week, means before. */
const retention = { sampleDays: 7 };
const FROM = '2024-05-22';
const TO = '2024-06-20';

let test: HistoryTest;
let inverters = 0;

/** The 5-minute export of the filled month: rows per local day. */
async function export5min(): Promise<Map<string, number>> {
  const response = await fetch(`${test.base}/api/x/history/export?from=${FROM}&to=${TO}&resolution=5min`);
  expect(response.status).toBe(200);
  const lines = (await response.text()).trim().split('\r\n');
  expect(lines[0]?.startsWith('time,serial,inverter,ac_w,dc_w_1')).toBe(true);
  const perDay = new Map<string, number>();
  for (const line of lines.slice(1)) {
    const day = line.slice(0, 10);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  return perDay;
}

const total = (perDay: Map<string, number>): number => [...perDay.values()].reduce((a, b) => a + b, 0);

let beforeAging = new Map<string, number>();
let afterAging = new Map<string, number>();

beforeAll(async () => {
  const first = await startHistoryDtu('history-export-5min', START, DAYS, { retention });
  first.record(12, 5000);
  first.maintain();
  await first.stop({ keepData: true });
  test = await startHistoryDtu('history-export-5min', START + 2 * 3_600_000, DAYS, {
    retention,
    dataDir: first.dataDir,
  });
  inverters = test.dtu.runtime.plant()?.states().length ?? 0;
  test.record(12, 5000);
  test.maintain();
  beforeAging = await export5min();
  // Ten days later every sample of the month is past the retention.
  test.time.ms += 10 * DAY_MS;
  test.maintain();
  afterAging = await export5min();
}, 300_000);

afterAll(async () => {
  await test.stop();
});

describe('a 5-minute export of a filled month', () => {
  it('has every day, each with a daylight curve per inverter', () => {
    expect(inverters).toBeGreaterThan(0);
    expect([...beforeAging.keys()]).toHaveLength(DAYS);
    // Late May to June at the demo's site: well over 12 hours of daylight, 12 buckets an hour.
    const daylight = 12 * 12;
    for (const [day, rows] of beforeAging) expect(rows, day).toBeGreaterThanOrEqual(inverters * daylight);
    expect(total(beforeAging)).toBeGreaterThanOrEqual(DAYS * inverters * daylight);
  });

  it('keeps every row once the samples have aged past their retention', () => {
    expect(afterAging).toEqual(beforeAging);
  });
});
