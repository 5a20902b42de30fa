import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '../endpoints.ts';
import { ALL_RESPONSE_CODES } from '../codes.ts';
import { ENDPOINT_RELEASES, endpointFor, hasEndpoint } from './endpoints.ts';
import {
  CODE_SINCE,
  acceptedLimitTypes,
  consoleFormat,
  hasFeature,
  loggingModules,
  networkApplyDelayMs,
  reactivePowerAsRead,
  reactivePowerSigned,
  sendsCode,
  unsetDisplayPin,
} from './features.ts';
import { EMULATED_RELEASES, FIRMWARE_RELEASES, configVersionOf, isAtLeast } from './releases.ts';

describe('the release table', () => {
  it('lists releases oldest first, from v24.10.6 to v26.3.30', () => {
    expect(FIRMWARE_RELEASES[0]).toBe('v24.10.6');
    expect(FIRMWARE_RELEASES.at(-1)).toBe('v26.3.30');
    expect(EMULATED_RELEASES.every((r) => FIRMWARE_RELEASES.includes(r))).toBe(true);
    expect(isAtLeast('v25.9.11', 'v25.5.10')).toBe(true);
    expect(isAtLeast('v25.5.10', 'v25.9.11')).toBe(false);
  });

  it.each([
    ['v24.10.6', '0.1.28', 72704],
    ['v24.10.15', '0.1.28', 72704],
    ['v24.11.7', '0.1.29', 72960],
    ['v25.4.10', '0.1.29', 72960],
    ['v25.5.10', '0.1.30', 73216],
    ['v26.3.30', '0.1.30', 73216],
  ] as const)('%s writes config %s (%d)', (release, text, number) => {
    expect(configVersionOf(release)).toEqual({ text, number });
  });
});

describe('dialect rows (firmware-versions.md §2)', () => {
  it.each([
    ['v24.10.6', [0, 1, 256, 257]],
    ['v25.5.10', [0, 1, 256, 257]],
    ['v25.9.11', [0, 1, 2, 3]],
    ['v26.3.30', [0, 1, 2, 3]],
  ] as const)('limit types accepted by %s', (release, types) => {
    expect(acceptedLimitTypes(release)).toEqual(types);
  });

  it('lists logging modules per release', () => {
    expect(loggingModules('v25.4.10')).toEqual([]);
    expect(loggingModules('v25.9.11')).toEqual(['CORE', 'hoymiles', 'mqtt', 'network', 'webapi']);
    expect(loggingModules('v26.3.28')).toEqual([
      'CORE',
      'hoymiles',
      'mqtt',
      'network',
      'webapi',
      'async_ws',
      'async_tcp',
    ]);
  });

  it('knows the console format and display pins', () => {
    expect(consoleFormat('v25.4.10')).toBe('raw');
    expect(consoleFormat('v25.5.10')).toBe('esp-idf');
    expect(unsetDisplayPin('v25.1.14')).toBe(255);
    expect(unsetDisplayPin('v25.4.2')).toBe(-1);
  });

  it.each([
    ['taskDetails', 'v24.10.6', 'v24.10.15'],
    ['fileApi', 'v24.10.15', 'v24.11.7'],
    ['displayLocale', 'v24.10.15', 'v24.11.7'],
    ['pinMappingHint', 'v24.11.7', 'v25.1.14'],
    ['powerDistributionLogic', 'v24.11.7', 'v25.1.14'],
    ['limitQueueReplaces', 'v24.11.7', 'v25.1.14'],
    ['networkAppliedAfterReply', 'v25.1.14', 'v25.2.3'],
    ['dataAgeMs', 'v25.2.3', 'v25.4.2'],
    ['syslog', 'v25.4.10', 'v25.5.10'],
    ['gitBranch', 'v25.4.10', 'v25.5.10'],
    ['signedReactivePower', 'v25.4.10', 'v25.5.10'],
    ['hassTopicTrailingSlash', 'v25.5.10', 'v25.9.11'],
    ['ntpZonesApi', 'v25.9.11', 'v26.3.28'],
    ['websocketAuthEnforced', 'v26.3.28', 'v26.3.30'],
  ] as const)('%s: not in %s, in %s', (feature, before, from) => {
    expect(hasFeature(before, feature)).toBe(false);
    expect(hasFeature(from, feature)).toBe(true);
  });

  it('applies network settings at once up to v25.1.14, 500 ms after the reply from v25.2.3 (§2.7)', () => {
    expect(networkApplyDelayMs('v24.10.6')).toBe(0);
    expect(networkApplyDelayMs('v25.1.14')).toBe(0);
    expect(networkApplyDelayMs('v25.2.3')).toBe(500);
    expect(networkApplyDelayMs('v26.3.30')).toBe(500);
  });

  it.each([
    // Read unsigned before v25.5.10: the 16-bit two's complement of raw = Q × 10, divided by 10.
    ['v25.4.10', -16.4, 6537.2],
    ['v24.10.6', -0.1, 6553.5],
    ['v24.10.6', -3276.8, 3276.8],
    ['v25.4.10', 16.4, 16.4],
    ['v25.4.10', 0, 0],
    ['v25.5.10', -16.4, -16.4],
    ['v26.3.30', -3276.8, -3276.8],
  ] as const)('%s reads Q = %d var as %d', (release, q, read) => {
    expect(reactivePowerAsRead(release, q)).toBe(read);
  });

  it.each([
    [6537.2, -16.4],
    [6553.5, -0.1],
    [3276.8, -3276.8],
    [3276.7, 3276.7],
    [16.4, 16.4],
    [0, 0],
    [-16.4, -16.4],
  ] as const)('shows Q read as %d var with its sign: %d var', (read, signed) => {
    expect(reactivePowerSigned(read)).toBe(signed);
  });

  it('undoes every release’s reading of Q', () => {
    for (const release of ['v24.10.6', 'v25.5.10'] as const)
      for (const q of [-3276.8, -500, -0.1, 0, 0.1, 500, 3276.7])
        expect(reactivePowerSigned(reactivePowerAsRead(release, q))).toBe(q);
  });

  it('knows which codes a release sends', () => {
    expect(
      Object.keys(CODE_SINCE)
        .map(Number)
        .every((code) => ALL_RESPONSE_CODES.includes(code as never)),
    ).toBe(true);
    expect(sendsCode('v24.10.6', 3003)).toBe(false);
    expect(sendsCode('v24.11.7', 3003)).toBe(true);
    expect(sendsCode('v25.5.10', 7018)).toBe(false);
    expect(sendsCode('v25.9.11', 7018)).toBe(true);
    expect(sendsCode('v25.5.10', 8008)).toBe(true);
    expect(sendsCode('v25.9.11', 9002)).toBe(true);
    expect(sendsCode('v26.3.28', 9002)).toBe(false);
  });
});

describe('endpoints per release (firmware-versions.md §1)', () => {
  it.each([
    [
      'v24.10.6',
      ['configList', 'configGet', 'configUpload', 'configDelete', 'zonesJson'],
      ['fileList', 'i18nLanguages', 'loggingConfig', 'ntpZones'],
    ],
    [
      'v24.11.7',
      ['fileList', 'fileDelete', 'fileDeleteAll', 'i18nLanguages', 'zonesJson'],
      ['configList', 'loggingConfig', 'ntpZones'],
    ],
    [
      'v25.5.10',
      ['fileUpload', 'loggingConfig', 'loggingConfigSave', 'zonesJson'],
      ['configUpload', 'ntpZones'],
    ],
    ['v26.3.28', ['ntpZones', 'loggingConfig', 'fileGet'], ['zonesJson', 'configGet']],
    ['v26.3.30', ['ntpZones', 'i18nLanguage'], ['zonesJson', 'configDelete']],
  ] as const)('%s has %j, not %j', (release, present, absent) => {
    for (const name of present) expect(hasEndpoint(release, name)).toBe(true);
    for (const name of absent) expect(hasEndpoint(release, name)).toBe(false);
  });

  it('names only endpoints of the table, and every other endpoint exists everywhere', () => {
    const names = Object.keys(ENDPOINT_RELEASES) as EndpointName[];
    expect(names.every((name) => name in endpoints)).toBe(true);
    expect(hasEndpoint('v24.10.6', 'livedataStatus')).toBe(true);
    expect(hasEndpoint('v26.3.30', 'limitConfigSave')).toBe(true);
  });

  it('finds the endpoint doing a job in each release', () => {
    expect(endpointFor('v24.10.6', 'configUpload')).toBe('configUpload');
    expect(endpointFor('v24.11.7', 'configUpload')).toBe('fileUpload');
    expect(endpointFor('v24.11.7', 'configDelete')).toBe('fileDeleteAll');
    expect(endpointFor('v25.9.11', 'zonesJson')).toBe('zonesJson');
    expect(endpointFor('v26.3.28', 'zonesJson')).toBe('ntpZones');
  });
});
