import { describe, expect, it } from 'vitest';
import type { FirmwareRelease } from '../firmware/releases.ts';
import { formatSerial, inverterModelFromSerial, parseSerial, productionDate } from './serial.ts';

describe('parseSerial (strtoll(text, NULL, 16) into a uint64)', () => {
  it.each([
    ['116180123456', 0x116180123456n],
    ['116180123456 ', 0x116180123456n],
    ['  \t116180123456', 0x116180123456n],
    ['ABCDEF', 0xabcdefn],
    ['abcdef', 0xabcdefn],
    ['0x1a', 0x1an],
    ['0X1A', 0x1an],
    ['+ff', 0xffn],
    ['12g34', 0x12n],
    ['1161-8012', 0x1161n],
    ['0x', 0n],
    ['0xg', 0n],
    ['', 0n],
    ['   ', 0n],
    ['xyz', 0n],
    ['-', 0n],
    ['0', 0n],
    ['000000000001', 1n],
    ['-1', 0xffffffffffffffffn],
    ['-10', 0xfffffffffffffff0n],
    ['7fffffffffffffff', 0x7fffffffffffffffn],
    ['8000000000000000', 0x7fffffffffffffffn],
    ['ffffffffffffffffffff', 0x7fffffffffffffffn],
    ['-8000000000000000', 0x8000000000000000n],
    ['-ffffffffffffffffffff', 0x8000000000000000n],
    ['1' + '0'.repeat(40), 0x7fffffffffffffffn],
  ])('%j → %s', (text, expected) => {
    expect(parseSerial(text)).toBe(expected);
  });

  it('keeps serials above 2^53 exact', () => {
    expect(parseSerial('20000000000001')).toBe(2n ** 53n + 1n);
  });
});

describe('formatSerial (%0x%08x)', () => {
  it.each([
    [0x116180123456n, '116180123456'],
    [0x199980112345n, '199980112345'],
    [0x100000000n, '100000000'],
    [0x12345678n, '012345678'],
    [0n, '000000000'],
    [0xabcdef0123456789n, 'abcdef0123456789'],
    [0x116180123456, '116180123456'],
  ])('%s → %s', (serial, text) => {
    expect(formatSerial(serial)).toBe(text);
  });

  it('round-trips with parseSerial', () => {
    for (const text of ['116180123456', '138212345678', 'a01234567890']) {
      expect(formatSerial(parseSerial(text))).toBe(text);
    }
  });
});

describe('inverterModelFromSerial', () => {
  it.each([
    ['136112345678', 'HMT_4CH', 'HMT-1600/1800/2000-4T', 4, 'cmt'],
    ['138212345678', 'HMT_6CH', 'HMT-1800/2250-6T', 6, 'cmt'],
    ['116412345678', 'HMS_4CH', 'HMS-1600/1800/2000-4T', 4, 'cmt'],
    ['114412345678', 'HMS_2CH', 'HMS-600/700/800/900/1000-2T', 2, 'cmt'],
    ['114312345678', 'HMS_2CH', 'HMS-600/700/800/900/1000-2T', 2, 'cmt'],
    ['141012345678', 'HMS_2CH', 'HMS-600/700/800/900/1000-2T', 2, 'cmt'],
    ['112412345678', 'HMS_1CH', 'HMS-300/350/400/450/500-1T', 1, 'cmt'],
    ['112512345678', 'HMS_1CHv2', 'HMS-500-1T v2', 1, 'cmt'],
    ['116180123456', 'HM_4CH', 'HM-1000/1200/1500-4T', 4, 'nrf'],
    ['116012345678', 'HM_4CH', 'HM-1000/1200/1500-4T', 4, 'nrf'],
    ['116512345678', 'HM_4CH', 'HM-1000/1200/1500-4T', 4, 'nrf'],
    ['106212345678', 'HM_4CH', 'HM-1000/1200/1500-4T', 4, 'nrf'],
    ['114112345678', 'HM_2CH', 'HM-600/700/800-2T', 2, 'nrf'],
    ['104212345678', 'HM_2CH', 'HM-600/700/800-2T', 2, 'nrf'],
    ['112112345678', 'HM_1CH', 'HM-300/350/400-1T', 1, 'nrf'],
    ['102212345678', 'HM_1CH', 'HM-300/350/400-1T', 1, 'nrf'],
    ['284112345678', 'HERF_1CH', 'HERF-300-1T', 1, 'nrf'],
    ['282112345678', 'HERF_2CH', 'HERF-800-2T', 2, 'nrf'],
    ['280112345678', 'HERF_4CH', 'HERF-1600/1800-4T', 4, 'nrf'],
  ])('%s → %s', (serial, cls, type, channels, radio) => {
    expect(inverterModelFromSerial(serial, 'v24.10.6')).toEqual({ class: cls, type, channels, radio });
  });

  it.each(['0', '', '999912345678', '100012345678', '126112345678', '12345678'])(
    '%j is unknown',
    (serial) => {
      expect(inverterModelFromSerial(serial, 'v24.10.6')).toBeNull();
      expect(inverterModelFromSerial(serial, 'v26.3.30')).toBeNull();
    },
  );

  it('accepts a bigint and uses bits 32..47 of longer serials', () => {
    expect(inverterModelFromSerial(0x116180123456n, 'v26.3.30')?.class).toBe('HM_4CH');
    expect(inverterModelFromSerial(0xff116180123456n, 'v26.3.30')?.class).toBe('HM_4CH');
  });
});

describe('inverterModelFromSerial per release (firmware-versions §2.10)', () => {
  const model = (serial: string, release: FirmwareRelease) => inverterModelFromSerial(serial, release);

  it('knows the HMS-450/500-1T v2 prefix 0x1400 and its new name from v25.1.14', () => {
    expect(model('140012345678', 'v24.11.7')).toBeNull();
    expect(model('140012345678', 'v25.1.14')).toEqual({
      class: 'HMS_1CHv2',
      type: 'HMS-450/500-1T v2',
      channels: 1,
      radio: 'cmt',
    });
    expect(model('112512345678', 'v24.11.7')?.type).toBe('HMS-500-1T v2');
    expect(model('112512345678', 'v25.1.14')?.type).toBe('HMS-450/500-1T v2');
  });

  it('names the HERF-2CH "HERF-600/800-2T" from v25.1.14', () => {
    expect(model('282112345678', 'v24.11.7')?.type).toBe('HERF-800-2T');
    expect(model('282112345678', 'v25.1.14')?.type).toBe('HERF-600/800-2T');
  });

  it('knows the HMS-4CH prefix 0x1420 from v25.2.3', () => {
    expect(model('142012345678', 'v25.1.14')).toBeNull();
    expect(model('142012345678', 'v25.2.3')).toMatchObject({ class: 'HMS_4CH', channels: 4, radio: 'cmt' });
  });

  it('reads 0x114a as an HMS-2CH from v25.9.11, as an HM-2CH by its digits before', () => {
    expect(model('114a12345678', 'v25.5.10')).toMatchObject({ class: 'HM_2CH', radio: 'nrf' });
    expect(model('114a12345678', 'v25.9.11')).toEqual({
      class: 'HMS_2CH',
      type: 'HMS-600/700/800/900/1000-2T',
      channels: 2,
      radio: 'cmt',
    });
  });

  it('reads 0x1166 as an HMS-4CH from v26.3.28, as an HM-4CH by its digits before', () => {
    expect(model('116612345678', 'v25.9.11')).toMatchObject({ class: 'HM_4CH', radio: 'nrf' });
    expect(model('116612345678', 'v26.3.28')).toMatchObject({ class: 'HMS_4CH', radio: 'cmt' });
  });
});

describe('productionDate', () => {
  it.each([
    ['116180123456', 2022, '1'],
    ['1161a5123456', 2024, '51'],
    ['116100000000', 2014, '0'],
    ['1161f2a00000', 2029, '2a'],
    ['1161ff000000', 2029, 'f0'],
    [0x116180123456n, 2022, '1'],
  ])('%s → year %i, week %s', (serial, year, week) => {
    expect(productionDate(serial)).toEqual({ year, week });
  });
});
