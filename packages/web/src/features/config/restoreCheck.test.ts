import { describe, expect, it } from 'vitest';
import { contentProblem, nameProblem } from './restoreCheck.ts';

describe('restore check', () => {
  it('accepts .json names only', () => {
    expect(nameProblem('config.json')).toBeUndefined();
    expect(nameProblem('Backup.JSON')).toBeUndefined();
    expect(nameProblem('firmware.bin')).toEqual({ key: 'config.NotJsonFile' });
    expect(nameProblem('config.json.txt')).toEqual({ key: 'config.NotJsonFile' });
  });

  it('refuses text that is not JSON', () => {
    expect(contentProblem('{"wifi": ', 'config.json')).toEqual({ key: 'config.NotJson' });
    expect(contentProblem('', 'pin_mapping.json')).toEqual({ key: 'config.NotJson' });
  });

  it('accepts a config.json of the right layout, missing keys included', () => {
    expect(
      contentProblem('{"wifi":{"ssid":"home","dhcp":true},"dtu":{"serial":199980112345}}', 'config.json'),
    ).toBeUndefined();
    expect(contentProblem('{}', 'config.json')).toBeUndefined();
  });

  it('names the first wrong value of a config.json', () => {
    expect(contentProblem('{"wifi":{"dhcp":"yes"}}', 'config.json')).toEqual({
      key: 'config.WrongShape',
      shape: 'validation.configFileShape',
      field: 'wifi.dhcp',
    });
    expect(contentProblem('[]', 'config.json')).toMatchObject({ key: 'config.WrongShape', field: '' });
  });

  it('checks a pin_mapping.json as a list of named profiles', () => {
    expect(contentProblem('[{"name":"WT32","nrf24":{"clk":18}}]', 'pin_mapping.json')).toBeUndefined();
    expect(contentProblem('{"name":"WT32"}', 'pin_mapping.json')).toMatchObject({
      key: 'config.WrongShape',
      shape: 'validation.pinMappingFileShape',
    });
    // A config.json given as the pin mapping is refused, and the other way round.
    expect(contentProblem('{"wifi":{}}', 'pin_mapping.json')).toMatchObject({ key: 'config.WrongShape' });
    expect(contentProblem('[{"name":"WT32"}]', 'config.json')).toMatchObject({ key: 'config.WrongShape' });
  });
});
