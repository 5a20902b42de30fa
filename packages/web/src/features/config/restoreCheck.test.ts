// @vitest-environment node
import { configDefaults } from '@dtu-web/protocol';
import { describe, expect, it } from 'vitest';
import { checkRestore, nameProblem, restoreTargets } from './restoreCheck.ts';

/** A config.json as the device writes it, with two inverters (slot 1 shown first) and MQTT on. */
function deviceConfig(): string {
  const config = configDefaults();
  config.wifi.ssid = 'home';
  config.mqtt.enabled = true;
  config.mqtt.hostname = 'broker.lan';
  Object.assign(config.inverters[0] ?? {}, { serial: 116180123456, name: 'Garage', order: 1 });
  Object.assign(config.inverters[1] ?? {}, { serial: 116180654321, name: 'Roof', order: 0 });
  return JSON.stringify(config, (_key, value: unknown) =>
    typeof value === 'bigint' ? Number(value) : value,
  );
}

describe('restore check', () => {
  it('accepts .json names only', () => {
    expect(nameProblem('config.json')).toBeUndefined();
    expect(nameProblem('Backup.JSON')).toBeUndefined();
    expect(nameProblem('firmware.bin')).toEqual({ key: 'config.NotJsonFile' });
    expect(nameProblem('config.json.txt')).toEqual({ key: 'config.NotJsonFile' });
  });

  it('refuses text that is not JSON', () => {
    expect(checkRestore('{"wifi": ', 'config.json')).toEqual({
      ok: false,
      problem: { key: 'config.NotJson' },
    });
    expect(checkRestore('', 'pin_mapping.json')).toEqual({ ok: false, problem: { key: 'config.NotJson' } });
  });

  it('refuses JSON that is not a configuration, naming every section it lacks', () => {
    expect(checkRestore('{"hello":"world"}', 'config.json')).toEqual({
      ok: false,
      problem: {
        key: 'config.MissingSections',
        missing: ['cfg', 'wifi', 'ntp', 'mqtt', 'dtu', 'security', 'inverters'],
      },
    });
    expect(checkRestore('{}', 'config.json')).toMatchObject({
      ok: false,
      problem: { key: 'config.MissingSections' },
    });
    const noVersion = JSON.parse(deviceConfig()) as { cfg: Record<string, unknown>; mqtt?: unknown };
    delete noVersion.cfg.version;
    delete noVersion.mqtt;
    expect(checkRestore(JSON.stringify(noVersion), 'config.json')).toEqual({
      ok: false,
      problem: { key: 'config.MissingSections', missing: ['cfg.version', 'mqtt'] },
    });
  });

  it('accepts a device-written config.json and summarises what it would change', () => {
    expect(checkRestore(deviceConfig(), 'config.json')).toEqual({
      ok: true,
      summary: {
        target: 'config.json',
        inverters: ['Roof', 'Garage'],
        ssid: 'home',
        mqtt: { enabled: true, host: 'broker.lan' },
        timezone: 'Europe/Berlin',
      },
    });
  });

  it('names the first wrong value of a config.json', () => {
    const config = JSON.parse(deviceConfig()) as { wifi: Record<string, unknown> };
    config.wifi.dhcp = 'yes';
    expect(checkRestore(JSON.stringify(config), 'config.json')).toEqual({
      ok: false,
      problem: { key: 'config.WrongShape', shape: 'validation.configFileShape', field: 'wifi.dhcp' },
    });
    expect(checkRestore('[]', 'config.json')).toMatchObject({
      ok: false,
      problem: { key: 'config.WrongShape', field: '' },
    });
  });

  it('checks a pin_mapping.json as a list of named profiles', () => {
    expect(
      checkRestore('[{"name":"WT32","nrf24":{"clk":18}},{"name":"Board B"}]', 'pin_mapping.json'),
    ).toEqual({ ok: true, summary: { target: 'pin_mapping.json', profiles: ['WT32', 'Board B'] } });
    expect(checkRestore('{"name":"WT32"}', 'pin_mapping.json')).toMatchObject({
      ok: false,
      problem: { key: 'config.WrongShape', shape: 'validation.pinMappingFileShape' },
    });
    expect(checkRestore('[{"nrf24":{"clk":18}}]', 'pin_mapping.json')).toMatchObject({
      ok: false,
      problem: { key: 'config.WrongShape', field: '0.name' },
    });
    // A config.json given as the pin mapping is refused, and the other way round.
    expect(checkRestore(deviceConfig(), 'pin_mapping.json')).toMatchObject({ ok: false });
    expect(checkRestore('[{"name":"WT32"}]', 'config.json')).toMatchObject({
      ok: false,
      problem: { key: 'config.WrongShape' },
    });
  });
});

describe('language packs (v24.11.7+)', () => {
  it('takes a pack with a non-empty meta.code and meta.name', () => {
    expect(checkRestore('{"meta":{"code":"es","name":"Español"},"display":{}}', 'pack.lang.json')).toEqual({
      ok: true,
      summary: { target: 'pack.lang.json', code: 'es', name: 'Español' },
    });
  });

  it.each([
    '{"meta":{"code":"","name":"Español"}}',
    '{"meta":{"code":"es"}}',
    '{"display":{}}',
    '[]',
    '{"meta":{"code":"es","name":" "}}',
  ])('refuses %s before sending', (text) => {
    expect(checkRestore(text, 'pack.lang.json')).toEqual({ ok: false, problem: { key: 'config.NotAPack' } });
  });

  it('offers a pack only where the gateway has language packs', () => {
    expect(restoreTargets(false)).toEqual(['config.json', 'pin_mapping.json']);
    expect(restoreTargets(true)).toEqual(['config.json', 'pin_mapping.json', 'pack.lang.json']);
  });
});
