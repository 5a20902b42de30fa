import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { powerHistory } from './power.ts';
import { SqliteHistoryStore } from './sqlite.ts';
import type { StoredSample } from './store.ts';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 5, 21, 12);
const sample = (t: number, ac: number): StoredSample => ({
  t,
  ac,
  dc: [ac / 2 + 5, ac / 2 + 5],
  yieldDay: 0,
  yieldTotal: 1000,
  stringDay: [0, 0],
  stringTotal: [500, 500],
  flags: 3,
});

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function openStore(retention = { sampleDays: 90, meanDays: 730, dayDays: 0 }) {
  const dir = mkdtempSync(join(tmpdir(), 'history-'));
  dirs.push(dir);
  const file = join(dir, 'history.sqlite');
  return { file, store: new SqliteHistoryStore(file, retention) };
}

/** Runs background work until it is done (bounded). */
function maintainAll(store: SqliteHistoryStore, now: number): void {
  for (let i = 0; i < 10_000 && store.maintain(now, 50); i++) {
    // next slice
  }
}

describe('history store tiers', () => {
  it('averages complete 5-minute buckets and drops samples past their retention, keeping the means', () => {
    const { store } = openStore({ sampleDays: 2, meanDays: 4, dayDays: 0 });
    store.setGateway('home', '');
    store.putInverter('home', { serial: 'a1', name: 'Roof', strings: ['E', 'W'], wp: [400, 400] });
    // Three days of noon hours, a sample a minute: 100 W then 200 W in alternate minutes.
    for (const d of [3, 2, 1]) {
      for (let m = 0; m < 60; m++)
        store.addSample('home', 'a1', sample(NOW - d * DAY + m * 60_000, m % 2 === 0 ? 100 : 200));
    }
    store.commit();
    maintainAll(store, NOW);
    const old = NOW - 3 * DAY;
    expect(store.samples('home', 'a1', old, old + 3_600_000)).toHaveLength(0);
    const means = store.means('home', 'a1', old, old + 3_600_000);
    expect(means).toHaveLength(12);
    expect(means[0]?.ac).toBe(140); // 100, 200, 100, 200, 100
    expect(store.samples('home', 'a1', NOW - DAY, NOW)).toHaveLength(60);
    const day = new Date(old).toISOString().slice(0, 10);
    const curve = powerHistory(store, 'home', day);
    expect(curve.resolution_s).toBe(300);
    expect(curve.inverters[0]?.points).toHaveLength(12);
    // Means go too once past their own retention.
    maintainAll(store, NOW + 2 * DAY);
    expect(store.means('home', 'a1', old, old + 3_600_000)).toHaveLength(0);
    store.close();
  });

  it('keeps only committed batches across a reopen; reads see the buffered batch before', () => {
    const { file, store } = openStore();
    store.putInverter('home', { serial: 'a1', name: 'Roof', strings: ['E', 'W'], wp: [400, 400] });
    store.addSample('home', 'a1', sample(NOW, 100));
    store.commit();
    store.addSample('home', 'a1', sample(NOW + 60_000, 120));
    expect(store.samples('home', 'a1', NOW, NOW + DAY)).toHaveLength(2);
    // A crash: the connection goes away without a commit.
    (store as unknown as { db: { close(): void } }).db.close();
    const again = new SqliteHistoryStore(file, { sampleDays: 90, meanDays: 730, dayDays: 0 });
    expect(again.samples('home', 'a1', NOW, NOW + DAY).map((s) => s.ac)).toEqual([100]);
    expect(again.inverters('home')[0]?.strings).toEqual(['E', 'W']);
    again.close();
  });

  it('daily values are kept forever by default and cut with a day retention', () => {
    const { store } = openStore({ sampleDays: 90, meanDays: 730, dayDays: 365 });
    const record = { wh: 1, maxW: 1, stringsWh: [1], glitches: 0, imported: false };
    store.putDay('home', 'a1', { day: '2020-01-01', ...record });
    store.putDay('home', 'a1', { day: '2026-06-01', ...record });
    store.commit();
    maintainAll(store, NOW);
    expect(store.days('home', '2000-01-01', '2030-01-01').map((d) => d.day)).toEqual(['2026-06-01']);
    store.close();
  });
});
