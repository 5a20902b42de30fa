/** POST check table of /api/mqtt/config (device-api §1.11) and GET /api/mqtt/status. */
import { describe, expect, it } from 'vitest';
import {
  ENCODINGS,
  expectResult,
  getJson,
  postJson,
  startTestGateway,
  useTestGateway,
} from './support/gateway.ts';

const t = useTestGateway();

const MQTT = {
  mqtt_enabled: true,
  mqtt_hostname: 'broker.lan',
  mqtt_port: 1884,
  mqtt_clientid: '',
  mqtt_username: 'dtu',
  mqtt_password: 'pw',
  mqtt_topic: 'roof/',
  mqtt_retain: false,
  mqtt_tls: false,
  mqtt_root_ca_cert: '',
  mqtt_tls_cert_login: false,
  mqtt_client_cert: '',
  mqtt_client_key: '',
  mqtt_lwt_topic: 'dtu/state',
  mqtt_lwt_online: 'up',
  mqtt_lwt_offline: 'down',
  mqtt_lwt_qos: 1,
  mqtt_publish_interval: 10,
  mqtt_clean_session: false,
  mqtt_hass_enabled: true,
  mqtt_hass_expire: false,
  mqtt_hass_retain: false,
  mqtt_hass_topic: 'ha/',
  mqtt_hass_individualpanels: true,
};

describe.each(ENCODINGS)('POST /api/mqtt/config (%s)', (encoding) => {
  const path = '/api/mqtt/config';
  const post = (change: Record<string, unknown>): Promise<unknown> =>
    postJson(t.base, path, { ...MQTT, ...change }, encoding);

  it('answers 1005 for wrong types', async () => {
    expectResult(await post({ mqtt_enabled: 1 }), 'warning', 1005);
    expectResult(await post({ mqtt_port: '1883' }), 'warning', 1005);
    expectResult(await post({ mqtt_lwt_qos: 256 }), 'warning', 1005);
    expectResult(await post({ mqtt_hass_topic: null }), 'warning', 1005);
  });

  it.each([
    [{ mqtt_hostname: '' }, 7001, { max: 128 }],
    [{ mqtt_hostname: 'h'.repeat(129) }, 7001, { max: 128 }],
    [{ mqtt_clientid: 'c'.repeat(65) }, 7017, { max: 64 }],
    [{ mqtt_username: 'u'.repeat(65) }, 7002, { max: 64 }],
    [{ mqtt_password: 'p'.repeat(65) }, 7003, { max: 64 }],
    [{ mqtt_topic: 't'.repeat(32) + '/' }, 7004, { max: 32 }],
    [{ mqtt_topic: 'my topic/' }, 7005, undefined],
    [{ mqtt_topic: 'solar' }, 7006, undefined],
    [{ mqtt_port: 0 }, 7007, undefined],
    [{ mqtt_port: 65536 }, 7007, undefined],
    [{ mqtt_root_ca_cert: 'c'.repeat(2561) }, 7008, { max: 2560 }],
    [{ mqtt_client_key: 'k'.repeat(2561) }, 7008, { max: 2560 }],
    [{ mqtt_lwt_topic: 'l'.repeat(33) }, 7009, { max: 32 }],
    [{ mqtt_lwt_topic: 'dtu state' }, 7010, undefined],
    [{ mqtt_lwt_online: 'o'.repeat(21) }, 7011, { max: 20 }],
    [{ mqtt_lwt_offline: 'o'.repeat(21) }, 7012, { max: 20 }],
    [{ mqtt_lwt_qos: 3 }, 7016, { max: 2 }],
    [{ mqtt_publish_interval: 4 }, 7013, { min: 5, max: 65535 }],
    [{ mqtt_publish_interval: 65536 }, 7013, { min: 5, max: 65535 }],
    [{ mqtt_hass_topic: 'h'.repeat(33) }, 7014, { max: 32 }],
    [{ mqtt_hass_topic: 'home assistant/' }, 7015, undefined],
  ])('with MQTT enabled answers %o with %i', async (change, code, param) => {
    expectResult(await post(change), 'warning', code, param);
  });

  it('skips the hass checks while hass is off and every check while MQTT is off (truncating instead)', async () => {
    expectResult(
      await post({ mqtt_hass_enabled: false, mqtt_hass_topic: 'home assistant/' }),
      'success',
      1001,
    );
    expectResult(
      await post({ mqtt_enabled: false, mqtt_topic: 'x'.repeat(40), mqtt_port: 0 }),
      'success',
      1001,
    );
    const saved = (await getJson(t.base, path)) as Record<string, unknown>;
    expect(saved['mqtt_topic']).toBe('x'.repeat(32));
    expect(saved['mqtt_port']).toBe(0);
  });

  it('saves every field (1001), reads them back, and the status shows the effective values', async () => {
    expectResult(await post({}), 'success', 1001);
    expect(await getJson(t.base, path)).toEqual(MQTT);
    const status = (await getJson(t.base, '/api/mqtt/status')) as Record<string, unknown>;
    expect(status).toMatchObject({
      mqtt_enabled: true,
      mqtt_hostname: 'broker.lan',
      mqtt_clientid: 'OpenDTU-1715004',
      mqtt_lwt_topic: 'roof/dtu/state',
      mqtt_connected: false,
      mqtt_root_ca_cert_info: '',
      mqtt_hass_topic: 'ha/',
    });
    // A missing root CA is stored as "null" (not type-checked on the device).
    const { mqtt_root_ca_cert: _omitted, ...rest } = MQTT;
    expectResult(await postJson(t.base, path, rest, encoding), 'success', 1001);
    expect(((await getJson(t.base, path)) as Record<string, unknown>)['mqtt_root_ca_cert']).toBe('null');
  });
});

describe('GET /api/mqtt/status certificate info', () => {
  it('describes the default ISRG Root X1 certificate like mbedTLS', async () => {
    const fresh = await startTestGateway();
    try {
      const status = (await getJson(fresh.base, '/api/mqtt/status')) as Record<string, string>;
      const info = status['mqtt_root_ca_cert_info'];
      expect(info).toContain('cert. version     : 3\n');
      expect(info).toContain(
        'issuer name       : C=US, O=Internet Security Research Group, CN=ISRG Root X1\n',
      );
      expect(info).toContain('RSA key size      : 4096 bits\n');
      expect(status['mqtt_client_cert_info']).toBe('');
    } finally {
      await fresh.close();
    }
  });
});
