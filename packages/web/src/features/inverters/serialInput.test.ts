// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { herfCheck, herfToHex, readSerial } from './serialInput.ts';

describe('readSerial', () => {
  it('reads nothing from blank text', () => {
    expect(readSerial('', 'v24.10.6')).toEqual({ kind: 'empty' });
    expect(readSerial('   ', 'v24.10.6')).toEqual({ kind: 'empty' });
  });

  it('takes a hex serial as it is, in lowercase, with the model it names', () => {
    const reading = readSerial(' 116180123456 ', 'v24.10.6');
    expect(reading).toMatchObject({ kind: 'hex', serial: '116180123456' });
    expect(reading.kind === 'hex' && reading.model?.type).toBe('HM-1000/1200/1500-4T');
    expect(readSerial('1164a0000001', 'v24.10.6')).toMatchObject({
      kind: 'hex',
      serial: '1164a0000001',
      model: { type: 'HMS-1600/1800/2000-4T' },
    });
  });

  it('reads a hex serial of no known model as hex without a model', () => {
    expect(readSerial('abcdef', 'v24.10.6')).toEqual({
      kind: 'hex',
      serial: 'abcdef',
      model: null,
      newest: null,
    });
  });

  it('refuses text that is neither hex nor a HERF serial', () => {
    expect(readSerial('11618012345x', 'v24.10.6')).toEqual({ kind: 'invalid' });
    expect(readSerial('0x116180123456', 'v24.10.6')).toEqual({ kind: 'invalid' });
    expect(readSerial('A31000001-1G3', 'v24.10.6')).toEqual({ kind: 'invalid' });
    expect(readSerial('A0100000I-1G3', 'v24.10.6')).toEqual({ kind: 'invalid' });
    expect(readSerial('11111111111111111', 'v24.10.6')).toEqual({ kind: 'invalid' });
  });

  it('converts a HERF serial with a good check to hex (A01 → prefix 2801, HERF-1600/1800-4T)', () => {
    // Check worked by hand: char codes 65+48+49+5·48+49 = 451, & 31 = 3; digits 10+1+1 = 12;
    // the check table at 3+1 and 12+1 gives G and 3.
    const herf4 = { class: 'HERF_4CH', type: 'HERF-1600/1800-4T', channels: 4, radio: 'nrf' };
    expect(readSerial('A01000001-1G3', 'v24.10.6')).toEqual({
      kind: 'herf',
      serial: '280100000001',
      model: herf4,
      newest: herf4,
    });
    expect(readSerial(' a01000001-1g3 ', 'v24.10.6')).toMatchObject({ kind: 'herf', serial: '280100000001' });
  });

  it('maps A11 to the HERF-800-2T prefix 2821 and A21 to the HERF-300-1T prefix 2841', () => {
    const a11 = `A11000000-${herfCheck('A11000000')}`;
    const a21 = `A21000000-${herfCheck('A21000000')}`;
    expect(readSerial(a11, 'v24.10.6')).toMatchObject({
      kind: 'herf',
      serial: '282100000000',
      model: { type: 'HERF-800-2T' },
    });
    expect(readSerial(a21, 'v24.10.6')).toMatchObject({
      kind: 'herf',
      serial: '284100000000',
      model: { type: 'HERF-300-1T' },
    });
  });

  it('names the model of the gateway’s release, and the newest release’s beside it (§2.10)', () => {
    expect(readSerial('142012345678', 'v25.1.14')).toMatchObject({
      model: null,
      newest: { type: 'HMS-1600/1800/2000-4T' },
    });
    expect(readSerial('142012345678', 'v25.2.3')).toMatchObject({
      model: { type: 'HMS-1600/1800/2000-4T' },
    });
    expect(readSerial('a11000000-' + herfCheck('A11000000'), 'v26.3.30')).toMatchObject({
      model: { type: 'HERF-600/800-2T' },
    });
  });

  it('refuses a HERF serial whose check does not match', () => {
    expect(readSerial('A01000001-1G4', 'v24.10.6')).toEqual({ kind: 'herfChecksum' });
    expect(readSerial('A01000002-1G3', 'v24.10.6')).toEqual({ kind: 'herfChecksum' });
  });
});

describe('herfToHex', () => {
  it('puts the six trailing digits five bits apart from bit 25 down to bit 0', () => {
    // Y is the largest digit (31): bits 25..29 set.
    expect(herfToHex('A01Y00000')).toBe(formatHex(0x2801n << 32n, 31n << 25n));
    expect(herfToHex('A0100000Y')).toBe(formatHex(0x2801n << 32n, 31n));
    expect(herfToHex('A01123456')).toBe(
      formatHex(0x2801n << 32n, (1n << 25n) | (2n << 20n) | (3n << 15n) | (4n << 10n) | (5n << 5n) | 6n),
    );
  });
});

function formatHex(...parts: bigint[]): string {
  return parts
    .reduce((all, part) => all | part, 0n)
    .toString(16)
    .padStart(12, '0');
}
