/**
 * Faults broken in on purpose (`POST /api/x/sim/fault`): each shows in the live frames the way a real
 * one would, so the alert rules see it; `none` mends it.
 */
import { describe, expect, it } from 'vitest';
import { observationsOf } from '../alerts/observe.ts';
import { buildTotal, liveFrame } from './liveData.ts';
import { SERIAL, berlinTime, inverterConfig, testPlant } from './testkit.ts';

const HINTS = { time_sync: false, radio_problem: false, default_password: false };

function observe(t: ReturnType<typeof testPlant>, serial: string) {
  const states = t.plant.states();
  const frame = liveFrame(
    states.find((s) => s.serial === serial),
    buildTotal(states),
    HINTS,
  );
  const [seen] = observationsOf(frame, t.plant.now());
  if (seen === undefined) throw new Error(`no observation of ${serial}`);
  return seen;
}

function sunnyPlant() {
  const t = testPlant(berlinTime(6, 21, 12), [inverterConfig(SERIAL.hm4), inverterConfig(SERIAL.hm2)]);
  t.runFor(120);
  return t;
}

describe('simulated faults', () => {
  it('unreachable: the radio gets no answer, the gateway calls it unreachable', () => {
    const t = sunnyPlant();
    expect(observe(t, SERIAL.hm4).reachable).toBe(true);
    expect(t.plant.setFault(SERIAL.hm4, 'unreachable')).toBe(true);
    t.runFor(120);
    expect(observe(t, SERIAL.hm4).reachable).toBe(false);
    expect(observe(t, SERIAL.hm2).reachable).toBe(true);
    t.plant.setFault(SERIAL.hm4, 'none');
    t.runFor(60);
    expect(observe(t, SERIAL.hm4).reachable).toBe(true);
  });

  it('not_producing: reachable, no power', () => {
    const t = sunnyPlant();
    t.plant.setFault(SERIAL.hm4, 'not_producing');
    t.runFor(60);
    const seen = observe(t, SERIAL.hm4);
    expect(seen).toMatchObject({ reachable: true, power: 0 });
    expect(observe(t, SERIAL.hm2).power).toBeGreaterThan(50);
  });

  it('string_silent: one string dark, the others produce', () => {
    const t = sunnyPlant();
    expect(t.plant.setFault(SERIAL.hm4, 'string_silent', 2)).toBe(true);
    t.runFor(60);
    const [first, second] = observe(t, SERIAL.hm4).strings;
    expect(first?.power).toBeGreaterThan(20);
    expect(second?.power).toBe(0);
  });

  it('hot: the inverter warms past 70 °C within minutes', () => {
    const t = sunnyPlant();
    t.plant.setFault(SERIAL.hm4, 'hot');
    t.runFor(20 * 60, 5000);
    expect(observe(t, SERIAL.hm4).temperature).toBeGreaterThanOrEqual(70);
    expect(observe(t, SERIAL.hm2).temperature ?? 99).toBeLessThan(60);
  });

  it('refuses unknown inverters and strings', () => {
    const t = sunnyPlant();
    expect(t.plant.setFault('999999999999', 'hot')).toBe(false);
    expect(t.plant.setFault(SERIAL.hm2, 'string_silent', 3)).toBe(false);
    expect(t.plant.faults()).toEqual({});
  });
});
