/**
 * Issue 29 item 6: a recorder started during the day, or at night, files what the day made so far from
 * the inverters' YieldDay in its first answer, marked `seeded` — never "nothing recorded" beside a
 * gateway that says what today made.
 */
import type { EnergyHistory } from '@dtu-web/protocol';
import { describe, expect, it } from 'vitest';
import { startHistoryDtu } from './support/history.ts';

async function today(base: string, day: string): Promise<EnergyHistory> {
  const response = await fetch(`${base}/api/x/history/energy?from=${day}&to=${day}`);
  expect(response.status).toBe(200);
  return (await response.json()) as EnergyHistory;
}

describe('the day so far when recording begins', () => {
  it.each([
    ['at night, every inverter asleep', '2024-06-21T23:00:00+02:00'],
    ['mid-day, inverters producing', '2024-06-21T13:00:00+02:00'],
  ])(
    '%s: today holds the gateway YieldDay, marked seeded',
    async (_name, at) => {
      const test = await startHistoryDtu('history-seeded', Date.parse(at), 0);
      try {
        test.record(3, 5000);
        const states = test.dtu.runtime.plant()?.states() ?? [];
        const yieldDay = states.reduce((sum, s) => sum + s.values.inv.yieldDay, 0);
        expect(yieldDay).toBeGreaterThan(1000);
        const energy = await today(test.base, '2024-06-21');
        const row = energy.rows[0];
        expect(row?.seeded).toBe(true);
        expect(Math.abs((row?.wh ?? 0) - yieldDay)).toBeLessThanOrEqual(states.length * 5);
        for (const state of states) expect(row?.inverters[state.serial]?.wh).toBeGreaterThan(0);
      } finally {
        await test.stop();
      }
    },
    60_000,
  );
});
