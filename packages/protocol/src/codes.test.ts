import { describe, expect, it } from 'vitest';
import {
  ALL_RESPONSE_CODES,
  RESPONSE_CODES,
  ResponseCode,
  isResponseCode,
  responseMessageKey,
} from './codes.ts';

describe('response code catalogue', () => {
  it('has an entry for every named code, under the same name', () => {
    for (const [name, code] of Object.entries(ResponseCode)) {
      expect(RESPONSE_CODES[code].name).toBe(name);
    }
    expect(Object.keys(RESPONSE_CODES)).toHaveLength(ALL_RESPONSE_CODES.length);
    expect(ALL_RESPONSE_CODES).toHaveLength(72);
  });

  it.each([
    [1001, 'success'],
    [1005, 'warning'],
    [1007, 'danger'],
    [3002, 'success'],
    [4004, 'success'],
    [4007, 'success'],
    [4008, 'success'],
    [4009, 'success'],
    [4010, 'success'],
    [6001, 'success'],
    [6002, 'warning'],
    [9010, 'success'],
    [10002, 'success'],
    [12001, 'warning'],
  ] as const)('code %i has type %s', (code, type) => {
    expect(RESPONSE_CODES[code].type).toBe(type);
  });

  it.each([
    [4002, { max: 31 }],
    [4003, { max: 10 }],
    [5002, { max: 2250 }],
    [7001, { max: 128 }],
    [7002, { max: 64 }],
    [7003, { max: 64 }],
    [7004, { max: 32 }],
    [7008, { max: 2560 }],
    [7009, { max: 32 }],
    [7011, { max: 20 }],
    [7012, { max: 20 }],
    [7013, { min: 5, max: 65535 }],
    [7014, { max: 32 }],
    [7016, { max: 2 }],
    [7017, { max: 64 }],
    [9001, { max: 31 }],
    [9002, { max: 50 }],
    [9003, { max: 50 }],
    [9004, { min: 2022, max: 2100 }],
    [9005, { min: 1, max: 12 }],
    [9006, { min: 1, max: 31 }],
    [9007, { min: 0, max: 23 }],
    [9008, { min: 0, max: 59 }],
    [9009, { min: 0, max: 59 }],
    [10001, { max: 64 }],
    [12001, { max: 63 }],
  ] as const)('code %i carries param %o', (code, param) => {
    expect(RESPONSE_CODES[code].param).toEqual(param);
  });

  it.each([1001, 2004, 7005, 8001, 11002])('code %i has no static param', (code) => {
    expect(isResponseCode(code) && RESPONSE_CODES[code].param).toBeFalsy();
  });

  it('recognises codes and builds i18n keys', () => {
    expect(isResponseCode(4002)).toBe(true);
    expect(isResponseCode(4011)).toBe(false);
    expect(isResponseCode('4002')).toBe(false);
    expect(responseMessageKey(ResponseCode.InverterNameLength)).toBe('apiresponse.4002');
  });
});
