/**
 * Issue 29 item 13: the demo plant at latitude 51° (the default site) produces what a real plant there
 * does — about 900–1,000 kWh per kWp a year, December 2–3 % of it — so its history, its sun and weather
 * and its lifetime counters (950 kWh/kWp, runtime/demoFleet.ts) agree. The year is simulated by the
 * history fill (5-minute steps), the same model the live plant runs.
 */
import { configDefaults } from '@dtu-web/protocol';
import { describe, expect, it } from 'vitest';
import { SqliteHistoryStore } from '../history/sqlite.ts';
import { addDemoFleet, DEMO_SHADING, demoSelection } from '../runtime/demoFleet.ts';
import { fillHistory } from '../simHistory/fill.ts';

describe('a simulated year at latitude 51°', () => {
  it('makes 900–1,000 kWh per kWp, December 2–3 % of it', () => {
    const config = configDefaults({ chipId: 0x1a2b3c });
    addDemoFleet(config, demoSelection(3));
    expect(Math.round(config.ntp.latitude)).toBe(51);
    const store = new SqliteHistoryStore(':memory:', { sampleDays: 0, meanDays: 0, dayDays: 0 });
    const now = Date.parse('2026-01-01T00:30:00+01:00');
    fillHistory({
      store,
      gateway: 'g',
      config,
      seed: 7,
      now,
      days: 365,
      sampleDays: 0,
      shading: DEMO_SHADING,
    });
    const wp = store.inverters('g').reduce((sum, i) => sum + i.wp.reduce((a, b) => a + b, 0), 0);
    let year = 0;
    let december = 0;
    for (const day of store.days('g', '2025-01-01', '2025-12-31')) {
      year += day.wh;
      if (day.day.startsWith('2025-12')) december += day.wh;
    }
    store.close();
    const specific = year / wp;
    expect(specific).toBeGreaterThanOrEqual(900);
    expect(specific).toBeLessThanOrEqual(1000);
    expect(december / year).toBeGreaterThanOrEqual(0.018);
    expect(december / year).toBeLessThanOrEqual(0.03);
  }, 60_000);
});
