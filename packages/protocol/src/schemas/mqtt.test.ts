import { describe, expect, it } from 'vitest';
import { mqttConfigSchema } from './mqtt.ts';
import { device, failureOf, missing, valueOf } from './testUtil.ts';

const base = {
  mqtt_enabled: true,
  mqtt_hostname: '192.168.1.10',
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
  mqtt_hass_topic: 'homeassistant/',
  mqtt_hass_individualpanels: false,
};

const cert = (n: number): string => 'c'.repeat(n);

describe('mqttConfigSchema', () => {
  it('accepts a complete body', () => {
    expect(valueOf(mqttConfigSchema, base)).toEqual(base);
  });

  it.each([
    ['mqtt_enabled "true"', { mqtt_enabled: 'true' }, missing('mqtt_enabled')],
    [
      'mqtt_hass_individualpanels missing',
      { mqtt_hass_individualpanels: undefined },
      missing('mqtt_hass_individualpanels'),
    ],
    ['mqtt_client_key missing', { mqtt_client_key: undefined }, missing('mqtt_client_key')],
    ['mqtt_port "1883"', { mqtt_port: '1883' }, missing('mqtt_port')],
    ['mqtt_port -1', { mqtt_port: -1 }, missing('mqtt_port')],
    ['mqtt_lwt_qos 256', { mqtt_lwt_qos: 256 }, missing('mqtt_lwt_qos')],
    ['mqtt_publish_interval 5.5', { mqtt_publish_interval: 5.5 }, missing('mqtt_publish_interval')],
    ['type errors win even when disabled', { mqtt_enabled: false, mqtt_port: 'x' }, missing('mqtt_port')],
  ])('type check: %s', (_name, patch, expected) => {
    expect(failureOf(mqttConfigSchema, { ...base, ...patch })).toEqual(expected);
  });

  it.each([
    ['hostname ""', { mqtt_hostname: '' }, device(7001, 'mqtt_hostname', { max: 128 })],
    ['hostname of 128 chars', { mqtt_hostname: 'h'.repeat(128) }, undefined],
    [
      'hostname of 129 chars',
      { mqtt_hostname: 'h'.repeat(129) },
      device(7001, 'mqtt_hostname', { max: 128 }),
    ],
    ['clientid of 64 chars', { mqtt_clientid: 'c'.repeat(64) }, undefined],
    ['clientid of 65 chars', { mqtt_clientid: 'c'.repeat(65) }, device(7017, 'mqtt_clientid', { max: 64 })],
    ['username of 65 chars', { mqtt_username: 'u'.repeat(65) }, device(7002, 'mqtt_username', { max: 64 })],
    ['password of 65 chars', { mqtt_password: 'p'.repeat(65) }, device(7003, 'mqtt_password', { max: 64 })],
    ['topic of 32 chars', { mqtt_topic: 't'.repeat(31) + '/' }, undefined],
    ['topic of 33 chars', { mqtt_topic: 't'.repeat(32) + '/' }, device(7004, 'mqtt_topic', { max: 32 })],
    ['topic with a space', { mqtt_topic: 'my solar/' }, device(7005, 'mqtt_topic')],
    ['topic without trailing slash', { mqtt_topic: 'solar' }, device(7006, 'mqtt_topic')],
    ['empty topic', { mqtt_topic: '' }, device(7006, 'mqtt_topic')],
    ['port 0', { mqtt_port: 0 }, device(7007, 'mqtt_port')],
    ['port 1', { mqtt_port: 1 }, undefined],
    ['port 65535', { mqtt_port: 65535 }, undefined],
    ['port 65536', { mqtt_port: 65536 }, device(7007, 'mqtt_port')],
    ['root CA of 2560 chars', { mqtt_root_ca_cert: cert(2560) }, undefined],
    [
      'root CA of 2561 chars',
      { mqtt_root_ca_cert: cert(2561) },
      device(7008, 'mqtt_root_ca_cert', { max: 2560 }),
    ],
    [
      'client cert of 2561 chars',
      { mqtt_client_cert: cert(2561) },
      device(7008, 'mqtt_client_cert', { max: 2560 }),
    ],
    [
      'client key of 2561 chars',
      { mqtt_client_key: cert(2561) },
      device(7008, 'mqtt_client_key', { max: 2560 }),
    ],
    [
      'LWT topic of 33 chars',
      { mqtt_lwt_topic: 'l'.repeat(33) },
      device(7009, 'mqtt_lwt_topic', { max: 32 }),
    ],
    ['LWT topic with a space', { mqtt_lwt_topic: 'dtu status' }, device(7010, 'mqtt_lwt_topic')],
    ['LWT topic without slash (allowed)', { mqtt_lwt_topic: 'status' }, undefined],
    ['LWT online of 20 chars', { mqtt_lwt_online: 'o'.repeat(20) }, undefined],
    [
      'LWT online of 21 chars',
      { mqtt_lwt_online: 'o'.repeat(21) },
      device(7011, 'mqtt_lwt_online', { max: 20 }),
    ],
    [
      'LWT offline of 21 chars',
      { mqtt_lwt_offline: 'o'.repeat(21) },
      device(7012, 'mqtt_lwt_offline', { max: 20 }),
    ],
    ['LWT QoS 3', { mqtt_lwt_qos: 3 }, device(7016, 'mqtt_lwt_qos', { max: 2 })],
    [
      'publish interval 4',
      { mqtt_publish_interval: 4 },
      device(7013, 'mqtt_publish_interval', { min: 5, max: 65535 }),
    ],
    ['publish interval 5', { mqtt_publish_interval: 5 }, undefined],
    ['publish interval 65535', { mqtt_publish_interval: 65535 }, undefined],
    [
      'publish interval 65536',
      { mqtt_publish_interval: 65536 },
      device(7013, 'mqtt_publish_interval', { min: 5, max: 65535 }),
    ],
    [
      'hass topic of 33 chars',
      { mqtt_hass_topic: 'h'.repeat(33) },
      device(7014, 'mqtt_hass_topic', { max: 32 }),
    ],
    ['hass topic with a space', { mqtt_hass_topic: 'home assistant/' }, device(7015, 'mqtt_hass_topic')],
    ['hass topic without slash (allowed in this release)', { mqtt_hass_topic: 'homeassistant' }, undefined],
  ])('enabled: %s', (_name, patch, expected) => {
    expect(failureOf(mqttConfigSchema, { ...base, ...patch })).toEqual(expected);
  });

  it.each([
    ['hostname "" and topic without slash', { mqtt_hostname: '', mqtt_topic: 'x' }, 7001],
    [
      'clientid and username too long',
      { mqtt_clientid: 'c'.repeat(65), mqtt_username: 'u'.repeat(65) },
      7017,
    ],
    ['topic too long and with a space', { mqtt_topic: 'a b'.repeat(20) }, 7004],
    ['port 0 and QoS 3', { mqtt_port: 0, mqtt_lwt_qos: 3 }, 7007],
    ['QoS 3 and interval 4', { mqtt_lwt_qos: 3, mqtt_publish_interval: 4 }, 7016],
    ['interval 4 and a bad hass topic', { mqtt_publish_interval: 4, mqtt_hass_topic: 'a b' }, 7013],
  ])('reports the earlier rule: %s', (_name, patch, code) => {
    expect(failureOf(mqttConfigSchema, { ...base, ...patch })?.code).toBe(code);
  });

  it('skips the hass checks while hass is disabled', () => {
    expect(
      failureOf(mqttConfigSchema, { ...base, mqtt_hass_enabled: false, mqtt_hass_topic: 'a b' }),
    ).toBeUndefined();
  });

  it('checks nothing while MQTT is disabled and stores strings truncated to their buffers', () => {
    const value = valueOf(mqttConfigSchema, {
      ...base,
      mqtt_enabled: false,
      mqtt_hostname: '',
      mqtt_topic: 'h'.repeat(40),
      mqtt_port: 0,
      mqtt_lwt_qos: 9,
      mqtt_publish_interval: 1,
      mqtt_lwt_online: 'o'.repeat(30),
      mqtt_client_key: cert(3000),
      mqtt_hass_topic: 'a b',
    });
    expect(value).toMatchObject({
      mqtt_hostname: '',
      mqtt_topic: 'h'.repeat(32),
      mqtt_port: 0,
      mqtt_lwt_qos: 9,
      mqtt_publish_interval: 1,
      mqtt_lwt_online: 'o'.repeat(20),
      mqtt_hass_topic: 'a b',
    });
    expect(value.mqtt_client_key).toHaveLength(2560);
  });

  it('stores a missing root CA as "null"', () => {
    const { mqtt_root_ca_cert: _omit, ...withoutCa } = base;
    expect(valueOf(mqttConfigSchema, withoutCa).mqtt_root_ca_cert).toBe('null');
  });
});
