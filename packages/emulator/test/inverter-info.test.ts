/**
 * The per-inverter read endpoints and the metrics against the running plant (device-api §1.6, §1.16,
 * §6.1–§6.3): event log texts per locale, device info per model, grid profile status vs raw bytes,
 * radio-statistics reset and the Prometheus text.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { decodeGridProfile } from '../src/sim/index.ts';
import { ADMIN, expectResult, get, getJson } from './support/gateway.ts';
import { startRuntimeGateway, SUMMER_NOON, type RuntimeTest } from './support/runtime.ts';

const ROOF = '116180123456';
const GARAGE = '114490831375';
const BARN = '1382a1539294';

let t: RuntimeTest;
afterEach(async () => {
  await t.close();
});

interface EventLog {
  count: number;
  events: { message_id: number; message: string; start_time: number; end_time: number }[];
}
const eventLog = async (query: string): Promise<EventLog> =>
  (await getJson(t.base, `/api/eventlog/status?${query}`, {})) as EventLog;

describe('/api/eventlog/status', () => {
  it('gives the entries with ids, times since local midnight and texts in en, de or fr', async () => {
    // 04:00 local in June: the inverters start a little after sunrise (~05:00 here, sun 0.5° high).
    t = await startRuntimeGateway({ start: Date.parse('2024-06-21T04:00:00+02:00') });
    t.advance(7200);
    const en = await eventLog(`inv=${ROOF}`);
    expect(Object.keys(en)).toEqual(['count', 'events']);
    expect(en.count).toBe(en.events.length);
    expect(en.events[0]).toMatchObject({ message_id: 1, message: 'Inverter start' });
    expect(Object.keys(en.events[0] ?? {})).toEqual(['message_id', 'message', 'start_time', 'end_time']);
    const start = en.events[0]?.start_time ?? 0;
    expect(start).toBeGreaterThan(4.75 * 3600);
    expect(start).toBeLessThan(5.5 * 3600);
    expect((await eventLog(`inv=${ROOF}&locale=de`)).events[0]?.message).toBe('Wechselrichter gestartet');
    expect((await eventLog(`inv=${ROOF}&locale=FR`)).events[0]?.message).toBe("Démarrage de l'onduleur");
    expect((await eventLog(`inv=${ROOF}&locale=xx`)).events[0]?.message).toBe('Inverter start');
  });

  it('uses the HMT texts for an HMT and "no input" ids per input at dusk', async () => {
    t = await startRuntimeGateway({ start: Date.parse('2024-06-21T21:00:00+02:00') });
    t.advance(5400);
    const barn = await eventLog(`inv=${BARN}`);
    const ids = barn.events.map((e) => e.message_id);
    // Six inputs going dark: PV-1..PV-4 (209–212), PV-5/PV-6 on an HMT are 217/218.
    expect(ids).toEqual(expect.arrayContaining([209, 210, 211, 212, 217, 218]));
    const pv5 = barn.events.find((e) => e.message_id === 217);
    expect(pv5?.message).toBe('PV-5: no input');
    expect(pv5?.end_time).toBe(0);
    const garage = await eventLog(`inv=${GARAGE}&locale=de`);
    expect(garage.events.find((e) => e.message_id === 209)?.message).toBe('PV-1: kein Eingangssignal');
  });

  it('answers {} for a missing, unparsable or unknown inverter', async () => {
    t = await startRuntimeGateway();
    for (const query of ['', 'inv=', 'inv=xyz', 'inv=999980000001']) {
      expect(await getJson(t.base, `/api/eventlog/status?${query}`, {})).toEqual({});
      expect(await getJson(t.base, `/api/devinfo/status?${query}`, {})).toEqual({});
      expect(await getJson(t.base, `/api/gridprofile/status?${query}`, {})).toEqual({});
      expect(await getJson(t.base, `/api/gridprofile/rawdata?${query}`, {})).toEqual({});
    }
  });
});

describe('/api/devinfo/status and /api/gridprofile/*', () => {
  it('gives no data before the first contact and the model figures after it', async () => {
    t = await startRuntimeGateway({ start: SUMMER_NOON });
    const before = await getJson(t.base, `/api/devinfo/status?inv=${BARN}`, {});
    expect(before).toMatchObject({ valid_data: false, hw_model_name: '', max_power: 0 });
    t.advance(16);
    const info = await getJson(t.base, `/api/devinfo/status?inv=${BARN}`, {});
    expect(Object.keys(info as object)).toEqual([
      'valid_data',
      'fw_bootloader_version',
      'fw_build_version',
      'hw_part_number',
      'hw_version',
      'hw_model_name',
      'max_power',
      'fw_build_datetime',
    ]);
    expect(info).toMatchObject({ valid_data: true, hw_model_name: 'HMT-2250-6T', max_power: 2250 });
    expect((info as { hw_version: string }).hw_version).toMatch(/^\d\d\.\d\d$/);
    expect((info as { fw_build_datetime: string }).fw_build_datetime).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\d:00$/,
    );
    expect(await getJson(t.base, `/api/devinfo/status?inv=${ROOF}`, {})).toMatchObject({
      hw_model_name: 'HM-1500-4T',
      max_power: 1500,
    });
  });

  it('serves raw profile bytes that decode to exactly the status answer', async () => {
    t = await startRuntimeGateway({ start: SUMMER_NOON });
    expect(await getJson(t.base, `/api/gridprofile/rawdata?inv=${ROOF}`, {})).toEqual({ raw: [] });
    t.advance(6);
    const { raw } = (await getJson(t.base, `/api/gridprofile/rawdata?inv=${ROOF}`, {})) as { raw: number[] };
    expect(raw.length).toBeGreaterThan(6);
    expect(raw.length).toBeLessThanOrEqual(141);
    expect(raw.every((b) => Number.isInteger(b) && b >= 0 && b <= 255)).toBe(true);
    const status = (await getJson(t.base, `/api/gridprofile/status?inv=${ROOF}`, {})) as {
      name: string;
      version: string;
      sections: { name: string; items: { n: string; u: string; v: number }[] }[];
    };
    expect(status).toEqual(decodeGridProfile(raw));
    expect(status.name).toBe('DE - DE_VDE4105_2018');
    expect(status.version).toBe(
      `${String((raw[2] ?? 0) >> 4)}.${String((raw[2] ?? 0) & 15)}.${String(raw[3])}`,
    );
    expect(status.sections.map((s) => s.name).slice(0, 3)).toEqual([
      'Voltage (H/LVRT)',
      'Frequency (H/LFRT)',
      'Island Detection (ID)',
    ]);
    expect(status.sections[0]?.items[0]).toEqual({ n: 'Nominale Voltage (NV)', u: 'V', v: 230 });
  });
});

describe('/api/inverter/stats_reset', () => {
  it('resets the radio statistics (4010, admin only) and answers {} for an unknown serial', async () => {
    t = await startRuntimeGateway({ start: SUMMER_NOON });
    t.advance(30);
    const stats = async (): Promise<Record<string, number>> =>
      (
        (await getJson(t.base, `/api/livedata/status?inv=${ROOF}`, {})) as {
          inverters: { radio_stats: Record<string, number> }[];
        }
      ).inverters[0]?.radio_stats ?? {};
    expect((await stats())['tx_request']).toBeGreaterThan(0);
    expect((await get(t.base, `/api/inverter/stats_reset?inv=${ROOF}`)).status).toBe(401);
    expectResult(
      await getJson(t.base, `/api/inverter/stats_reset?inv=${ROOF}`, { auth: ADMIN }),
      'success',
      4010,
    );
    expect(await stats()).toEqual({
      tx_request: 0,
      tx_re_request: 0,
      rx_success: 0,
      rx_fail_nothing: 0,
      rx_fail_partial: 0,
      rx_fail_corrupt: 0,
      rssi: -127,
    });
    expect(await getJson(t.base, '/api/inverter/stats_reset?inv=999980000001', { auth: ADMIN })).toEqual({});
    expect(await getJson(t.base, '/api/inverter/stats_reset', { auth: ADMIN })).toEqual({});
  });
});

describe('/api/prometheus/metrics', () => {
  it('is well-formed text with one HELP/TYPE per metric and the gateway and inverter figures', async () => {
    t = await startRuntimeGateway({ start: SUMMER_NOON });
    t.advance(20);
    const response = await get(t.base, '/api/prometheus/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const text = await response.text();
    const lines = text.trimEnd().split('\n');
    const types = new Map<string, string>();
    const samples: { name: string; labels: string; value: number }[] = [];
    for (const line of lines) {
      const meta = /^# (HELP|TYPE) (\w+) (.+)$/.exec(line);
      if (meta) {
        if (meta[1] === 'TYPE') {
          expect(types.has(meta[2] ?? '')).toBe(false);
          types.set(meta[2] ?? '', meta[3] ?? '');
        }
        continue;
      }
      const sample = /^(\w+)(\{[^}]*\})? (-?[\d.e+-]+|NaN)$/.exec(line);
      expect(sample, line).not.toBeNull();
      const name = sample?.[1] ?? '';
      // Every sample follows its family's TYPE line.
      expect(types.has(name), name).toBe(true);
      samples.push({ name, labels: sample?.[2] ?? '', value: Number(sample?.[3]) });
    }
    expect(types.get('opendtu_uptime')).toBe('counter');
    expect(types.get('opendtu_YieldTotal')).toBe('counter');
    expect(types.get('opendtu_Power')).toBe('gauge');
    expect(text).toContain('opendtu_build{name="OpenDTU-1A2B3C",id="v24.10.6",version="0.1.28"} 1\n');
    expect(text).toContain('opendtu_platform{arch="ESP32-D0WD-V3",mac="24:0A:C4:1A:2B:3C"} 1\n');
    const roof = `serial="${ROOF}",unit="0",name="Roof"`;
    expect(text).toContain(`opendtu_inverter_limit_relative{${roof}} 1\n`);
    expect(text).toContain(`opendtu_inverter_limit_absolute{${roof}} 1500\n`);
    expect(text).toContain(`opendtu_PanelInfo{${roof},channel="0",panelname="East 1"} 1\n`);
    expect(text).toContain(`opendtu_MaxPower{${roof},channel="0"} 410\n`);
    const live = (await getJson(t.base, `/api/livedata/status?inv=${ROOF}`, {})) as {
      inverters: { AC: { '0': { Power: { v: number } } }; INV: { '0': { YieldTotal: { v: number } } } }[];
    };
    const power = samples.find(
      (s) => s.name === 'opendtu_Power' && s.labels.includes('type="AC"') && s.labels.includes(ROOF),
    );
    expect(power?.value).toBe(live.inverters[0]?.AC['0'].Power.v);
    expect(text).toContain(`opendtu_PowerDC{${roof},type="INV",channel="0"}`);
    const total = samples.find(
      (s) => s.name === 'opendtu_YieldTotal' && s.labels.includes('type="INV"') && s.labels.includes(ROOF),
    );
    expect(total?.value).toBe(live.inverters[0]?.INV['0'].YieldTotal.v);
    // Three inverters, three last_update samples; positions 0..2.
    expect(
      samples.filter((s) => s.name === 'opendtu_last_update').map((s) => /unit="(\d)"/.exec(s.labels)?.[1]),
    ).toEqual(['0', '1', '2']);
  });
});
