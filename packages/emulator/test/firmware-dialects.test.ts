/**
 * What each emulated release reads and answers differently (firmware-versions.md §2, §6): device display
 * locale and pins, network syslog, NTP by zone name, the Home Assistant slash (7018), limit types (5003),
 * live data over HTTP and WebSocket, device info, inverter type names and the Prometheus build line — and the §6 requests a
 * client can send to every release.
 */
import { EMULATED_RELEASES } from '@dtu-web/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, expectResult, get, getJson, postData, waitFor } from './support/gateway.ts';
import { RELEASE_ROWS } from './support/releaseRows.ts';
import { connectSocket, startRuntimeGateway, waitForClients, type RuntimeTest } from './support/runtime.ts';

const ROOF = '116180123456';
const CARPORT = '116491539294';
const FENCE = '1125a0123456';
const GREENHOUSE = '282190123456';

type Json = Record<string, unknown>;
type Outcome = readonly ['success' | 'warning', number, { max?: number }?];

function expectOutcome(body: unknown, [type, code, param]: Outcome): void {
  expectResult(body, type, code, param);
}

describe.each(EMULATED_RELEASES)('OpenDTU %s', (firmware) => {
  const row = RELEASE_ROWS[firmware];
  let t: RuntimeTest;
  beforeAll(async () => {
    t = await startRuntimeGateway({ firmware, runtime: { demoInverters: 10 } });
    t.advance(30);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = async (path: string, body: unknown): Promise<unknown> =>
    (await postData(t.base, path, body)).json();
  const config = async (path: string): Promise<Json> => (await getJson(t.base, path)) as Json;

  it('device manager: display locale or language, unset display pins, a save without locale (§2.5, §6.4)', async () => {
    const device = await config('/api/device/config');
    const display = device['display'] as Json;
    expect(display['locale']).toBe(row.locale ? 'en' : undefined);
    expect(display['language']).toBe(row.locale ? undefined : 0);
    const pins = (device['curPin'] as { display: Json }).display;
    expect([pins['data'], pins['clk'], pins['cs'], pins['reset']]).toEqual(
      Array(4).fill(row.unsetDisplayPin),
    );

    // A profile name that is not in pin_mapping.json: the build's pins stay (one reboot for the change).
    const base = { curPin: { name: 'Test' }, led: [{ brightness: 100 }, { brightness: 100 }] };
    const boots = t.gateway.ctx.boot.count;
    const v24Only: Json = { ...display, language: 1 };
    delete v24Only['locale'];
    expectResult(await post('/api/device/config', { ...base, display: v24Only }), 'success', 1001);
    await waitFor(() => t.gateway.ctx.boot.count > boots && t.gateway.state === 'running', 10_000, 'reboot');
    const saved = (await config('/api/device/config'))['display'] as Json;
    // v24.11.7+ stores "null" cut to two characters: the display falls back to English.
    expect(row.locale ? saved['locale'] : saved['language']).toBe(row.locale ? 'nu' : 1);

    // Both fields (§6): right on every release.
    const both = { ...display, language: 2, locale: 'fr' };
    expectResult(await post('/api/device/config', { ...base, display: both }), 'success', 1001);
    const again = (await config('/api/device/config'))['display'] as Json;
    expect(row.locale ? again['locale'] : again['language']).toBe(row.locale ? 'fr' : 2);
  });

  it('network: syslog fields, their codes, and a save without them turning syslog off (§2.7, §6.6)', async () => {
    const network = await config('/api/network/config');
    const syslogKeys = ['syslogenabled', 'sysloghostname', 'syslogport'];
    expect(syslogKeys.map((key) => key in network)).toEqual(Array(3).fill(row.syslog));
    const v24 = {
      ...Object.fromEntries(Object.entries(network).filter(([key]) => !syslogKeys.includes(key))),
      ssid: 'Home',
    };
    const on = { ...v24, syslogenabled: true, sysloghostname: 'logs.lan', syslogport: 5514 };
    expectOutcome(
      await post('/api/network/config', { ...on, sysloghostname: '' }),
      row.syslog ? ['warning', 8007, { max: 128 }] : ['success', 1001],
    );
    expectOutcome(
      await post('/api/network/config', { ...on, syslogport: 0 }),
      row.syslog ? ['warning', 8008] : ['success', 1001],
    );
    expectResult(await post('/api/network/config', on), 'success', 1001);
    if (row.syslog) {
      expect(await config('/api/network/config')).toMatchObject({
        syslogenabled: true,
        sysloghostname: 'logs.lan',
        syslogport: 5514,
      });
    }
    expectResult(await post('/api/network/config', v24), 'success', 1001);
    if (row.syslog) {
      expect(await config('/api/network/config')).toMatchObject({
        syslogenabled: false,
        sysloghostname: 'null',
        syslogport: 0,
      });
    }
  });

  it('NTP: the POSIX rule or the zone name decides (§2.8, §6.3)', async () => {
    const ntp = await config('/api/ntp/config');
    expect('ntp_timezone' in ntp).toBe(!row.ntpZones);
    const place = { ntp_server: 'pool.example', longitude: 8.5, latitude: 47.4, sunsettype: 1 };
    // Both fields (§6): right on every release.
    const both = { ...place, ntp_timezone: 'EST5EDT,M3.2.0,M11.1.0', ntp_timezone_descr: 'America/New_York' };
    expectResult(await post('/api/ntp/config', both), 'success', 1001);
    const status = await config('/api/ntp/status');
    expect(status).toMatchObject({
      ntp_timezone_descr: 'America/New_York',
      ntp_timezone: 'EST5EDT,M3.2.0,M11.1.0',
    });

    // Only the name: v26.3.28 looks the rule up; older releases need the rule (1005).
    const named = { ...place, ntp_timezone_descr: 'Asia/Tokyo' };
    expectOutcome(await post('/api/ntp/config', named), row.ntpZones ? ['success', 1001] : ['warning', 1005]);
    if (row.ntpZones) expect((await config('/api/ntp/status'))['ntp_timezone']).toBe('JST-9');
    // Only the rule: v26.3.28 needs the name.
    const ruled = { ...place, ntp_timezone: '' };
    expectResult(
      await post('/api/ntp/config', ruled),
      'warning',
      row.ntpZones ? 1005 : 9002,
      row.ntpZones ? undefined : { max: 50 },
    );
  });

  it('MQTT: a Home Assistant topic without "/" is refused with 7018 from v25.9.11 (§2.9)', async () => {
    const mqtt = await config('/api/mqtt/config');
    const body = {
      ...mqtt,
      mqtt_enabled: true,
      mqtt_hostname: 'broker.lan',
      mqtt_hass_enabled: true,
      mqtt_hass_topic: 'ha',
    };
    expectOutcome(
      await post('/api/mqtt/config', body),
      row.hassSlash ? ['warning', 7018] : ['success', 1001],
    );
    expectResult(await post('/api/mqtt/config', { ...body, mqtt_hass_topic: 'ha/' }), 'success', 1001);
  });

  it('limits: the persistent codes of the era, 5003 for the other era (§2.4, §6.1)', async () => {
    const limit = (type: number): Promise<unknown> =>
      post('/api/limit/config', { serial: ROOF, limit_value: 80, limit_type: type });
    for (const type of [0, 1, ...row.persistent]) expectResult(await limit(type), 'success', 1001);
    const other = row.persistent[0] === 2 ? [256, 257] : [2, 3];
    for (const type of other) expectResult(await limit(type), 'warning', 5003);
  });

  it('live data: data_age_ms and hints.pin_mapping_issue where the release sends them (§2.3)', async () => {
    const live = (await getJson(t.base, `/api/livedata/status?inv=${ROOF}`, {})) as {
      inverters: Json[];
      hints: Json;
    };
    const inverter = live.inverters[0] ?? {};
    expect('data_age_ms' in inverter).toBe(row.dataAgeMs);
    if (row.dataAgeMs) {
      expect(Object.keys(inverter).indexOf('data_age_ms')).toBe(
        Object.keys(inverter).indexOf('data_age') + 1,
      );
      expect(Math.floor(Number(inverter['data_age_ms']) / 1000)).toBe(inverter['data_age']);
    }
    expect(live.hints['pin_mapping_issue']).toBe(row.pinMappingHint ? false : undefined);
  });

  it('WebSocket /livedata frames: data_age_ms and hints.pin_mapping_issue as over HTTP (§2.3, §3.1)', async () => {
    const client = await connectSocket(t.base, '/livedata');
    try {
      await waitForClients(t, 'livedata', 1);
      // New packets arrive within a poll round (5 s): each is pushed as a one-inverter frame.
      t.advance(6);
      await waitFor(() => client.messages.length > 0, 5000, 'a livedata frame');
      for (const text of client.messages) {
        const frame = JSON.parse(text) as { inverters: Json[]; hints: Json };
        expect(frame.inverters).toHaveLength(1);
        const inverter = frame.inverters[0] ?? {};
        const keys = Object.keys(inverter);
        expect(keys.includes('data_age_ms')).toBe(row.dataAgeMs);
        if (row.dataAgeMs) {
          expect(keys.indexOf('data_age_ms')).toBe(keys.indexOf('data_age') + 1);
          expect(Math.floor(Number(inverter['data_age_ms']) / 1000)).toBe(inverter['data_age']);
        }
        expect(frame.hints['pin_mapping_issue']).toBe(row.pinMappingHint ? false : undefined);
      }
    } finally {
      await client.close();
    }
  });

  it('device info: pdl_supported from v25.1.14, true only for HMS-4CH from build 10112 (§2.6)', async () => {
    for (const serial of [ROOF, CARPORT]) {
      const info = (await getJson(t.base, `/api/devinfo/status?inv=${serial}`, {})) as Json;
      expect('pdl_supported' in info).toBe(row.pdl);
      const hms4 = serial === CARPORT && Number(info['fw_build_version']) >= 10112;
      if (row.pdl) expect(info['pdl_supported']).toBe(hms4);
    }
  });

  it('inverter list: the type names of the release (§2.10)', async () => {
    const list = (await getJson(t.base, '/api/inverter/list')) as {
      inverter: { serial: string; type: string }[];
    };
    const typeOf = (serial: string): string | undefined =>
      list.inverter.find((i) => i.serial === serial)?.type;
    expect([typeOf(FENCE), typeOf(GREENHOUSE)]).toEqual(row.typeNames);
  });

  it('Prometheus: opendtu_build names the release and its config version (§3.3)', async () => {
    const text = await (await get(t.base, '/api/prometheus/metrics', { auth: ADMIN })).text();
    expect(text).toContain(
      `opendtu_build{name="OpenDTU-1A2B3C",id="${firmware}",version="${row.configVersion}"} 1\n`,
    );
  });
});
