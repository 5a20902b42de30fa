import { describe, expect, it } from 'vitest';
import { limitPercent } from './commands.ts';
import { berlinTime, inverterConfig, SERIAL, testPlant } from './testkit.ts';

const noon = berlinTime(6, 21, 12, 30);

function runningHm4() {
  const t = testPlant(noon, [inverterConfig(SERIAL.hm4, { reachable_threshold: 1 })], {
    tuning: { partialRate: 0, corruptRate: 0 },
  });
  t.runFor(10);
  const state = () => {
    const s = t.plant.state(SERIAL.hm4);
    if (!s) throw new Error('no inverter');
    return s;
  };
  return { t, state };
}

describe('limit value', () => {
  it('caps relative limits at 100 %, converts watts and keeps 0.1 % steps', () => {
    const relative = { kind: 'limit', relative: true, persistent: false } as const;
    expect(limitPercent({ ...relative, value: 150 }, 1500)).toBe(100);
    expect(limitPercent({ ...relative, value: -5 }, 1500)).toBe(0);
    expect(limitPercent({ ...relative, value: 33.333 }, 1500)).toBe(33.3);
    expect(limitPercent({ ...relative, relative: false, value: 300 }, 1500)).toBe(20);
  });
});

describe('limits clip the AC output', () => {
  it('holds a relative limit', () => {
    const { t, state } = runningHm4();
    const max = state().maxPower;
    expect(state().values.ac.power).toBeGreaterThan(max * 0.6);
    t.plant.setLimit(SERIAL.hm4, 50, 1);
    t.runFor(10);
    expect(state().limitRelative).toBe(50);
    expect(state().limitAbsolute).toBe(max / 2);
    expect(state().values.ac.power).toBeLessThanOrEqual(max / 2);
    expect(state().values.ac.power).toBeGreaterThan(max / 2 - 1);
  });

  it('converts an absolute limit with the max power', () => {
    const { t, state } = runningHm4();
    t.plant.setLimit(SERIAL.hm4, 300, 0);
    t.runFor(10);
    expect(state().values.ac.power).toBeCloseTo(300, 0);
    expect(state().limitRelative).toBe(Math.round((300 / state().maxPower) * 1000) / 10);
    expect(state().limitAbsolute).toBeCloseTo(300, 0);
  });

  it('stops production at 0 % but stays reachable', () => {
    const { t, state } = runningHm4();
    t.plant.setLimit(SERIAL.hm4, 0, 1);
    t.runFor(10);
    expect(state().values.ac.power).toBe(0);
    expect(state().reachable).toBe(true);
    expect(state().producing).toBe(false);
    expect(t.plant.eventLog(SERIAL.hm4)?.some((e) => e.message_id === 123)).toBe(true);
  });
});

describe('power commands', () => {
  it('turns the output off and on again', () => {
    const { t, state } = runningHm4();
    t.plant.setPower(SERIAL.hm4, false);
    t.runFor(10);
    expect(state().values.ac.power).toBe(0);
    expect(state().values.inv.powerDc).toBe(0);
    expect(state().reachable).toBe(true);
    expect(state().producing).toBe(false);
    expect(t.plant.eventLog(SERIAL.hm4)?.at(-1)).toMatchObject({ message_id: 124, end_time: 0 });
    t.plant.setPower(SERIAL.hm4, true);
    t.runFor(10);
    expect(state().producing).toBe(true);
    expect(t.plant.eventLog(SERIAL.hm4)?.at(-1)?.end_time).toBeGreaterThan(0);
  });

  it('restarts: unreachable for a few polls, then back with YieldDay reset', () => {
    const { t, state } = runningHm4();
    t.runFor(1800, 5000);
    const before = state().values.inv.yieldDay;
    expect(before).toBeGreaterThan(100);
    t.plant.restart(SERIAL.hm4);
    const reachable: boolean[] = [];
    for (let i = 0; i < 30; i++) {
      t.runFor(1);
      if (reachable.at(-1) !== state().reachable) reachable.push(state().reachable);
    }
    expect(reachable).toEqual([true, false, true]);
    expect(state().values.inv.yieldDay).toBeLessThan(before);
    expect(t.plant.eventLog(SERIAL.hm4)?.map((e) => e.message_id)).toEqual([1]);
  });

  it('keeps YieldDay rising through a restart with yieldday_correction', () => {
    const t = testPlant(noon, [inverterConfig(SERIAL.hm4, { yieldday_correction: true })], {
      tuning: { partialRate: 0, corruptRate: 0 },
    });
    t.runFor(1800, 5000);
    const before = t.plant.state(SERIAL.hm4)?.values.inv.yieldDay ?? 0;
    t.plant.restart(SERIAL.hm4);
    t.runFor(120);
    const after = t.plant.state(SERIAL.hm4)?.values.inv.yieldDay ?? 0;
    // The old value plus what 2 minutes at ≤ 1500 W add (50 Wh), not more.
    expect(after).toBeGreaterThan(before);
    expect(after).toBeLessThan(before + 50);
  });

  it('reverts a non-persistent limit when the inverter restarts, keeps a persistent one', () => {
    const { t, state } = runningHm4();
    t.plant.setLimit(SERIAL.hm4, 30, 257);
    t.runFor(10);
    t.plant.setLimit(SERIAL.hm4, 10, 1);
    t.runFor(10);
    expect(state().limitRelative).toBe(10);
    t.plant.restart(SERIAL.hm4);
    // The limit is read back every 2 min, but not within 4 min of a limit command.
    t.runFor(300);
    expect(state().limitRelative).toBe(30);
    expect(state().values.ac.power).toBeLessThanOrEqual(state().maxPower * 0.3);
  });
});
