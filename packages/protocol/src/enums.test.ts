import { describe, expect, it } from 'vitest';
import { CMT_CHANNEL_WIDTH, CMT_COUNTRIES, NRF_POWER_LEVELS, countryDefs, sunsetZenith } from './enums.ts';

describe('enums', () => {
  it('lists the CMT countries in Hz, on the channel grid', () => {
    expect(CMT_COUNTRIES.map((c) => c.code)).toEqual(['EU', 'US', 'BR']);
    for (const c of CMT_COUNTRIES) {
      expect(c.freq_min % CMT_CHANNEL_WIDTH).toBe(0);
      expect(c.freq_max % CMT_CHANNEL_WIDTH).toBe(0);
      expect(c.freq_default).toBeGreaterThanOrEqual(c.freq_legal_min);
      expect(c.freq_default).toBeLessThanOrEqual(c.freq_legal_max);
    }
  });

  it('builds country_def in wire key order', () => {
    const defs = countryDefs();
    expect(defs[0]).toEqual({
      freq_default: 865000000,
      freq_min: 860250000,
      freq_max: 923500000,
      freq_legal_min: 863000000,
      freq_legal_max: 870000000,
    });
    expect(Object.keys(defs[2] ?? {})).toEqual([
      'freq_default',
      'freq_min',
      'freq_max',
      'freq_legal_min',
      'freq_legal_max',
    ]);
  });

  it('maps NRF levels to dBm', () => {
    expect(NRF_POWER_LEVELS.map((l) => l.dbm)).toEqual([-18, -12, -6, 0]);
  });

  it.each([
    [0, 90.833],
    [1, 102],
    [2, 96],
    [3, 108],
    [4, 102],
    [255, 102],
  ])('sunsettype %i uses zenith %f', (type, zenith) => {
    expect(sunsetZenith(type)).toBe(zenith);
  });
});
