import { describe, expect, it } from 'vitest';
import { formatters } from './i18n/index.ts';
import { axisFormat, energyText, liveEnergyText, powerText } from './units.ts';

const en = formatters('en');
const de = formatters('de');

describe('units a reader takes in (issue 29)', () => {
  it('writes energy in Wh, kWh or MWh with about three significant digits', () => {
    expect(energyText(en, 850)).toBe('850\u00a0Wh');
    expect(energyText(en, 17_522)).toBe('17.5\u00a0kWh');
    expect(energyText(en, 2_500)).toBe('2.50\u00a0kWh');
    expect(energyText(en, 425_000)).toBe('425\u00a0kWh');
    expect(energyText(en, 29_922_529)).toBe('29.9\u00a0MWh');
    expect(energyText(de, 29_922_529)).toBe('29,9\u00a0MWh');
    expect(liveEnergyText(en, { v: 29_922.529, u: 'kWh', d: 3 })).toBe('29.9\u00a0MWh');
    expect(liveEnergyText(en, { v: 17_522, u: 'Wh', d: 0 })).toBe('17.5\u00a0kWh');
    expect(liveEnergyText(en, { v: 230.1, u: 'V', d: 1 })).toBe('230.1\u00a0V');
  });

  it('keeps a number and its unit together: a no-break space between them', () => {
    expect(energyText(en, 80_400)).toMatch(/^80\.4\u00a0kWh$/);
    expect(powerText(en, 600)).not.toContain(' ');
  });

  it('writes power in W up to 10 kW, then in kW', () => {
    expect(powerText(en, 5_167)).toBe('5,167\u00a0W');
    expect(powerText(en, 12_345)).toBe('12.3\u00a0kW');
  });

  it('labels a power axis past 10,000 W in kW, each label whole', () => {
    const tick = axisFormat(en, 15_000, 5_000, 'power');
    expect([0, 5_000, 10_000, 15_000].map(tick)).toEqual([
      '0\u00a0kW',
      '5\u00a0kW',
      '10\u00a0kW',
      '15\u00a0kW',
    ]);
    const fine = axisFormat(en, 12_000, 2_000, 'power');
    expect(fine(10_000)).toBe('10\u00a0kW');
    expect(axisFormat(en, 800, 200, 'power')(600)).toBe('600\u00a0W');
    expect(axisFormat(en, 1_500_000, 500_000, 'energy')(500_000)).toBe('0.5\u00a0MWh');
    expect(axisFormat(en, 40_000, 10_000, 'energy')(30_000)).toBe('30\u00a0kWh');
  });
});
