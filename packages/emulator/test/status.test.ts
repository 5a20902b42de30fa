/** GET shapes and key orders (device-api §1.9, §1.11, §1.12, §9.1, §9.3) of a fresh gateway. */
import { describe, expect, it } from 'vitest';
import { ENCODINGS, expectResult, getJson, postBody, postJson, useTestGateway } from './support/gateway.ts';

const t = useTestGateway();

const keys = async (path: string): Promise<string[]> => Object.keys((await getJson(t.base, path)) as object);

describe('status endpoints', () => {
  it('GET /api/system/status has every §9.3 field in order, with the config save count', async () => {
    expect(await keys('/api/system/status')).toEqual([
      'hostname',
      'sdkversion',
      'cpufreq',
      'cputemp',
      'heap_total',
      'heap_used',
      'heap_max_block',
      'heap_min_free',
      'psram_total',
      'psram_used',
      'sketch_total',
      'sketch_used',
      'littlefs_total',
      'littlefs_used',
      'chiprevision',
      'chipmodel',
      'chipcores',
      'flashsize',
      'resetreason_0',
      'resetreason_1',
      'cfgsavecount',
      'config_version',
      'git_hash',
      'pioenv',
      'uptime',
      'nrf_configured',
      'nrf_connected',
      'nrf_pvariant',
      'cmt_configured',
      'cmt_connected',
    ]);
    const before = (await getJson(t.base, '/api/system/status')) as Record<string, unknown>;
    expect(before).toMatchObject({
      hostname: 'OpenDTU-1A2B3C',
      config_version: '0.1.28',
      git_hash: 'v24.10.6',
      resetreason_0: 'Vbat power on reset',
      cfgsavecount: 1,
    });
    await postJson(t.base, '/api/ntp/config', {
      ntp_server: 'a',
      ntp_timezone: 'UTC0',
      ntp_timezone_descr: 'Etc/UTC',
      latitude: 0,
      longitude: 0,
      sunsettype: 1,
    });
    expect(((await getJson(t.base, '/api/system/status')) as Record<string, unknown>)['cfgsavecount']).toBe(
      2,
    );
  });

  it('GET /api/network/status lists the §1.9 fields in order', async () => {
    expect(await keys('/api/network/status')).toEqual([
      'sta_status',
      'sta_ssid',
      'sta_bssid',
      'sta_rssi',
      'network_hostname',
      'network_ip',
      'network_netmask',
      'network_gateway',
      'network_dns1',
      'network_dns2',
      'network_mac',
      'network_mode',
      'ap_status',
      'ap_ssid',
      'ap_ip',
      'ap_mac',
      'ap_stationnum',
    ]);
  });

  it('GET /api/ntp/status and /api/ntp/time follow §9.1 and §1.10', async () => {
    expect(await keys('/api/ntp/status')).toEqual([
      'ntp_server',
      'ntp_timezone',
      'ntp_timezone_descr',
      'ntp_status',
      'ntp_localtime',
      'sun_risetime',
      'sun_settime',
      'sun_isSunsetAvailable',
      'sun_isDayPeriod',
    ]);
    expect(await keys('/api/ntp/time')).toEqual([
      'ntp_status',
      'year',
      'month',
      'day',
      'hour',
      'minute',
      'second',
    ]);
  });

  it('GET /api/mqtt/status and /api/mqtt/config carry the §1.11 fields', async () => {
    expect(await keys('/api/mqtt/status')).toEqual([
      'mqtt_enabled',
      'mqtt_hostname',
      'mqtt_port',
      'mqtt_clientid',
      'mqtt_username',
      'mqtt_topic',
      'mqtt_connected',
      'mqtt_retain',
      'mqtt_tls',
      'mqtt_root_ca_cert_info',
      'mqtt_tls_cert_login',
      'mqtt_client_cert_info',
      'mqtt_lwt_topic',
      'mqtt_publish_interval',
      'mqtt_clean_session',
      'mqtt_hass_enabled',
      'mqtt_hass_expire',
      'mqtt_hass_retain',
      'mqtt_hass_topic',
      'mqtt_hass_individualpanels',
    ]);
    expect(await keys('/api/mqtt/config')).toHaveLength(24);
  });

  it('GET /api/device/config reports the build default pins with the classic-ESP32 eth block', async () => {
    const device = (await getJson(t.base, '/api/device/config')) as { curPin: Record<string, unknown> };
    expect(Object.keys(device)).toEqual(['curPin', 'display', 'led']);
    expect(Object.keys(device.curPin)).toEqual(['name', 'nrf24', 'cmt', 'w5500', 'eth', 'display', 'led']);
    expect(device).toMatchObject({
      curPin: { name: '', display: { type: 0, data: 255, clk: 255, cs: 255, reset: 255 } },
      display: {
        rotation: 2,
        power_safe: true,
        screensaver: true,
        contrast: 60,
        language: 0,
        diagramduration: 36000,
        diagrammode: 1,
      },
      led: [{ brightness: 100 }, { brightness: 100 }],
    });
  });
});

describe.each(ENCODINGS)('POST /api/maintenance/reboot (%s)', (encoding) => {
  it('answers 1005 for a non-bool and 6002 for false without rebooting', async () => {
    expectResult(await postJson(t.base, '/api/maintenance/reboot', { reboot: 1 }, encoding), 'warning', 1005);
    const boots = t.gateway.ctx.boot.count;
    expectResult(
      await postJson(t.base, '/api/maintenance/reboot', { reboot: false }, encoding),
      'warning',
      6002,
    );
    expect(t.gateway.state).toBe('running');
    expect(t.gateway.ctx.boot.count).toBe(boots);
  });
});

describe('sub-path matching of POST routes', () => {
  it('serves POST /api/ntp/config/extra with the config route', async () => {
    const response = await postBody(t.base, '/api/ntp/config/extra', new URLSearchParams({ data: '{' }));
    expectResult(await response.json(), 'warning', 1004);
  });
});
