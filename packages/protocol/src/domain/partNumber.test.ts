import { describe, expect, it } from 'vitest';
import { modelFromPartNumber } from './partNumber.ts';

describe('modelFromPartNumber', () => {
  it.each([
    [0x10101015, 'HM-300-1T', 210],
    [0x10101014, 'HM-300-1T', 300],
    [0x10101000, 'HM-300-1T', 300],
    [0x10127101, 'HMS-2000-4T', 2000],
    [0x10333101, 'HMT-2250-6T', 2250],
    [0x10023001, 'MI-1500-4T Gen3', 1500],
    [0xf1012201, 'HERF-1800', 1800],
    [0x10107101, 'HMS-500-1T', 500],
    [0x10207101, 'HMS-500-1T v2', 500],
  ])('%i → %s %i W', (pn, name, maxPower) => {
    expect(modelFromPartNumber(pn, 'v24.10.6')).toEqual({ hw_model_name: name, max_power: maxPower });
  });

  it.each([0, 124097, 0x10999901, 0xffffffff])('%i is unknown', (pn) => {
    expect(modelFromPartNumber(pn, 'v26.3.30')).toBeNull();
  });

  it('knows HMS-700-2T and HERF-600 from v25.1.14 (firmware-versions §2.10)', () => {
    expect(modelFromPartNumber(0x10212101, 'v24.11.7')).toBeNull();
    expect(modelFromPartNumber(0xf1011001, 'v24.11.7')).toBeNull();
    expect(modelFromPartNumber(0x10212101, 'v25.1.14')).toEqual({
      hw_model_name: 'HMS-700-2T',
      max_power: 700,
    });
    expect(modelFromPartNumber(0xf1011001, 'v26.3.30')).toEqual({
      hw_model_name: 'HERF-600',
      max_power: 600,
    });
  });
});
