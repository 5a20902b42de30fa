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
    expect(modelFromPartNumber(pn)).toEqual({ hw_model_name: name, max_power: maxPower });
  });

  it.each([0, 124097, 0x10999901, 0xffffffff])('%i is unknown', (pn) => {
    expect(modelFromPartNumber(pn)).toBeNull();
  });
});
