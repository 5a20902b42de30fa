import { describe, expect, it } from 'vitest';
import { configDefaults } from '../domain/configDefaults.ts';
import { configFileSchema, pinMappingFileSchema } from './files.ts';
import { checkBodyAll } from './validate.ts';
import { failureOf, valueOf } from './testUtil.ts';

const shape = (field: string) => ({ message: 'validation.configFileShape', field });
const pinShape = (field: string) => ({ message: 'validation.pinMappingFileShape', field });

describe('configFileSchema', () => {
  // The sections every device-written config.json carries; the rest may be missing (defaults apply).
  const base = { cfg: { version: 72704 }, wifi: {}, ntp: {}, mqtt: {}, dtu: {}, security: {}, inverters: [] };

  it.each([
    ['the complete defaults', configDefaults()],
    ['the required sections only (all defaults)', base],
    [
      'a partial file',
      { ...base, wifi: { ssid: 'x' }, inverters: [{ serial: 116180123456, channel: [{ name: 'East' }] }] },
    ],
    ['unknown keys', { ...base, extra: 1, wifi: { future_field: [] } }],
    ['negative cmt_pa_level', { ...base, dtu: { cmt_pa_level: -10 } }],
  ])('accepts %s', (_name, file) => {
    expect(valueOf(configFileSchema, file)).toEqual(file);
  });

  it.each([
    ['an empty object', {}, 'cfg'],
    ['an object of other keys', { hello: 'world' }, 'cfg'],
    ['a file without cfg.version', { ...base, cfg: { save_count: 3 } }, 'cfg.version'],
    ['a file without its inverters', { ...base, inverters: undefined }, 'inverters'],
  ])('refuses %s: not a configuration', (_name, file, field) => {
    expect(failureOf(configFileSchema, file)).toEqual(shape(field));
  });

  it('reads the DTU serial as the uint64 bigint, from a number or an exact bigint', () => {
    expect(valueOf(configFileSchema, { ...base, dtu: { serial: 0x199980112345 } })).toEqual({
      ...base,
      dtu: { serial: 0x199980112345n },
    });
    expect(valueOf(configFileSchema, { ...base, dtu: { serial: 0x7fffffffffffffffn } })).toEqual({
      ...base,
      dtu: { serial: 0x7fffffffffffffffn },
    });
  });

  it.each([
    ['an array', [], ''],
    ['a string', 'config', ''],
    ['null', null, ''],
    ['a section that is an array', { ...base, wifi: [] }, 'wifi'],
    ['a section that is null', { ...base, mqtt: null }, 'mqtt'],
    ['a nested section that is a string', { ...base, mqtt: { lwt: 'x' } }, 'mqtt.lwt'],
    ['a string where a bool belongs', { ...base, wifi: { dhcp: 'yes' } }, 'wifi.dhcp'],
    ['a number where a string belongs', { ...base, ntp: { server: 5 } }, 'ntp.server'],
    ['a hex string as the DTU serial', { ...base, dtu: { serial: '199980112345' } }, 'dtu.serial'],
    ['a negative serial', { ...base, dtu: { serial: -1 } }, 'dtu.serial'],
    ['a uint8 of 256', { ...base, device: { display: { rotation: 256 } } }, 'device.display.rotation'],
    ['an int8 of -129', { ...base, dtu: { cmt_pa_level: -129 } }, 'dtu.cmt_pa_level'],
    ['a fractional uint32', { ...base, wifi: { aptimeout: 1.5 } }, 'wifi.aptimeout'],
    ['inverters as an object', { ...base, inverters: {} }, 'inverters'],
    ['an inverter that is a number', { ...base, inverters: [0] }, 'inverters.0'],
    ['11 inverters', { ...base, inverters: Array(11).fill({}) }, 'inverters'],
    ['7 channels', { ...base, inverters: [{ channel: Array(7).fill({}) }] }, 'inverters.0.channel'],
    [
      'max_power 70000',
      { ...base, inverters: [{}, { channel: [{ max_power: 70000 }] }] },
      'inverters.1.channel.0.max_power',
    ],
    ['3 LEDs', { ...base, device: { led: [{}, {}, {}] } }, 'device.led'],
  ])('refuses %s', (_name, file, field) => {
    expect(failureOf(configFileSchema, file)).toEqual(shape(field));
  });

  it('lists every wrong value for a detailed message', () => {
    const failures = checkBodyAll(
      configFileSchema,
      { ...base, wifi: { dhcp: 1, ssid: 2 }, mdns: [] },
      'server',
    );
    expect(failures.map((f) => f.field)).toEqual(['wifi.ssid', 'wifi.dhcp', 'mdns']);
  });
});

describe('pinMappingFileSchema', () => {
  const profile = {
    name: 'WT32-ETH01',
    links: [{ name: 'Datasheet', url: 'http://example.invalid/' }],
    nrf24: { miso: 4, mosi: 2, clk: 32, irq: 33, en: 14, cs: 15 },
    eth: { enabled: true, phy_addr: 1, power: 16, mdc: 23, mdio: 18, type: 0, clk_mode: 0 },
    display: { type: 3, data: 5, clk: 17, cs: 255, reset: 255 },
    led: { led0: 17, led1: 18 },
  };

  it.each([
    ['an empty list', []],
    ['a full profile', [profile]],
    ['a profile with only a name', [{ name: 'Minimal' }]],
    ['partial pin blocks', [{ name: 'x', cmt: { clk: -1 } }]],
  ])('accepts %s', (_name, file) => {
    expect(valueOf(pinMappingFileSchema, file)).toEqual(file);
  });

  it.each([
    ['an object', { name: 'x' }, ''],
    ['a profile without a name', [{}], '0.name'],
    ['a numeric name', [profile, { name: 5 }], '1.name'],
    ['a profile that is an array', [[]], '0'],
    ['a string pin', [{ name: 'x', nrf24: { clk: '32' } }], '0.nrf24.clk'],
    ['a fractional pin', [{ name: 'x', w5500: { cs: 1.5 } }], '0.w5500.cs'],
    ['eth.enabled a number', [{ name: 'x', eth: { enabled: 1 } }], '0.eth.enabled'],
    ['a pin block that is an array', [{ name: 'x', led: [17, 18] }], '0.led'],
    ['a link without url', [{ name: 'x', links: [{ name: 'Datasheet' }] }], '0.links.0.url'],
  ])('refuses %s', (_name, file, field) => {
    expect(failureOf(pinMappingFileSchema, file)).toEqual(pinShape(field));
  });
});
