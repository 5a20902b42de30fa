import { describe, expect, it } from 'vitest';
import { berlinTime, inverterConfig, SERIAL, testPlant } from './testkit.ts';

function producedPlant() {
  const t = testPlant(berlinTime(6, 21, 10, 0), [inverterConfig(SERIAL.hm4), inverterConfig(SERIAL.hms2)]);
  t.runFor(3600, 5000);
  return t;
}

describe('energy snapshot', () => {
  it('is plain JSON and survives a restart of the gateway on the same day', () => {
    const before = producedPlant();
    const saved: unknown = JSON.parse(JSON.stringify(before.plant.snapshot()));
    const total = before.plant.state(SERIAL.hm4)?.values.inv.yieldTotal ?? 0;
    const day = before.plant.state(SERIAL.hm4)?.values.inv.yieldDay ?? 0;
    expect(total).toBeGreaterThan(0.5);

    const after = testPlant(before.plant.now() + 60_000, [
      inverterConfig(SERIAL.hm4),
      inverterConfig(SERIAL.hms2),
    ]);
    expect(after.plant.restore(saved)).toBe(true);
    // Shown right away, before the first packet of the new boot.
    expect(after.plant.state(SERIAL.hm4)?.values.inv.yieldTotal).toBe(total);
    after.runFor(60);
    const state = after.plant.state(SERIAL.hm4);
    expect(state?.values.inv.yieldTotal).toBeGreaterThanOrEqual(total);
    expect(state?.values.inv.yieldDay).toBeGreaterThanOrEqual(day);
  });

  it('keeps YieldTotal but not YieldDay across days', () => {
    const before = producedPlant();
    const saved = before.plant.snapshot();
    const total = before.plant.state(SERIAL.hm4)?.values.inv.yieldTotal ?? 0;
    const after = testPlant(berlinTime(6, 22, 9, 0), [inverterConfig(SERIAL.hm4)]);
    after.plant.restore(saved);
    after.runFor(60);
    const state = after.plant.state(SERIAL.hm4);
    expect(state?.values.inv.yieldTotal).toBeGreaterThanOrEqual(total);
    expect(state?.values.inv.yieldDay).toBeLessThan(before.plant.state(SERIAL.hm4)?.values.inv.yieldDay ?? 0);
  });

  it('keeps the counters of an inverter that is removed and added again', () => {
    const t = producedPlant();
    const total = t.plant.state(SERIAL.hms2)?.values.inv.yieldTotal ?? 0;
    t.plant.reconfigure({ inverters: [inverterConfig(SERIAL.hm4)] });
    expect(t.plant.snapshot().inverters[SERIAL.hms2]).toBeDefined();
    t.plant.reconfigure({ inverters: [inverterConfig(SERIAL.hm4), inverterConfig(SERIAL.hms2)] });
    t.runFor(30);
    expect(t.plant.state(SERIAL.hms2)?.values.inv.yieldTotal).toBeGreaterThanOrEqual(total);
  });

  it('refuses data that is not a snapshot and skips broken entries', () => {
    const t = testPlant(berlinTime(6, 21, 10, 0), [inverterConfig(SERIAL.hm4)]);
    expect(t.plant.restore(null)).toBe(false);
    expect(t.plant.restore({ format: 'other' })).toBe(false);
    const ok = t.plant.restore({
      format: 'dtu-web-sim-energy',
      version: 1,
      savedAtMs: 0,
      inverters: { [SERIAL.hm4]: { totalWh: 'x' } },
    });
    expect(ok).toBe(true);
    expect(t.plant.state(SERIAL.hm4)?.values.inv.yieldTotal).toBe(0);
  });
});
