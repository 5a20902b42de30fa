import { describe, expect, it } from 'vitest';
import { formatters } from './i18n/index.ts';
import { axisFormat, energyText, liveEnergyText, powerText } from './units.ts';

const en = formatters('en');
const de = formatters('de');

describe('units a reader takes in (issue 29)', () => {
  it('writes energy in Wh, kWh or MWh with about three significant digits', () => {
    expect(energyText(en, 850)).toBe('850 Wh');
    expect(energyText(en, 17_522)).toBe('17.5 kWh');
    expect(energyText(en, 2_500)).toBe('2.50 kWh');
    expect(energyText(en, 425_000)).toBe('425 kWh');
    expect(energyText(en, 29_922_529)).toBe('29.9 MWh');
    expect(energyText(de, 29_922_529)).toBe('29,9 MWh');
    expect(liveEnergyText(en, { v: 29_922.529, u: 'kWh', d: 3 })).toBe('29.9 MWh');
    expect(liveEnergyText(en, { v: 17_522, u: 'Wh', d: 0 })).toBe('17.5 kWh');
    expect(liveEnergyText(en, { v: 230.1, u: 'V', d: 1 })).toBe('230.1 V');
  });

  it('writes power in W up to 10 kW, then in kW', () => {
    expect(powerText(en, 5_167)).toBe('5,167 W');
    expect(powerText(en, 12_345)).toBe('12.3 kW');
  });

  it('labels a power axis past 10,000 W in kW, each label whole', () => {
    const tick = axisFormat(en, 15_000, 5_000, 'power');
    expect([0, 5_000, 10_000, 15_000].map(tick)).toEqual(['0 kW', '5 kW', '10 kW', '15 kW']);
    const fine = axisFormat(en, 12_000, 2_000, 'power');
    expect(fine(10_000)).toBe('10 kW');
    expect(axisFormat(en, 800, 200, 'power')(600)).toBe('600 W');
    expect(axisFormat(en, 1_500_000, 500_000, 'energy')(500_000)).toBe('0.5 MWh');
    expect(axisFormat(en, 40_000, 10_000, 'energy')(30_000)).toBe('30 kWh');
  });
});
