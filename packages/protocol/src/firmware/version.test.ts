import { describe, expect, it } from 'vitest';
import {
  identifyFirmware,
  parseFirmwareVersion,
  persistentLimitAttempts,
  probesWorthAsking,
  refineByProbes,
} from './version.ts';

describe('parseFirmwareVersion', () => {
  it.each([
    ['v24.10.6', { kind: 'release', tag: 'v24.10.6', date: [24, 10, 6] }],
    ['v26.3.30', { kind: 'release', tag: 'v26.3.30', date: [26, 3, 30] }],
    [' v25.9.11\n', { kind: 'release', tag: 'v25.9.11', date: [25, 9, 11] }],
    ['v26.3.28-5-g1a2b3c4', { kind: 'dev', tag: 'v26.3.28', date: [26, 3, 28], ahead: 5, hash: '1a2b3c4' }],
    ['g1a2b3c4', { kind: 'hash', hash: '1a2b3c4' }],
    ['g0000000', { kind: 'hash', hash: '0000000' }],
  ])('reads %j', (text, expected) => {
    expect(parseFirmwareVersion(text)).toEqual(expected);
  });

  it.each(['', 'v26', 'v26.3', '26.3.30', 'vX.Y.Z', 'v26.3.30-beta', 'gxyz', 'master', '<!doctype html>'])(
    'calls %j unknown',
    (text) => {
      expect(parseFirmwareVersion(text).kind).toBe('unknown');
    },
  );
});

describe('identifyFirmware', () => {
  it('takes a release tag as it is, certain and tested', () => {
    expect(identifyFirmware({ git_hash: 'v25.5.10', config_version: '0.1.30' })).toEqual({
      label: 'v25.5.10',
      release: 'v25.5.10',
      basis: 'tag',
      tested: true,
      candidates: ['v25.5.10'],
      certain: true,
    });
  });

  it('maps a tag between releases to the release before it (v24.10.15 has no wire change of its own here)', () => {
    expect(identifyFirmware({ git_hash: 'v25.4.4' }).release).toBe('v25.4.4');
    expect(identifyFirmware({ git_hash: 'v25.3.1' }).release).toBe('v25.2.3');
    expect(identifyFirmware({ git_hash: 'v25.9.12' }).release).toBe('v25.9.11');
  });

  it('speaks the base release of a dev build', () => {
    const id = identifyFirmware({ git_hash: 'v25.9.11-12-gdeadbee' });
    expect(id).toMatchObject({ release: 'v25.9.11', basis: 'describe', tested: true, certain: true });
  });

  it('marks firmware outside the tested range and speaks the newest dialect', () => {
    expect(identifyFirmware({ git_hash: 'v27.1.2' })).toMatchObject({ release: 'v26.3.30', tested: false });
    expect(identifyFirmware({ git_hash: 'v26.3.30-1-gabcdef0' })).toMatchObject({
      release: 'v26.3.30',
      tested: false,
    });
    expect(identifyFirmware({ git_hash: 'v24.9.1' })).toMatchObject({ release: 'v26.3.30', tested: false });
  });

  it('falls back to config_version for a bare hash: 0.1.28 and 0.1.29 are certain, 0.1.30 is not', () => {
    expect(identifyFirmware({ git_hash: 'g1a2b3c4', config_version: '0.1.28' })).toMatchObject({
      release: 'v24.10.6',
      basis: 'config_version',
      certain: true,
    });
    expect(identifyFirmware({ git_hash: 'g1a2b3c4', config_version: '0.1.29' })).toMatchObject({
      release: 'v24.11.7',
      certain: true,
    });
    const v30 = identifyFirmware({ git_hash: 'g1a2b3c4', config_version: '0.1.30', git_branch: 'master' });
    expect(v30).toMatchObject({ release: 'v25.5.10', certain: false });
    expect(probesWorthAsking(v30)).toEqual(['ntpZones', 'loggingConfig', 'i18nLanguages']);
  });

  it('uses the fields that newer releases add to a bare hash', () => {
    expect(
      identifyFirmware({ git_hash: 'g0000000', config_version: '0.1.28', task_details: [] }).release,
    ).toBe('v24.10.15');
  });

  it('speaks the newest dialect, uncertain, when nothing can be read', () => {
    expect(identifyFirmware({ git_hash: 'garbage' })).toMatchObject({
      release: 'v26.3.30',
      basis: 'unknown',
      tested: false,
      certain: false,
    });
  });
});

describe('refineByProbes', () => {
  const bare30 = identifyFirmware({ git_hash: 'g1a2b3c4', config_version: '0.1.30' });

  it('proves v26.3.28 by its zones API, which makes the dialect certain', () => {
    expect(refineByProbes(bare30, { ntpZones: true })).toMatchObject({
      release: 'v26.3.28',
      basis: 'probe',
      certain: true,
    });
  });

  it('keeps a 0.1.30 gateway without zones uncertain (v25.5.10 and v25.9.11 differ in limit types)', () => {
    const refined = refineByProbes(bare30, { ntpZones: false, loggingConfig: true });
    expect(refined).toMatchObject({ release: 'v25.5.10', certain: false });
    expect(refined.candidates).toEqual(['v25.5.10', 'v25.9.11']);
  });

  it('narrows an unreadable version by what answers JSON', () => {
    const unknown = identifyFirmware({ git_hash: '' });
    expect(
      refineByProbes(unknown, { ntpZones: false, loggingConfig: false, i18nLanguages: true }),
    ).toMatchObject({ release: 'v24.11.7', certain: true, tested: true });
    expect(refineByProbes(unknown, { i18nLanguages: false })).toMatchObject({
      release: 'v24.10.6',
      certain: true,
    });
  });

  it('leaves a certain identity alone', () => {
    const tagged = identifyFirmware({ git_hash: 'v24.10.6' });
    expect(refineByProbes(tagged, { ntpZones: true })).toBe(tagged);
  });
});

describe('persistentLimitAttempts', () => {
  it("sends the release's own code when certain", () => {
    expect(persistentLimitAttempts(identifyFirmware({ git_hash: 'v25.5.10' }), false)).toEqual([256]);
    expect(persistentLimitAttempts(identifyFirmware({ git_hash: 'v25.5.10' }), true)).toEqual([257]);
    expect(persistentLimitAttempts(identifyFirmware({ git_hash: 'v25.9.11' }), false)).toEqual([2]);
    expect(persistentLimitAttempts(identifyFirmware({ git_hash: 'v26.3.30' }), true)).toEqual([3]);
  });

  it('tries the newer code first, then the older, when the release is uncertain', () => {
    const bare = identifyFirmware({ git_hash: 'g1a2b3c4', config_version: '0.1.30' });
    expect(persistentLimitAttempts(bare, true)).toEqual([3, 257]);
  });
});
