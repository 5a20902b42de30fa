/**
 * The day the sample retention cuts through: samples go at `now − keep-samples` (a 5-minute bucket, not
 * local midnight), so that day holds means before the cut and samples after it (issue 29 item 2).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { energyHistory } from './energy.ts';
import { powerHistory } from './power.ts';
import { historyRecords } from './records.ts';
import { SqliteHistoryStore } from './sqlite.ts';

const DAY = 86_400_000;
const MIN = 60_000;
/** 12:00 UTC: with two days of samples kept, the cut passes through 2026-06-19 at 12:00. */
const NOW = Date.UTC(2026, 5, 21, 12);
const CUT_DAY = '2026-06-19';
const DAWN = Date.UTC(2026, 5, 19, 6);
const DUSK = Date.UTC(2026, 5, 19, 18);
/** The day's peak is in the morning, before the cut: 900 W at 10:00–10:04. */
const PEAK = Date.UTC(2026, 5, 19, 10);
const power = (t: number): number => (t >= PEAK && t < PEAK + 5 * MIN ? 900 : 300);

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it('the day the sample cut passes through keeps its whole curve, its energy and its peak', () => {
  const dir = mkdtempSync(join(tmpdir(), 'history-cut-'));
  dirs.push(dir);
  const store = new SqliteHistoryStore(join(dir, 'history.sqlite'), {
    sampleDays: 2,
    meanDays: 730,
    dayDays: 0,
  });
  store.setGateway('home', '');
  store.putInverter('home', { serial: 'a1', name: 'Roof', strings: ['E', 'W'], wp: [400, 400] });
  for (let t = DAWN; t < DUSK; t += MIN) {
    const ac = power(t);
    store.addSample('home', 'a1', {
      t,
      ac,
      dc: [ac / 2, ac / 2],
      yieldDay: 0,
      yieldTotal: 1000,
      stringDay: [0, 0],
      stringTotal: [500, 500],
      flags: 3,
    });
  }
  store.putDay('home', 'a1', {
    day: CUT_DAY,
    wh: 3650,
    maxW: 900,
    stringsWh: [1825, 1825],
    glitches: 0,
    imported: false,
  });
  store.commit();
  const energyBefore = energyHistory(store, 'home', CUT_DAY, CUT_DAY, 'day').rows;
  for (let i = 0; i < 1000 && store.maintain(NOW, 50); i++) {
    // next slice
  }
  // The cut went through the day: samples before 12:00 are gone, their means are kept.
  expect(store.samples('home', 'a1', DAWN, NOW - 2 * DAY)).toHaveLength(0);
  expect(store.samples('home', 'a1', NOW - 2 * DAY, DUSK)).toHaveLength(360);

  const curve = powerHistory(store, 'home', CUT_DAY).inverters[0];
  const times = curve?.points.map((p) => p[0]) ?? [];
  expect(times[0]).toBe(DAWN);
  expect(times[times.length - 1]).toBe(DUSK - MIN);
  // 72 means for 06:00–11:55, then every sample from 12:00.
  expect(times).toHaveLength(72 + 360);
  expect(curve?.holes).toEqual([]);
  expect(curve?.points.find((p) => p[0] === PEAK)?.[1]).toBe(900);

  expect(energyHistory(store, 'home', CUT_DAY, CUT_DAY, 'day').rows).toEqual(energyBefore);
  const records = historyRecords(store, 'home');
  expect(records.plant.max_power).toEqual({ at: PEAK, w: 900 });
  expect(records.inverters.a1?.max_power).toEqual({ at: PEAK, w: 900 });
  store.close();
});
