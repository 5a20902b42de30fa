import { describe, expect, it } from 'vitest';
import { inverterWp, plantSpecificYield, specificYield } from './specificYield.ts';

describe('specific yield (kWh per kWp)', () => {
  it('is energy over installed watts, null when none is set', () => {
    expect(specificYield(4500, 1000)).toBe(4.5);
    expect(specificYield(4500, 0)).toBeNull();
  });

  it('an inverter adds its set strings only', () => {
    expect(inverterWp([400, 0, 410])).toBe(810);
  });

  it('a plant leaves inverters without installed watts out of both sides', () => {
    const inverters = { a: { wh: 8000 }, b: { wh: 3000 }, c: { wh: 9999 } };
    const installed = { a: [1000, 1000], b: [1000], c: [0, 0] };
    expect(plantSpecificYield(inverters, installed)).toBeCloseTo(11 / 3, 9);
    expect(plantSpecificYield({ c: { wh: 1 } }, installed)).toBeNull();
  });
});
