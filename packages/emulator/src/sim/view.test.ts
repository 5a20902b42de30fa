import { describe, expect, it } from 'vitest';
import { berlinTime, inverterConfig, SERIAL, testPlant } from './testkit.ts';

/** An HM-4CH held at a clipped, hence constant, power around noon. */
function constantPower(stepMs?: number) {
  const t = testPlant(berlinTime(6, 21, 11, 30), [inverterConfig(SERIAL.hm4)], {
    tuning: { partialRate: 0, corruptRate: 0 },
  });
  t.plant.setLimit(SERIAL.hm4, 20, 1);
  t.runFor(20);
  const read = () => t.plant.state(SERIAL.hm4)?.values.inv ?? { powerDc: 0, yieldDay: 0 };
  const start = read();
  return {
    start,
    afterOneHour: () => {
      if (stepMs === undefined) t.plant.advanceTo(t.plant.now() + 3_600_000);
      else t.runFor(3600, stepMs);
      return read();
    },
  };
}

describe('yields', () => {
  it('integrate a constant power P over 1 h of 1 s ticks to P Wh', () => {
    const { start, afterOneHour } = constantPower(1000);
    expect(start.powerDc).toBeGreaterThan(100);
    const end = afterOneHour();
    expect(end.powerDc).toBeCloseTo(start.powerDc, 0);
    // Four channels each round down to whole Wh.
    expect(end.yieldDay - start.yieldDay).toBeGreaterThan(start.powerDc - 5);
    expect(end.yieldDay - start.yieldDay).toBeLessThan(start.powerDc + 5);
  });

  it('integrate the same hour in one large jump', () => {
    const ticked = constantPower(1000);
    const jumped = constantPower();
    const tickedGain = ticked.afterOneHour().yieldDay - ticked.start.yieldDay;
    const jumpedGain = jumped.afterOneHour().yieldDay - jumped.start.yieldDay;
    expect(Math.abs(jumpedGain - tickedGain)).toBeLessThanOrEqual(5);
  });

  it('integrate a whole day alike in 1 s ticks and in one jump', () => {
    const start = berlinTime(6, 21, 0, 30);
    // Still light, so the last minute before `end` (always simulated normally) brings fresh packets.
    const end = berlinTime(6, 21, 21, 15);
    const ticked = testPlant(start, [inverterConfig(SERIAL.hm2)]);
    const jumped = testPlant(start, [inverterConfig(SERIAL.hm2)]);
    ticked.runTo(end);
    jumped.plant.advanceTo(end);
    const jumpedYield = jumped.plant.state(SERIAL.hm2)?.values.inv.yieldDay ?? 0;
    const tickedYield = ticked.plant.state(SERIAL.hm2)?.values.inv.yieldDay ?? 0;
    expect(tickedYield).toBeGreaterThan(3000);
    expect(Math.abs(jumpedYield - tickedYield) / tickedYield).toBeLessThan(0.01);
  });

  it('sum the channels into INV and add yield_total_offset per channel', () => {
    const channel = [
      { name: 'A', max_power: 400, yield_total_offset: 1000 },
      { name: 'B', max_power: 400, yield_total_offset: 0.5 },
    ];
    const t = testPlant(berlinTime(6, 21, 12, 0), [inverterConfig(SERIAL.hm2, { channel })]);
    t.runFor(1800, 5000);
    const v = t.plant.state(SERIAL.hm2)?.values;
    if (!v) throw new Error('no inverter');
    const [a, b] = v.dc;
    expect(a?.yieldTotal).toBeGreaterThan(1000);
    expect(b?.yieldTotal).toBeGreaterThan(0.5);
    expect(v.inv.yieldDay).toBe((a?.yieldDay ?? 0) + (b?.yieldDay ?? 0));
    expect(v.inv.yieldTotal).toBeCloseTo((a?.yieldTotal ?? 0) + (b?.yieldTotal ?? 0), 3);
  });
});

describe('midnight (§7.1)', () => {
  function throughMidnight() {
    const t = testPlant(berlinTime(6, 21, 20, 0), [
      inverterConfig(SERIAL.hm2, { zero_day: true, clear_eventlog: true }),
      inverterConfig(SERIAL.hm1, { zero_day: false, clear_eventlog: false }),
    ]);
    t.runTo(berlinTime(6, 21, 23, 59, 50));
    const before = t.plant.states();
    t.runTo(berlinTime(6, 22, 0, 0) + 30_000);
    return { before, after: t.plant.states(), t };
  }

  it('zeroes YieldDay only with zero_day', () => {
    const { before, after } = throughMidnight();
    expect(before[0]?.values.inv.yieldDay).toBeGreaterThan(0);
    expect(before[1]?.values.inv.yieldDay).toBeGreaterThan(0);
    expect(after[0]?.values.inv.yieldDay).toBe(0);
    expect(after[0]?.values.dc.every((d) => d.yieldDay === 0)).toBe(true);
    expect(after[1]?.values.inv.yieldDay).toBe(before[1]?.values.inv.yieldDay);
    // YieldTotal never resets.
    expect(after[0]?.values.inv.yieldTotal).toBe(before[0]?.values.inv.yieldTotal);
  });

  it('resets the radio statistics and clears the event log with clear_eventlog', () => {
    const { before, after } = throughMidnight();
    expect(before[1]?.radioStats.tx_request).toBeGreaterThan(100);
    expect(after[1]?.radioStats.tx_request).toBeLessThan(10);
    expect(before[0]?.events).toBeGreaterThan(0);
    expect(after[0]?.events).toBe(0);
    expect(after[1]?.events).toBe(before[1]?.events);
  });

  it('starts a fresh YieldDay when the inverter wakes up next morning', () => {
    const { t } = throughMidnight();
    t.runTo(berlinTime(6, 22, 6, 0), 5000);
    const morning = t.plant.state(SERIAL.hm1)?.values.inv.yieldDay ?? -1;
    expect(morning).toBeGreaterThan(0);
    expect(morning).toBeLessThan(500);
  });

  it('also resets when a jump skips over midnight', () => {
    const t = testPlant(berlinTime(6, 21, 19, 0), [inverterConfig(SERIAL.hm2, { zero_day: true })]);
    t.runFor(1800, 5000);
    expect(t.plant.state(SERIAL.hm2)?.values.inv.yieldDay).toBeGreaterThan(0);
    t.plant.advanceTo(berlinTime(6, 22, 3, 0));
    expect(t.plant.state(SERIAL.hm2)?.values.inv.yieldDay).toBe(0);
  });
});
