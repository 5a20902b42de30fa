import { describe, expect, it } from 'vitest';
import { formatBuildDateTime, formatConfigVersion, formatVersion, parseGitHash } from './version.ts';

describe('formatVersion', () => {
  it.each([
    [10012, '1.0.12'],
    [0, '0.0.0'],
    [1, '0.0.1'],
    [100, '0.1.0'],
    [10000, '1.0.0'],
    [20105, '2.1.5'],
    [65535, '6.55.35'],
  ])('%i → %s', (version, text) => {
    expect(formatVersion(version)).toBe(text);
  });
});

describe('formatConfigVersion', () => {
  it.each([
    [72704, '0.1.28'],
    [0x00011700, '0.1.23'],
    [0x01020300, '1.2.3'],
  ])('%i → %s', (version, text) => {
    expect(formatConfigVersion(version)).toBe(text);
  });
});

describe('formatBuildDateTime', () => {
  it('pads month, day, hour and minute and ends with :00', () => {
    expect(formatBuildDateTime(2021, 401, 1837)).toBe('2021-04-01 18:37:00');
    expect(formatBuildDateTime(2023, 1231, 5)).toBe('2023-12-31 00:05:00');
  });
});

describe('parseGitHash', () => {
  it.each([
    ['v24.10.6', { kind: 'release', tag: 'v24.10.6' }],
    ['v24.10.6-3-gabc1234', { kind: 'hash', hash: 'abc1234' }],
    ['g0000000', { kind: 'hash', hash: '0000000' }],
    ['gabc1234-dirty', { kind: 'hash', hash: 'abc1234-dirty' }],
    ['v24.10.6-dirty', { kind: 'hash', hash: 'irty' }],
    ['abc-', { kind: 'hash', hash: '' }],
    ['', { kind: 'release', tag: '' }],
  ])('%j', (text, expected) => {
    expect(parseGitHash(text)).toEqual(expected);
  });
});
