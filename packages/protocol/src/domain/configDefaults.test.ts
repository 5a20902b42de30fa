import { describe, expect, it } from 'vitest';
import { apName, configDefaults, defaultInverter, mergeConfigWithDefaults } from './configDefaults.ts';
import { ISRG_ROOT_X1_PEM } from './isrgRootX1.ts';

describe('configDefaults', () => {
  const config = configDefaults({ chipId: 1715004 });

  it('has the top-level keys in the device order', () => {
    expect(Object.keys(config)).toEqual([
      'cfg',
      'wifi',
      'mdns',
      'ntp',
      'mqtt',
      'dtu',
      'security',
      'device',
      'inverters',
    ]);
    expect(Object.keys(config.device)).toEqual(['pinmapping', 'display', 'led']);
  });

  it('has 10 empty inverter slots with 6 channels each and 2 LEDs', () => {
    expect(config.inverters).toHaveLength(10);
    for (const inverter of config.inverters) {
      expect(inverter).toEqual(defaultInverter());
      expect(inverter.channel).toHaveLength(6);
    }
    expect(config.device.led).toEqual([{ brightness: 100 }, { brightness: 100 }]);
  });

  it('holds the §7.1 defaults', () => {
    expect(config.cfg).toEqual({ version: 72704, save_count: 0 });
    expect(config.wifi.hostname).toBe('OpenDTU-%06X');
    expect(config.wifi.aptimeout).toBe(3);
    expect(config.ntp).toMatchObject({ server: 'opendtu.pool.ntp.org', latitude: 51.1657, sunsettype: 1 });
    expect(config.mqtt).toMatchObject({
      port: 1883,
      topic: 'solar/',
      clientid: 'OpenDTU-1715004',
      publish_interval: 5,
    });
    expect(config.mqtt.lwt).toEqual({
      topic: 'dtu/status',
      value_online: 'online',
      value_offline: 'offline',
      qos: 2,
    });
    expect(config.mqtt.hass).toEqual({
      enabled: false,
      retain: true,
      topic: 'homeassistant/',
      individual_panels: false,
      expire: true,
    });
    expect(config.dtu).toEqual({
      serial: 10554753561618n,
      poll_interval: 5,
      nrf_pa_level: 0,
      cmt_pa_level: 0,
      cmt_frequency: 865000000,
      cmt_country_mode: 0,
    });
    expect(config.security).toEqual({ password: 'openDTU42', allow_readonly: true });
    expect(config.device.display).toEqual({
      powersafe: true,
      screensaver: true,
      rotation: 2,
      contrast: 60,
      language: 0,
      diagram_duration: 36000,
      diagram_mode: 1,
    });
  });

  it('uses the ISRG Root X1 PEM as the default root CA, within the certificate limit', () => {
    expect(config.mqtt.tls.root_ca_cert).toBe(ISRG_ROOT_X1_PEM);
    expect(
      ISRG_ROOT_X1_PEM.startsWith(
        '-----BEGIN CERTIFICATE-----\nMIIFazCCA1OgAwIBAgIRAIIQz7DSQONZRGPgu2OCiwAw',
      ),
    ).toBe(true);
    expect(ISRG_ROOT_X1_PEM.endsWith('-----END CERTIFICATE-----\n')).toBe(true);
    expect(ISRG_ROOT_X1_PEM.length).toBeLessThanOrEqual(2560);
  });

  it('returns fresh objects', () => {
    const a = configDefaults();
    a.inverters[0]?.channel.push({ name: 'x', max_power: 1, yield_total_offset: 0 });
    expect(configDefaults().inverters[0]?.channel).toHaveLength(6);
    expect(apName(0)).toBe('OpenDTU-0');
  });
});

describe('mergeConfigWithDefaults', () => {
  it('gives the defaults for an empty or non-object input', () => {
    expect(mergeConfigWithDefaults({})).toEqual(configDefaults());
    expect(mergeConfigWithDefaults(null)).toEqual(configDefaults());
    expect(mergeConfigWithDefaults([])).toEqual(configDefaults());
  });

  it('keeps stored values and fills in missing keys', () => {
    const merged = mergeConfigWithDefaults({
      wifi: { ssid: 'Home' },
      mqtt: { lwt: { qos: 0 } },
      inverters: [{ serial: 0x116180123456, name: 'Garage', channel: [{ name: 'East', max_power: 400 }] }],
    });
    expect(merged.wifi.ssid).toBe('Home');
    expect(merged.wifi.dhcp).toBe(true);
    expect(merged.mqtt.lwt).toEqual({
      topic: 'dtu/status',
      value_online: 'online',
      value_offline: 'offline',
      qos: 0,
    });
    expect(merged.inverters).toHaveLength(10);
    expect(merged.inverters[0]).toMatchObject({ serial: 0x116180123456, name: 'Garage', poll_enable: true });
    expect(merged.inverters[0]?.channel[0]).toEqual({ name: 'East', max_power: 400, yield_total_offset: 0 });
    expect(merged.inverters[0]?.channel).toHaveLength(6);
    expect(merged.inverters[1]).toEqual(defaultInverter());
  });

  it('falls back to the default for a wrongly typed value and drops unknown keys', () => {
    const merged = mergeConfigWithDefaults({ wifi: { dhcp: 'no', extra: 1 }, ntp: 'x', future: {} });
    expect(merged.wifi.dhcp).toBe(true);
    expect(merged.ntp).toEqual(configDefaults().ntp);
    expect(Object.keys(merged.wifi)).not.toContain('extra');
    expect(Object.keys(merged)).not.toContain('future');
  });

  it('keeps the device key order whatever the input order', () => {
    const merged = mergeConfigWithDefaults({
      inverters: [],
      security: { allow_readonly: false },
      cfg: { save_count: 3 },
    });
    expect(Object.keys(merged)).toEqual(Object.keys(configDefaults()));
    expect(Object.keys(merged.cfg)).toEqual(['version', 'save_count']);
    expect(merged.cfg.save_count).toBe(3);
    expect(merged.security.allow_readonly).toBe(false);
  });

  it('uses the chip id for the default client id', () => {
    expect(mergeConfigWithDefaults({}, { chipId: 42 }).mqtt.clientid).toBe('OpenDTU-42');
    expect(mergeConfigWithDefaults({ mqtt: { clientid: '' } }, { chipId: 42 }).mqtt.clientid).toBe('');
  });
});
