/** Home Assistant discovery payloads (§8.4) built without a broker. */
import { describe, expect, it } from 'vitest';
import {
  discoveryMessages,
  type DiscoveryInverter,
  type DiscoveryMessage,
  type DiscoverySettings,
} from '../src/mqtt/discovery.ts';
import { berlinTime, inverterConfig, SERIAL, testPlant } from '../src/sim/testkit.ts';

const SETTINGS: DiscoverySettings = {
  prefix: 'solar/',
  lwt: { topic: 'dtu/status', online: 'online', offline: 'offline' },
  hass: { topic: 'homeassistant/', retain: true, expire: true, individualPanels: false },
  dtu: { hostname: 'OpenDTU-1A2B3C', chipId: 1715004, ip: '192.168.1.50', firmware: 'v24.10.6' },
  pollIntervalSeconds: 5,
  publishIntervalSeconds: 5,
};

function inverters(thresholds: readonly number[] = [2, 2]): DiscoveryInverter[] {
  const tp = testPlant(berlinTime(6, 21, 12), [inverterConfig(SERIAL.hm4), inverterConfig(SERIAL.hmt6)]);
  return tp.plant.states().map((state, i) => ({ state, reachableThreshold: thresholds[i] ?? 2 }));
}

function byTopic(messages: readonly DiscoveryMessage[], topic: string): DiscoveryMessage {
  const found = messages.find((m) => m.topic === topic);
  if (found === undefined) throw new Error(`no discovery message on ${topic}`);
  return found;
}

const payload = (message: DiscoveryMessage): Record<string, unknown> =>
  JSON.parse(message.payload) as Record<string, unknown>;

describe('HASS discovery', () => {
  it('has one config per entity, unique ids and topics, DTU first', () => {
    const messages = discoveryMessages(SETTINGS, inverters());
    const topics = messages.map((m) => m.topic);
    expect(new Set(topics).size).toBe(topics.length);
    // DTU: 11 sensors + status; HM-4CH: 17 + AC 6 + INV 5 + 4 × 6 DC; HMT-6CH: 17 + 11 + 6 × 6.
    expect(messages).toHaveLength(12 + 52 + 64);
    expect(topics[0]).toBe('homeassistant/sensor/OpenDTU-1A2B3C_1715004/ip/config');
    const ids = messages.filter((m) => m.payload !== '').map((m) => payload(m)['uniq_id']);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sets exp_aft = inverters × max(poll, publish interval) × reachable threshold on field sensors', () => {
    const settings = { ...SETTINGS, pollIntervalSeconds: 10, publishIntervalSeconds: 7 };
    const messages = discoveryMessages(settings, inverters([3, 4]));
    const hmPower = byTopic(messages, `homeassistant/sensor/dtu_${SERIAL.hm4}/ch0_Power/config`);
    const hmtEfficiency = byTopic(messages, `homeassistant/sensor/dtu_${SERIAL.hmt6}/ch0_Efficiency/config`);
    expect(payload(hmPower)['exp_aft']).toBe(2 * 10 * 3);
    expect(payload(hmtEfficiency)['exp_aft']).toBe(2 * 10 * 4);
    const rssi = byTopic(messages, `homeassistant/sensor/dtu_${SERIAL.hm4}/rssi/config`);
    expect(payload(rssi)).not.toHaveProperty('exp_aft');

    const noExpire = discoveryMessages(
      { ...settings, hass: { ...settings.hass, expire: false } },
      inverters(),
    );
    const power = byTopic(noExpire, `homeassistant/sensor/dtu_${SERIAL.hm4}/ch0_Power/config`);
    expect(payload(power)).not.toHaveProperty('exp_aft');
  });

  it('clears DC sensors with an empty retained payload unless individual panels are on', () => {
    const settings = { ...SETTINGS, hass: { ...SETTINGS.hass, retain: false } };
    const cleared = discoveryMessages(settings, inverters());
    const dc = cleared.filter((m) => /\/ch[1-6]_/.test(m.topic));
    expect(dc).toHaveLength(4 * 6 + 6 * 6);
    for (const message of dc) expect(message).toMatchObject({ payload: '', retain: true });
    const ac = byTopic(cleared, `homeassistant/sensor/dtu_${SERIAL.hm4}/ch0_Voltage/config`);
    expect(ac.retain).toBe(false);
    expect(payload(ac)['stat_t']).toBe(`solar/${SERIAL.hm4}/0/voltage`);

    const panels = discoveryMessages(
      { ...SETTINGS, hass: { ...SETTINGS.hass, individualPanels: true } },
      inverters(),
    );
    const ch6 = byTopic(panels, `homeassistant/sensor/dtu_${SERIAL.hmt6}/ch6_YieldTotal/config`);
    expect(payload(ch6)).toMatchObject({
      name: 'CH6 YieldTotal',
      stat_t: `solar/${SERIAL.hmt6}/6/yieldtotal`,
      uniq_id: `${SERIAL.hmt6}_ch6_YieldTotal`,
      unit_of_meas: 'kWh',
      dev_cla: 'energy',
      stat_cla: 'total_increasing',
    });
    expect(ch6.retain).toBe(true);
  });

  it('follows the configured prefix, LWT and hass topic', () => {
    const settings: DiscoverySettings = {
      ...SETTINGS,
      prefix: 'pv/',
      lwt: { topic: 'state', online: 'up', offline: 'down' },
      hass: { ...SETTINGS.hass, topic: 'ha/' },
    };
    const messages = discoveryMessages(settings, inverters());
    const status = byTopic(messages, 'ha/binary_sensor/OpenDTU-1A2B3C_1715004/status/config');
    expect(payload(status)).toMatchObject({ stat_t: 'pv/state', pl_on: 'up', pl_off: 'down' });
    const uptime = byTopic(messages, 'ha/sensor/OpenDTU-1A2B3C_1715004/uptime/config');
    expect(payload(uptime)).toMatchObject({
      stat_t: 'pv/dtu/uptime',
      avty_t: 'pv/state',
      pl_avail: 'up',
      pl_not_avail: 'down',
    });
    const off = byTopic(messages, `ha/button/dtu_${SERIAL.hm4}/turn_inverter_off/config`);
    expect(payload(off)['cmd_t']).toBe(`pv/${SERIAL.hm4}/cmd/power`);
  });
});

/**
 * Every payload of a DTU with one HM-4CH inverter (individual panels on), written out from §8.4 by hand:
 * keys an entity must not have are absent, so an extra key fails as much as a missing one.
 */
describe('HASS discovery per release (firmware-versions §6, MQTT)', () => {
  const dcPower = 'homeassistant/sensor/OpenDTU-1A2B3C_1715004/dc_power/config';

  it.each([
    ['v24.10.6', false],
    ['v24.11.7', false],
    ['v25.1.14', true],
    ['v26.3.30', true],
  ] as const)('%s announces the DTU "DC Power" sensor: %s', (release, announced) => {
    const messages = discoveryMessages({ ...SETTINGS, release }, inverters());
    expect(messages.some((m) => m.topic === dcPower)).toBe(announced);
    expect(messages.filter((m) => m.topic.includes('/OpenDTU-1A2B3C_1715004/'))).toHaveLength(
      announced ? 13 : 12,
    );
    if (!announced) return;
    expect(payload(byTopic(messages, dcPower))).toEqual({
      name: 'DC Power',
      uniq_id: 'OpenDTU-1A2B3C_1715004_dc_power',
      stat_t: 'solar/dc/power',
      unit_of_meas: 'W',
      dev_cla: 'power',
      stat_cla: 'measurement',
      avty_t: 'solar/dtu/status',
      pl_avail: 'online',
      pl_not_avail: 'offline',
      dev: payload(byTopic(messages, 'homeassistant/sensor/OpenDTU-1A2B3C_1715004/ac_power/config'))['dev'],
    });
  });
});

describe('HASS discovery payloads, key by key (§8.4)', () => {
  const dtuNode = 'OpenDTU-1A2B3C_1715004';
  const serial = SERIAL.hm4;
  const node = `dtu_${serial}`;
  const availability = { avty_t: 'solar/dtu/status', pl_avail: 'online', pl_not_avail: 'offline' };
  const dtuDev = {
    name: 'OpenDTU-1A2B3C',
    ids: dtuNode,
    cu: 'http://192.168.1.50',
    mf: 'OpenDTU',
    mdl: 'OpenDTU',
    sw: 'v24.10.6',
  };
  const diag = { ent_cat: 'diagnostic' };

  function expected(model: string): Map<string, Record<string, unknown>> {
    const dev = {
      name: '',
      ids: serial,
      cu: 'http://192.168.1.50',
      mf: 'OpenDTU',
      mdl: model,
      sw: 'v24.10.6',
      via_device: dtuNode,
    };
    const out = new Map<string, Record<string, unknown>>();
    const dtuSensor = (object: string, name: string, topic: string, extra: Record<string, unknown>): void => {
      out.set(`homeassistant/sensor/${dtuNode}/${object}/config`, {
        name,
        uniq_id: `${dtuNode}_${object}`,
        stat_t: `solar/${topic}`,
        ...extra,
        ...availability,
        dev: dtuDev,
      });
    };
    dtuSensor('ip', 'IP', 'dtu/ip', { ic: 'mdi:network-outline', ...diag });
    dtuSensor('wifi_signal', 'WiFi Signal', 'dtu/rssi', {
      unit_of_meas: 'dBm',
      dev_cla: 'signal_strength',
      ...diag,
    });
    dtuSensor('uptime', 'Uptime', 'dtu/uptime', { unit_of_meas: 's', dev_cla: 'duration', ...diag });
    // No icon on the DTU temperature.
    dtuSensor('temperature', 'Temperature', 'dtu/temperature', {
      unit_of_meas: '°C',
      dev_cla: 'temperature',
      stat_cla: 'measurement',
      ...diag,
    });
    for (const [object, name, key] of [
      ['heap_size', 'Heap Size', 'size'],
      ['heap_free', 'Heap Free', 'free'],
      ['largest_free_heap_block', 'Largest Free Heap Block', 'maxalloc'],
      ['lifetime_minimum_free_heap', 'Lifetime Minimum Free Heap', 'minfree'],
    ] as const) {
      dtuSensor(object, name, `dtu/heap/${key}`, { unit_of_meas: 'Bytes', ic: 'mdi:memory', ...diag });
    }
    dtuSensor('yield_total', 'Yield Total', 'ac/yieldtotal', {
      unit_of_meas: 'kWh',
      dev_cla: 'energy',
      stat_cla: 'total_increasing',
    });
    dtuSensor('yield_day', 'Yield Day', 'ac/yieldday', {
      unit_of_meas: 'Wh',
      dev_cla: 'energy',
      stat_cla: 'total_increasing',
    });
    dtuSensor('ac_power', 'AC Power', 'ac/power', {
      unit_of_meas: 'W',
      dev_cla: 'power',
      stat_cla: 'measurement',
    });
    out.set(`homeassistant/binary_sensor/${dtuNode}/status/config`, {
      name: 'Status',
      uniq_id: `${dtuNode}_status`,
      stat_t: 'solar/dtu/status',
      pl_on: 'online',
      pl_off: 'offline',
      dev_cla: 'connectivity',
      ...diag,
      dev: dtuDev,
    });

    const base = `solar/${serial}/`;
    for (const [object, name, command, press, extra] of [
      ['turn_inverter_off', 'Turn Inverter Off', 'power', '0', { ic: 'mdi:power-plug-off' }],
      ['turn_inverter_on', 'Turn Inverter On', 'power', '1', { ic: 'mdi:power-plug' }],
      ['restart_inverter', 'Restart Inverter', 'restart', '1', { dev_cla: 'restart' }],
      ['reset_radio_statistics', 'Reset Radio Statistics', 'reset_rf_stats', '1', {}],
    ] as const) {
      out.set(`homeassistant/button/${node}/${object}/config`, {
        name,
        uniq_id: `${serial}_${object}`,
        cmd_t: `${base}cmd/${command}`,
        payload_press: press,
        ...extra,
        ent_cat: 'config',
        dev,
      });
    }
    for (const kind of ['NonPersistent', 'Persistent']) {
      for (const [unit, state, max, step] of [
        ['Relative', 'limit_relative', 100, 0.1],
        ['Absolute', 'limit_absolute', 2250, 1],
      ] as const) {
        const object = `limit_${kind.toLowerCase()}_${unit.toLowerCase()}`;
        out.set(`homeassistant/number/${node}/${object}/config`, {
          name: `Limit ${kind} ${unit}`,
          uniq_id: `${serial}_${object}`,
          cmd_t: `${base}cmd/${object}`,
          stat_t: `${base}status/${state}`,
          unit_of_meas: unit === 'Relative' ? '%' : 'W',
          ic: 'mdi:speedometer',
          ent_cat: 'config',
          min: 0,
          max,
          step,
          dev,
        });
      }
    }
    out.set(`homeassistant/binary_sensor/${node}/reachable/config`, {
      name: 'Reachable',
      uniq_id: `${serial}_reachable`,
      stat_t: `${base}status/reachable`,
      pl_on: '1',
      pl_off: '0',
      dev_cla: 'connectivity',
      ...diag,
      dev,
    });
    // Producing: no class, no category.
    out.set(`homeassistant/binary_sensor/${node}/producing/config`, {
      name: 'Producing',
      uniq_id: `${serial}_producing`,
      stat_t: `${base}status/producing`,
      pl_on: '1',
      pl_off: '0',
      dev,
    });
    // The radio statistics turn unavailable with the DTU.
    for (const [object, name, key, extra] of [
      ['tx_requests', 'TX Requests', 'tx_request', {}],
      ['rx_success', 'RX Success', 'rx_success', {}],
      ['rx_fail_receive_nothing', 'RX Fail Receive Nothing', 'rx_fail_nothing', {}],
      ['rx_fail_receive_partial', 'RX Fail Receive Partial', 'rx_fail_partial', {}],
      ['rx_fail_receive_corrupt', 'RX Fail Receive Corrupt', 'rx_fail_corrupt', {}],
      ['tx_re-request_fragment', 'TX Re-Request Fragment', 'tx_re_request', {}],
      ['rssi', 'RSSI', 'rssi', { unit_of_meas: 'dBm', dev_cla: 'signal_strength' }],
    ] as const) {
      out.set(`homeassistant/sensor/${node}/${object}/config`, {
        name,
        uniq_id: `${serial}_${object}`,
        stat_t: `${base}radio/${key}`,
        ...extra,
        ...diag,
        ...availability,
        dev,
      });
    }
    // Field sensors: Efficiency and Irradiation have neither dev_cla nor stat_cla.
    const m = 'measurement';
    const t = 'total_increasing';
    const fields = (
      channel: number,
      list: readonly (readonly [string, string, string?, string?])[],
    ): void => {
      for (const [field, unit, cla, stat] of list) {
        const object = `ch${String(channel)}_${field}`;
        const entry: Record<string, unknown> = {
          name: channel === 0 ? field : `CH${String(channel)} ${field}`,
          stat_t: `${base}${String(channel)}/${field.toLowerCase()}`,
          uniq_id: `${serial}_${object}`,
        };
        if (unit !== '') entry['unit_of_meas'] = unit;
        if (cla !== undefined) entry['dev_cla'] = cla;
        if (stat !== undefined) entry['stat_cla'] = stat;
        out.set(`homeassistant/sensor/${node}/${object}/config`, { ...entry, exp_aft: 10, dev });
      }
    };
    fields(0, [
      ['Power', 'W', 'power', m],
      ['Voltage', 'V', 'voltage', m],
      ['Current', 'A', 'current', m],
      ['Frequency', 'Hz', 'frequency', m],
      ['PowerFactor', '', 'power_factor', m],
      ['ReactivePower', 'var', 'reactive_power', m],
      ['PowerDC', 'W', 'power', m],
      ['YieldDay', 'Wh', 'energy', t],
      ['YieldTotal', 'kWh', 'energy', t],
      ['Temperature', '°C', 'temperature', m],
      ['Efficiency', '%'],
    ]);
    for (let channel = 1; channel <= 4; channel++) {
      fields(channel, [
        ['Voltage', 'V', 'voltage', m],
        ['Current', 'A', 'current', m],
        ['Power', 'W', 'power', m],
        ['YieldDay', 'Wh', 'energy', t],
        ['YieldTotal', 'kWh', 'energy', t],
        ['Irradiation', '%'],
      ]);
    }
    return out;
  }

  it('matches §8.4 for every entity and has no other', () => {
    const tp = testPlant(berlinTime(6, 21, 12), [inverterConfig(serial)]);
    const states = tp.plant.states();
    const state = states[0];
    if (state === undefined) throw new Error('no inverter');
    const messages = discoveryMessages({ ...SETTINGS, hass: { ...SETTINGS.hass, individualPanels: true } }, [
      { state, reachableThreshold: 2 },
    ]);
    const want = expected(state.typeName);
    for (const value of want.values()) {
      const dev = value['dev'] as { name: string };
      if (dev.name === '') dev.name = state.name;
    }
    expect(messages.map((message) => message.topic).sort()).toEqual([...want.keys()].sort());
    for (const message of messages) {
      expect(payload(message), message.topic).toEqual(want.get(message.topic));
    }
  });
});
