import { describe, expect, it } from 'vitest';
import { dtuConfigSchema } from './dtu.ts';
import { checkBodyAll } from './validate.ts';
import { client, device, failureOf, missing, valueOf } from './testUtil.ts';

const base = {
  serial: '199980112345',
  pollinterval: 5,
  nrf_palevel: 0,
  cmt_palevel: 0,
  cmt_frequency: 865000000,
  cmt_country: 0,
};
const EU = { min: 860250000, max: 923500000 };
const US = { min: 900250000, max: 963500000 };

describe('dtuConfigSchema', () => {
  it('accepts the GET example body', () => {
    expect(valueOf(dtuConfigSchema, { ...base, nrf_enabled: true, country_def: [] })).toEqual(base);
  });

  it.each([
    ['serial as a JSON number', { serial: 199980112345 }, missing('serial')],
    ['pollinterval 1.5', { pollinterval: 1.5 }, missing('pollinterval')],
    ['pollinterval "5"', { pollinterval: '5' }, missing('pollinterval')],
    ['pollinterval -1', { pollinterval: -1 }, missing('pollinterval')],
    ['pollinterval 2^32', { pollinterval: 4294967296 }, missing('pollinterval')],
    ['nrf_palevel 256', { nrf_palevel: 256 }, missing('nrf_palevel')],
    ['nrf_palevel -1', { nrf_palevel: -1 }, missing('nrf_palevel')],
    ['cmt_palevel -129', { cmt_palevel: -129 }, missing('cmt_palevel')],
    ['cmt_palevel 128', { cmt_palevel: 128 }, missing('cmt_palevel')],
    ['cmt_frequency missing', { cmt_frequency: undefined }, missing('cmt_frequency')],
    ['cmt_country true', { cmt_country: true }, missing('cmt_country')],
    ['serial "0"', { serial: '0' }, device(2001, 'serial')],
    ['serial ""', { serial: '' }, device(2001, 'serial')],
    ['serial "xyz" (no hex digit)', { serial: 'xyz' }, device(2001, 'serial')],
    ['pollinterval 0', { pollinterval: 0 }, device(2002, 'pollinterval')],
    ['nrf_palevel 3', { nrf_palevel: 3 }, undefined],
    ['nrf_palevel 4', { nrf_palevel: 4 }, device(2003, 'nrf_palevel')],
    ['cmt_palevel -10', { cmt_palevel: -10 }, undefined],
    ['cmt_palevel -11', { cmt_palevel: -11 }, device(2003, 'cmt_palevel')],
    ['cmt_palevel 20', { cmt_palevel: 20 }, undefined],
    ['cmt_palevel 21', { cmt_palevel: 21 }, device(2003, 'cmt_palevel')],
    ['cmt_country 2', { cmt_country: 2, cmt_frequency: 918000000 }, undefined],
    ['cmt_country 3', { cmt_country: 3 }, device(2005, 'cmt_country')],
    ['EU frequency at freq_min', { cmt_frequency: 860250000 }, undefined],
    ['EU frequency below freq_min', { cmt_frequency: 860000000 }, device(2004, 'cmt_frequency', EU)],
    ['EU frequency at freq_max', { cmt_frequency: 923500000 }, undefined],
    ['EU frequency above freq_max', { cmt_frequency: 923750000 }, device(2004, 'cmt_frequency', EU)],
    ['frequency off the 250 kHz grid', { cmt_frequency: 865100000 }, device(2004, 'cmt_frequency', EU)],
    [
      'EU frequency in the US band',
      { cmt_country: 1, cmt_frequency: 865000000 },
      device(2004, 'cmt_frequency', US),
    ],
    ['legal range is not enforced', { cmt_frequency: 900000000 }, undefined],
  ])('%s', (_name, patch, expected) => {
    expect(failureOf(dtuConfigSchema, { ...base, ...patch })).toEqual(expected);
  });

  it.each([
    ['serial 0 and poll 0', { serial: '0', pollinterval: 0 }, 2001],
    ['poll 0 and nrf 5', { pollinterval: 0, nrf_palevel: 5 }, 2002],
    ['nrf 5 and cmt 30', { nrf_palevel: 5, cmt_palevel: 30 }, 2003],
    ['country 3 and a bad frequency', { cmt_country: 3, cmt_frequency: 1 }, 2005],
    ['a type error and serial 0', { serial: '0', cmt_country: -1 }, 1005],
  ])('reports the earlier rule: %s', (_name, patch, code) => {
    expect(failureOf(dtuConfigSchema, { ...base, ...patch })?.code).toBe(code);
  });

  it.each([
    [
      'a hex serial with letters',
      { serial: '1a2b' },
      client('dtuSerialRange', 'serial', { min: 1, max: 199999999999 }),
    ],
    ['the largest form serial', { serial: '199999999999' }, undefined],
    [
      'a serial above the form range',
      { serial: '200000000000' },
      client('dtuSerialRange', 'serial', { min: 1, max: 199999999999 }),
    ],
    ['poll interval 86400', { pollinterval: 86400 }, undefined],
    [
      'poll interval 86401',
      { pollinterval: 86401 },
      client('pollIntervalMax', 'pollinterval', { min: 1, max: 86400 }),
    ],
  ])('client-only: %s', (_name, patch, expected) => {
    expect(failureOf(dtuConfigSchema, { ...base, ...patch }, 'client')).toEqual(expected);
    expect(failureOf(dtuConfigSchema, { ...base, ...patch }, 'server')).toBeUndefined();
  });

  it('collects every failure for a form', () => {
    const failures = checkBodyAll(
      dtuConfigSchema,
      { ...base, pollinterval: 0, nrf_palevel: 4, serial: 'ab' },
      'client',
    );
    expect(failures.map((f) => f.message)).toEqual([
      'validation.dtuSerialRange',
      'apiresponse.2002',
      'apiresponse.2003',
    ]);
  });

  it('collects every type failure alone', () => {
    const failures = checkBodyAll(
      dtuConfigSchema,
      { ...base, serial: 1, pollinterval: 'x', cmt_country: 9 },
      'client',
    );
    expect(failures).toEqual([missing('serial'), missing('pollinterval')]);
  });
});
