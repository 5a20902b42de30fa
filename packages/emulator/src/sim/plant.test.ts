import { describe, expect, it } from 'vitest';
import { clearSky, planeOfArrayFraction } from './physics.ts';
import { solarPosition } from './sun.ts';
import { berlinTime, inverterConfig, SERIAL, testPlant } from './testkit.ts';

function stateOf(t: ReturnType<typeof testPlant>, serial: string) {
  const state = t.plant.state(serial);
  if (!state) throw new Error(`no runtime inverter ${serial}`);
  return state;
}

describe('power from the sun', () => {
  it('produces close to the clear-sky estimate at a Berlin solstice noon', () => {
    const noon = berlinTime(6, 21, 13, 7); // solar noon, clear sky forced
    const t = testPlant(noon - 60_000, [inverterConfig(SERIAL.hm2)]);
    t.runTo(noon);
    const state = stateOf(t, SERIAL.hm2);
    expect(state.reachable).toBe(true);
    expect(state.producing).toBe(true);

    // Reference: a south-facing 30° panel of the configured 400 W peak, 20..40 °C cells.
    const sun = solarPosition(noon, 52.52, 13.4);
    const poa = planeOfArrayFraction(clearSky(sun.elevation), sun, { tilt: 30, azimuth: 180 });
    expect(poa).toBeGreaterThan(0.95);
    for (const dc of state.values.dc) {
      expect(dc.power).toBeGreaterThan(400 * poa * 0.8);
      expect(dc.power).toBeLessThan(400 * poa * 1.02);
      expect(dc.voltage).toBeGreaterThanOrEqual(28);
      expect(dc.voltage).toBeLessThanOrEqual(42);
      expect(dc.current).toBeCloseTo(dc.power / dc.voltage, 1);
    }
    const { ac, inv } = state.values;
    expect(inv.efficiency).toBeGreaterThan(94.5);
    expect(inv.efficiency).toBeLessThan(97);
    expect(ac.power).toBeCloseTo((inv.powerDc * inv.efficiency) / 100, 0);
    expect(ac.voltage).toBeGreaterThanOrEqual(225);
    expect(ac.voltage).toBeLessThanOrEqual(235);
    expect(Math.abs(ac.frequency - 50)).toBeLessThanOrEqual(0.05);
    expect(ac.powerFactor).toBeGreaterThanOrEqual(0.99);
    expect(ac.reactivePower).toBeLessThan(ac.power * 0.15);
    expect(inv.temperature).toBeGreaterThan(20);
  });

  it('produces less in the early morning than at noon', () => {
    const t = testPlant(berlinTime(6, 21, 6, 30), [inverterConfig(SERIAL.hm4)]);
    t.runFor(60);
    const morning = stateOf(t, SERIAL.hm4).values.ac.power;
    t.runTo(berlinTime(6, 21, 13, 0), 5000);
    const noon = stateOf(t, SERIAL.hm4).values.ac.power;
    expect(morning).toBeGreaterThan(0);
    expect(noon).toBeGreaterThan(2 * morning);
  });

  it('clips at the model maximum power', () => {
    const panels = [1, 2, 3, 4].map(() => ({ name: '', max_power: 600, yield_total_offset: 0 }));
    const t = testPlant(berlinTime(6, 21, 13, 0), [inverterConfig(SERIAL.hm4, { channel: panels })]);
    t.runFor(30);
    const state = stateOf(t, SERIAL.hm4);
    expect(state.maxPower).toBeGreaterThan(0);
    expect(state.values.ac.power).toBeLessThanOrEqual(state.maxPower);
    expect(state.values.ac.power).toBeGreaterThan(state.maxPower * 0.99);
  });

  it('shares the tracker voltage between paired inputs (HM-4CH)', () => {
    const t = testPlant(berlinTime(6, 21, 10, 0), [inverterConfig(SERIAL.hm4)]);
    t.runFor(30);
    const dc = stateOf(t, SERIAL.hm4).values.dc;
    expect(dc[0]?.voltage).toBe(dc[1]?.voltage);
    expect(dc[2]?.voltage).toBe(dc[3]?.voltage);
  });

  it('reports a three-phase line voltage and six inputs for an HMT-6CH', () => {
    const t = testPlant(berlinTime(6, 21, 12, 0), [inverterConfig(SERIAL.hmt6)]);
    t.runFor(30);
    const state = stateOf(t, SERIAL.hmt6);
    expect(state.values.dc).toHaveLength(6);
    expect(state.values.ac.voltage).toBeGreaterThan(390);
    expect(state.values.ac.voltage).toBeLessThan(410);
    // Sum of the three phase currents.
    expect(state.values.ac.current).toBeCloseTo(
      (Math.sqrt(3) * state.values.ac.power) / state.values.ac.voltage,
      1,
    );
  });

  it('varies with the seeded weather but stays between 20 % and 100 % of clear sky', () => {
    const start = berlinTime(6, 21, 12, 0);
    const clear = testPlant(start, [inverterConfig(SERIAL.hm1)]);
    const cloudy = testPlant(start, [inverterConfig(SERIAL.hm1)], {
      tuning: { weatherOverride: null },
      seed: 3,
    });
    const ratios: number[] = [];
    for (let minute = 0; minute < 120; minute += 5) {
      clear.runFor(300, 5000);
      cloudy.runFor(300, 5000);
      const c = stateOf(clear, SERIAL.hm1).values.inv.powerDc;
      ratios.push(stateOf(cloudy, SERIAL.hm1).values.inv.powerDc / c);
    }
    expect(Math.min(...ratios)).toBeGreaterThanOrEqual(0.19);
    expect(Math.max(...ratios)).toBeLessThanOrEqual(1.01);
    // Smooth: consecutive 5-minute samples never jump from clear to the darkest clouds.
    for (let i = 1; i < ratios.length; i++) {
      expect(Math.abs((ratios[i] ?? 0) - (ratios[i - 1] ?? 0))).toBeLessThan(0.6);
    }
  });
});

describe('night', () => {
  it('makes the inverter unreachable after reachable_threshold + 1 failed polls, with zero values', () => {
    const t = testPlant(berlinTime(6, 21, 1, 0), [inverterConfig(SERIAL.hm2, { reachable_threshold: 2 })]);
    const reachable: boolean[] = [];
    for (let i = 0; i < 5; i++) {
      t.runFor(5);
      reachable.push(stateOf(t, SERIAL.hm2).reachable);
    }
    // Polls at 0, 5, 10, 15, 20 s each fail; failures 1, 2 keep it reachable (≤ threshold).
    expect(reachable).toEqual([true, true, false, false, false]);
    const state = stateOf(t, SERIAL.hm2);
    expect(state.radioStats.rx_fail_nothing).toBeGreaterThanOrEqual(3);
    expect(state.radioStats.rx_success).toBe(0);
    expect(state.producing).toBe(false);
    expect(state.values.ac.power).toBe(0);
    expect(state.dataAge).toBe(t.plant.uptimeSeconds());
  });

  it('keeps the last values at dusk, or zeroes them with zero_runtime', () => {
    const configs = [
      inverterConfig(SERIAL.hm2, { zero_runtime: false }),
      inverterConfig(SERIAL.hms2, { zero_runtime: true }),
    ];
    const t = testPlant(berlinTime(6, 21, 21, 0), configs);
    t.runTo(berlinTime(6, 21, 22, 30));
    const kept = stateOf(t, SERIAL.hm2);
    const zeroed = stateOf(t, SERIAL.hms2);
    expect(kept.reachable).toBe(false);
    expect(zeroed.reachable).toBe(false);
    expect(kept.values.ac.voltage).toBeGreaterThan(200);
    expect(zeroed.values.ac.voltage).toBe(0);
    expect(zeroed.values.inv.temperature).toBe(0);
    // Yields are not runtime values: they stay.
    expect(zeroed.values.inv.yieldDay).toBeGreaterThan(0);
  });

  it('logs "Inverter start" at dawn and "no input" per input at dusk', () => {
    const t = testPlant(berlinTime(6, 21, 4, 0), [inverterConfig(SERIAL.hm2)]);
    t.runTo(berlinTime(6, 21, 5, 30), 2000);
    expect(t.plant.eventLog(SERIAL.hm2)?.map((e) => e.message_id)).toEqual([1]);
    const start = t.plant.eventLog(SERIAL.hm2)?.[0];
    expect(start?.start_time).toBeGreaterThan(4 * 3600);
    expect(start?.start_time).toBeLessThan(5.5 * 3600);
    t.runTo(berlinTime(6, 21, 22, 0), 2000);
    const dusk = t.plant.eventLog(SERIAL.hm2) ?? [];
    expect(dusk.map((e) => e.message_id)).toEqual([1, 209, 210]);
    expect(dusk[1]?.end_time).toBe(0);
    expect(dusk[1]?.start_time).toBeGreaterThan(21 * 3600);
  });
});

describe('reconfigure', () => {
  it('keeps inverters with an unchanged serial and re-creates a changed one', () => {
    const t = testPlant(berlinTime(6, 21, 12, 0), [inverterConfig(SERIAL.hm2), inverterConfig(SERIAL.hms2)]);
    t.runFor(600, 5000);
    const before = stateOf(t, SERIAL.hm2);
    t.plant.reconfigure({
      inverters: [inverterConfig(SERIAL.hm2, { name: 'Renamed' }), inverterConfig(SERIAL.hms4)],
    });
    expect(t.plant.serials()).toEqual([SERIAL.hm2, SERIAL.hms4]);
    const kept = stateOf(t, SERIAL.hm2);
    expect(kept.name).toBe('Renamed');
    expect(kept.values.inv.yieldDay).toBe(before.values.inv.yieldDay);
    expect(kept.radioStats.tx_request).toBe(before.radioStats.tx_request);
    const fresh = stateOf(t, SERIAL.hms4);
    expect(fresh.radioStats.tx_request).toBe(0);
    expect(fresh.deviceInfoValid).toBe(false);
  });

  it('gives unknown models, empty slots and duplicates no runtime object', () => {
    const t = testPlant(berlinTime(6, 21, 12, 0), [
      inverterConfig('999980000001'),
      inverterConfig('0'),
      inverterConfig(SERIAL.hm1),
      inverterConfig(SERIAL.hm1),
    ]);
    expect(t.plant.serials()).toEqual([SERIAL.hm1]);
    expect(t.plant.has('999980000001')).toBe(false);
    expect(t.plant.state('999980000001')).toBeUndefined();
    expect(t.plant.setLimit('999980000001', 50, 1)).toBe('unknown-inverter');
  });

  it('accepts serials as bigint, number and hex string', () => {
    const t = testPlant(berlinTime(6, 21, 12, 0), [
      inverterConfig(SERIAL.hm1, { serial: BigInt(`0x${SERIAL.hm2}`) }),
      inverterConfig(SERIAL.hm1, { serial: Number(`0x${SERIAL.hms2}`) }),
    ]);
    expect(t.plant.serials()).toEqual([SERIAL.hm2, SERIAL.hms2]);
    expect(t.plant.has(BigInt(`0x${SERIAL.hms2}`))).toBe(true);
    expect(t.plant.has(SERIAL.hm2.toUpperCase())).toBe(true);
  });
});

describe('clock changes', () => {
  it('treats a step back to another day as a midnight and keeps running afterwards', () => {
    const t = testPlant(berlinTime(6, 21, 12, 0), [inverterConfig(SERIAL.hm2, { zero_day: true })]);
    t.runFor(1800, 5000);
    expect(t.plant.state(SERIAL.hm2)?.values.inv.yieldDay).toBeGreaterThan(0);
    const back = berlinTime(6, 20, 12, 0);
    t.plant.advanceTo(back);
    expect(t.plant.now()).toBe(back);
    expect(t.plant.state(SERIAL.hm2)?.values.inv.yieldDay).toBe(0);
    t.plant.advanceTo(back + 30_000);
    expect(t.plant.state(SERIAL.hm2)?.dataAge).toBeLessThan(30);
  });

  it('reports the day period and sun times of the local date', () => {
    const t = testPlant(berlinTime(6, 21, 12, 0), [], {});
    expect(t.plant.sun()).toMatchObject({
      year: 2026,
      month: 6,
      day: 21,
      available: true,
      isDayPeriod: true,
    });
    t.plant.advanceTo(berlinTime(6, 22, 1, 0));
    expect(t.plant.sun()).toMatchObject({ day: 22, isDayPeriod: false });
  });
});
