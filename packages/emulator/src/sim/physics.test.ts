import { describe, expect, it } from 'vitest';
import { computeElectrical, reactivePowerAt } from './physics.ts';

describe('reactive power', () => {
  it.each([
    // [load, sign]: capacitive at light load, through 0 at 20 %, inductive above, unity from half load.
    [0.02, -1],
    [0.1, -1],
    [0.2, 0],
    [0.35, 1],
    [0.5, 0],
    [0.9, 0],
  ] as const)('at %d of rated power has sign %d and stays under 14 % of P', (load, sign) => {
    const power = 1500 * load;
    const q = reactivePowerAt(power, load);
    expect(Math.sign(q)).toBe(sign);
    expect(Math.abs(q)).toBeLessThan(power * 0.14);
  });

  it('changes smoothly with the load: no jump where the sign turns', () => {
    let previous = reactivePowerAt(15, 0.01);
    for (let step = 2; step <= 60; step++) {
      const load = step / 100;
      const q = reactivePowerAt(1500 * load, load);
      expect(Math.abs(q - previous)).toBeLessThan(6);
      previous = q;
    }
  });

  it('is 0 without output', () => {
    expect(reactivePowerAt(0, 0)).toBe(0);
  });

  it('gives a power factor that matches P and Q', () => {
    const e = computeElectrical({
      strings: [{ peakPower: 400, irradiance: 0.15 }],
      ambientC: 15,
      ratedPower: 400,
      capPower: 400,
      pairedInputs: false,
      threePhase: false,
      voltageNoise: 0,
      frequencyNoise: 0,
      voltageOffset: 0,
    });
    expect(e.reactivePower).toBeLessThan(0);
    expect(e.powerFactor).toBeCloseTo(e.acPower / Math.hypot(e.acPower, e.reactivePower), 6);
    expect(e.powerFactor).toBeGreaterThan(0.98);
    expect(e.powerFactor).toBeLessThan(1);
  });
});
