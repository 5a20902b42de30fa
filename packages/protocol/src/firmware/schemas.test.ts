import { describe, expect, it } from 'vitest';
import { configDefaults, configFileLayout } from '../domain/configDefaults.ts';
import { requestSchemas } from '../schemas/byEndpoint.ts';
import { device, failureOf, missing, valueOf } from '../schemas/testUtil.ts';
import { requestSchemaFor } from './schemas.ts';
import type { FirmwareRelease } from './releases.ts';

const NETWORK = {
  hostname: 'OpenDTU-%06X',
  dhcp: true,
  ipaddress: '0.0.0.0',
  netmask: '0.0.0.0',
  gateway: '0.0.0.0',
  dns1: '0.0.0.0',
  dns2: '0.0.0.0',
  ssid: 'Home',
  password: '',
  aptimeout: 3,
  mdnsenabled: false,
};

describe('requestSchemaFor: limit types (§2.4)', () => {
  it.each([
    ['v24.10.6', [0, 1, 256, 257], [2, 3]],
    ['v25.5.10', [0, 1, 256, 257], [2, 3]],
    ['v25.9.11', [0, 1, 2, 3], [256, 257]],
    ['v26.3.30', [0, 1, 2, 3], [256, 257]],
  ] as const)('%s accepts %j and answers 5003 for %j', (release, accepted, refused) => {
    const schema = requestSchemaFor(release, 'limitConfigSave');
    for (const limit_type of accepted) {
      expect(failureOf(schema, { serial: '116180123456', limit_value: 50, limit_type })).toBeUndefined();
    }
    for (const limit_type of refused) {
      expect(failureOf(schema, { serial: '116180123456', limit_value: 50, limit_type })).toEqual(
        device(5003, 'limit_type'),
      );
    }
  });
});

describe('requestSchemaFor: network syslog (§2.7)', () => {
  it('ignores the syslog fields before v25.5.10', () => {
    const schema = requestSchemaFor('v25.1.14', 'networkConfigSave');
    expect(schema).toBe(requestSchemas.networkConfigSave);
    expect(valueOf(schema, { ...NETWORK, syslogenabled: true, sysloghostname: '' })).toEqual(NETWORK);
  });

  it('reads them without a presence check from v25.5.10: missing → off, "null", 0', () => {
    const schema = requestSchemaFor('v25.5.10', 'networkConfigSave');
    expect(valueOf(schema, NETWORK)).toEqual({
      ...NETWORK,
      syslogenabled: false,
      sysloghostname: 'null',
      syslogport: 0,
    });
  });

  it.each([
    [{ sysloghostname: '' }, device(8007, 'sysloghostname', { max: 128 })],
    [{ sysloghostname: 'h'.repeat(129) }, device(8007, 'sysloghostname', { max: 128 })],
    [{ syslogport: 0 }, device(8008, 'syslogport')],
    [{ syslogport: 65536 }, device(8008, 'syslogport')],
    [{ syslogport: 514 }, undefined],
  ])('with syslog on, %j → %j', (change, failure) => {
    const body = { ...NETWORK, syslogenabled: true, sysloghostname: 'logs.lan', syslogport: 514, ...change };
    expect(failureOf(requestSchemaFor('v26.3.30', 'networkConfigSave'), body)).toEqual(failure);
  });
});

describe('requestSchemaFor: MQTT (§2.9)', () => {
  const mqtt = (topic: string): Record<string, unknown> => ({
    mqtt_enabled: true,
    mqtt_hostname: 'broker',
    mqtt_port: 1883,
    mqtt_clientid: '',
    mqtt_username: '',
    mqtt_password: '',
    mqtt_topic: 'solar/',
    mqtt_retain: true,
    mqtt_tls: false,
    mqtt_root_ca_cert: '',
    mqtt_tls_cert_login: false,
    mqtt_client_cert: '',
    mqtt_client_key: '',
    mqtt_lwt_topic: 'dtu/status',
    mqtt_lwt_online: 'online',
    mqtt_lwt_offline: 'offline',
    mqtt_lwt_qos: 2,
    mqtt_publish_interval: 5,
    mqtt_clean_session: true,
    mqtt_hass_enabled: true,
    mqtt_hass_expire: true,
    mqtt_hass_retain: true,
    mqtt_hass_topic: topic,
    mqtt_hass_individualpanels: false,
  });

  it.each([
    ['v25.5.10', undefined],
    ['v25.9.11', device(7018, 'mqtt_hass_topic')],
  ] as const)('%s and a Home Assistant topic without "/"', (release, failure) => {
    expect(failureOf(requestSchemaFor(release, 'mqttConfigSave'), mqtt('homeassistant'))).toEqual(failure);
    expect(failureOf(requestSchemaFor(release, 'mqttConfigSave'), mqtt('homeassistant/'))).toBeUndefined();
  });
});

describe('requestSchemaFor: NTP (§2.8)', () => {
  const place = { ntp_server: 'pool.ntp.org', longitude: 10, latitude: 51, sunsettype: 1 };

  it('v24 needs the POSIX rule (9002 when empty) and reads a missing name as "null"', () => {
    const schema = requestSchemaFor('v25.9.11', 'ntpConfigSave');
    expect(failureOf(schema, { ...place, ntp_timezone_descr: 'Europe/Berlin' })).toEqual(
      missing('ntp_timezone'),
    );
    expect(failureOf(schema, { ...place, ntp_timezone: '' })).toEqual(
      device(9002, 'ntp_timezone', { max: 50 }),
    );
    expect(valueOf(schema, { ...place, ntp_timezone: 'UTC0' }).ntp_timezone_descr).toBe('null');
  });

  it('v26.3.28 needs the name, ignores the rule and never sends 9002', () => {
    const schema = requestSchemaFor('v26.3.28', 'ntpConfigSave');
    expect(failureOf(schema, { ...place, ntp_timezone: 'UTC0' })).toEqual(missing('ntp_timezone_descr'));
    const value = valueOf(schema, { ...place, ntp_timezone: '', ntp_timezone_descr: 'Asia/Tokyo' });
    expect(value).toEqual({ ...place, ntp_timezone_descr: 'Asia/Tokyo' });
  });
});

describe('requestSchemaFor: device display (§2.5)', () => {
  const body = (display: Record<string, unknown>): unknown => ({ curPin: { name: 'x' }, display, led: [] });

  it('v24.10.6 reads language 0..2', () => {
    expect(
      valueOf(requestSchemaFor('v24.10.6', 'deviceConfigSave'), body({ language: 2 })).display,
    ).toMatchObject({ language: 2 });
  });

  it.each([
    [{ locale: 'de', language: 0 }, 'de'],
    [{ language: 1 }, 'nu'],
    [{ locale: 'abc' }, 'ab'],
  ])('v24.11.7+ reads %j as locale %j and ignores language', (display, locale) => {
    const value = valueOf(requestSchemaFor('v24.11.7', 'deviceConfigSave'), body(display));
    expect(value.display.locale).toBe(locale);
    expect(value.display.language).toBeUndefined();
  });
});

describe('config.json layout per release (§3.4)', () => {
  const keys = (release: FirmwareRelease): string[] => {
    const layout = configFileLayout(release, configDefaults({ release })) as Record<string, unknown> & {
      device: { display: object };
      ntp: object;
    };
    return [...Object.keys(layout), ...Object.keys(layout.device.display), ...Object.keys(layout.ntp)];
  };

  it.each([
    ['v24.10.6', 72704, ['language', 'timezone'], ['locale', 'syslog', 'logging']],
    ['v24.11.7', 72960, ['locale', 'timezone'], ['language', 'syslog', 'logging']],
    ['v25.5.10', 73216, ['locale', 'syslog', 'logging', 'timezone'], ['language']],
    ['v26.3.28', 73216, ['locale', 'syslog', 'logging'], ['language', 'timezone']],
  ] as const)('%s writes version %d with %j, without %j', (release, version, present, absent) => {
    expect(configDefaults({ release }).cfg.version).toBe(version);
    for (const key of present) expect(keys(release)).toContain(key);
    for (const key of absent) expect(keys(release)).not.toContain(key);
  });

  it('puts the locale where the language was', () => {
    const display = (
      configFileLayout('v24.11.7', configDefaults({ release: 'v24.11.7' })) as {
        device: { display: object };
      }
    ).device.display;
    expect(Object.keys(display)).toEqual([
      'powersafe',
      'screensaver',
      'rotation',
      'contrast',
      'locale',
      'diagram_duration',
      'diagram_mode',
    ]);
  });
});
