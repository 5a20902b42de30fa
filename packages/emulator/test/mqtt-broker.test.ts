/**
 * The MQTT client against a real Mosquitto: LWT, the topic tree, the per-channel publish rule, retain
 * flags, Home Assistant discovery, config changes, commands and reboots, seen by a real subscriber.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floatText } from '../src/mqtt/format.ts';
import { inverterConfig, SERIAL } from '../src/sim/testkit.ts';
import { waitFor } from './helpers.ts';
import { startMosquitto, type Broker } from './support/mosquitto.ts';
import {
  FAST,
  mqttConnected,
  saveMqttConfig,
  startMqttGateway,
  type MqttTestGateway,
} from './support/mqttGateway.ts';
import { Probe, type Received } from './support/mqttProbe.ts';

const HM = SERIAL.hm4;
const HMS = SERIAL.hms2;
const INVERTERS = [inverterConfig(HM, { name: 'Roof East' }), inverterConfig(HMS, { name: 'Garage' })];
const DTU_ID = 'OpenDTU-1A2B3C_1715004';
const DTU_DEVICE = {
  name: 'OpenDTU-1A2B3C',
  ids: DTU_ID,
  cu: 'http://192.168.1.50',
  mf: 'OpenDTU',
  mdl: 'OpenDTU',
  sw: 'v24.10.6',
};

let broker: Broker;
let gw: MqttTestGateway;
let probe: Probe;
const log: string[] = [];

beforeAll(async () => {
  broker = await startMosquitto();
  probe = await Probe.connect(broker.url, ['solar/#', 'homeassistant/#']);
  gw = await startMqttGateway(
    {
      wifi: { ssid: 'Home' },
      mqtt: { enabled: true, hostname: '127.0.0.1', port: broker.port, hass: { enabled: true } },
    },
    INVERTERS,
    { ...FAST, log: (line) => log.push(line) },
  );
});

afterAll(async () => {
  await gw.close();
  await probe.close();
  await broker.dispose();
});

/** Waits for the end of a complete publish cycle (totals come last) that started after `after`. */
function cycleAfter(after: number): Promise<Received> {
  return probe.waitFor('solar/dc/is_valid', () => true, { after });
}

/** What the broker retained under `filter`: a fresh subscriber's messages before its own marker message. */
async function retainedUnder(filter: string, markerTopic: string): Promise<Received[]> {
  const late = await Probe.connect(broker.url, [filter, markerTopic]);
  try {
    await late.publish(markerTopic, 'marker');
    const marker = await late.waitFor(markerTopic);
    return late.received.filter((m) => m.seq < marker.seq && m.topic !== markerTopic);
  } finally {
    await late.close();
  }
}

const json = (message: Received): unknown => JSON.parse(message.payload);

describe('connection', () => {
  it('announces itself online, retained, and /api/mqtt/status reports connected', async () => {
    await probe.waitFor('solar/dtu/status', (m) => m.payload === 'online');
    await waitFor(() => mqttConnected(gw.base), 5000, 'mqtt_connected');
    const retained = await retainedUnder('solar/dtu/status', 'solar/test/marker');
    expect(retained).toEqual([
      expect.objectContaining({ topic: 'solar/dtu/status', payload: 'online', retain: true }),
    ]);
  });
});

describe('topic tree', () => {
  it('publishes the DTU, totals, every inverter and every channel with the right digits', async () => {
    await cycleAfter(0);
    const value = (topic: string): string | undefined => probe.last(`solar/${topic}`)?.payload;

    expect(value('dtu/hostname')).toBe('OpenDTU-1A2B3C');
    expect(value('dtu/ip')).toBe('192.168.1.50');
    expect(value('dtu/bssid')).toMatch(/^([0-9A-F]{2}:){5}[0-9A-F]{2}$/);
    expect(value('dtu/rssi')).toMatch(/^-\d+$/);
    expect(value('dtu/uptime')).toMatch(/^\d+$/);
    expect(value('dtu/heap/size')).toBe('327680');
    for (const key of ['free', 'minfree', 'maxalloc']) expect(value(`dtu/heap/${key}`)).toMatch(/^\d+$/);
    expect(value('dtu/temperature')).toMatch(/^\d+\.\d\d$/);

    const states = gw.sim.plant.states();
    const acPower = states.reduce((sum, s) => sum + s.values.ac.power, 0);
    expect(value('ac/power')).toBe(acPower.toFixed(1));
    expect(value('ac/yieldday')).toBe(String(states.reduce((sum, s) => sum + s.values.inv.yieldDay, 0)));
    expect(value('ac/yieldtotal')).toMatch(/^\d+\.\d{3}$/);
    expect(value('ac/is_valid')).toBe('1');
    expect(value('dc/power')).toMatch(/^\d+\.\d$/);
    expect(value('dc/irradiation')).toMatch(/^\d+\.\d{3}$/);
    expect(value('dc/is_valid')).toBe('1');

    for (const state of states) {
      const s = state.serial;
      const { ac, dc, inv } = state.values;
      expect(value(`${s}/name`)).toBe(state.name);
      expect(value(`${s}/radio/rx_success`)).toBe(String(state.radioStats.rx_success));
      expect(value(`${s}/radio/tx_request`)).toBe(String(state.radioStats.tx_request));
      expect(value(`${s}/radio/rssi`)).toBe(String(state.radioStats.rssi));
      for (const key of ['tx_re_request', 'rx_fail_nothing', 'rx_fail_partial', 'rx_fail_corrupt']) {
        expect(value(`${s}/radio/${key}`)).toMatch(/^\d+$/);
      }
      expect(value(`${s}/device/fwbuildversion`)).toMatch(/^\d+$/);
      expect(value(`${s}/device/bootloaderversion`)).toMatch(/^\d+$/);
      expect(value(`${s}/device/hwpartnumber`)).toBe(String(gw.sim.plant.deviceInfo(s)?.hw_part_number));
      expect(value(`${s}/device/hwversion`)).toMatch(/^\d\d\.\d\d$/);
      expect(value(`${s}/device/fwbuilddatetime`)).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(value(`${s}/status/limit_relative`)).toBe('100.00');
      expect(value(`${s}/status/limit_absolute`)).toBe(floatText(state.maxPower));
      expect(value(`${s}/status/reachable`)).toBe('1');
      expect(value(`${s}/status/producing`)).toBe('1');
      expect(value(`${s}/status/last_update`)).toBe(String(Math.floor((state.lastPacketMs ?? 0) / 1000)));

      expect(value(`${s}/0/power`)).toBe(ac.power.toFixed(1));
      expect(value(`${s}/0/voltage`)).toBe(ac.voltage.toFixed(1));
      expect(value(`${s}/0/current`)).toBe(ac.current.toFixed(2));
      expect(value(`${s}/0/frequency`)).toBe(ac.frequency.toFixed(2));
      expect(value(`${s}/0/powerfactor`)).toBe(ac.powerFactor.toFixed(3));
      expect(value(`${s}/0/reactivepower`)).toBe(ac.reactivePower.toFixed(1));
      expect(value(`${s}/0/powerdc`)).toBe(inv.powerDc.toFixed(1));
      expect(value(`${s}/0/yieldday`)).toBe(inv.yieldDay.toFixed(0));
      expect(value(`${s}/0/yieldtotal`)).toBe(inv.yieldTotal.toFixed(3));
      expect(value(`${s}/0/temperature`)).toBe(inv.temperature.toFixed(1));
      expect(value(`${s}/0/efficiency`)).toBe(inv.efficiency.toFixed(3));
      dc.forEach((input, i) => {
        const n = i + 1;
        expect(value(`${s}/${n}/name`)).toBe(state.channels[i]?.name);
        expect(value(`${s}/${n}/power`)).toBe(input.power.toFixed(1));
        expect(value(`${s}/${n}/voltage`)).toBe(input.voltage.toFixed(1));
        expect(value(`${s}/${n}/current`)).toBe(input.current.toFixed(2));
        expect(value(`${s}/${n}/yieldday`)).toBe(input.yieldDay.toFixed(0));
        expect(value(`${s}/${n}/yieldtotal`)).toBe(input.yieldTotal.toFixed(3));
        expect(value(`${s}/${n}/irradiation`)).toBe(input.irradiation.toFixed(3));
      });
      expect(probe.last(`solar/${s}/${dc.length + 1}/power`)).toBeUndefined();
    }
    // Two families on two radios: HM-4CH (NRF, 4 inputs) and HMS-2CH (CMT, 2 inputs).
    expect(value(`${HM}/1/name`)).toBe('East');
    expect(value(`${HMS}/2/name`)).toBe('West');
    expect(probe.last(`solar/${HMS}/3/name`)).toBeUndefined();
  });

  it('publishes with retain = mqtt.retain', async () => {
    const retained = await retainedUnder(`solar/${HM}/#`, `solar/${HM}/marker`);
    const topics = new Map(retained.map((m) => [m.topic, m]));
    expect(topics.get(`solar/${HM}/0/power`)).toMatchObject({ retain: true });
    expect(topics.get(`solar/${HM}/name`)).toMatchObject({ payload: 'Roof East', retain: true });
  });

  it('re-publishes channel values only when the statistics changed', async () => {
    const start = probe.lastSeq;
    const first = await cycleAfter(start);
    await cycleAfter(first.seq);
    const quiet = probe.topicsSince(start);
    expect(quiet).toContain(`solar/${HM}/name`);
    expect(quiet).toContain(`solar/${HM}/status/last_update`);
    expect(quiet).not.toContain(`solar/${HM}/0/power`);
    expect(quiet).not.toContain(`solar/${HMS}/1/voltage`);

    // Two inverters, 5 s poll interval: each is polled every 10 s.
    const before = gw.sim.plant.state(HM)?.statsVersion;
    gw.sim.runFor(12);
    gw.settle();
    expect(gw.sim.plant.state(HM)?.statsVersion).not.toBe(before);
    const after = probe.lastSeq;
    const power = await probe.waitFor(`solar/${HM}/0/power`, () => true, { after });
    expect(power.payload).toBe(gw.sim.plant.state(HM)?.values.ac.power.toFixed(1));
  });
});

describe('Home Assistant discovery', () => {
  const config = (component: string, node: string, object: string): Promise<Received> =>
    probe.waitFor(`homeassistant/${component}/${node}/${object}/config`);

  it('announces the DTU entities with device block and availability', async () => {
    expect(json(await config('sensor', DTU_ID, 'ip'))).toEqual({
      name: 'IP',
      uniq_id: `${DTU_ID}_ip`,
      stat_t: 'solar/dtu/ip',
      ic: 'mdi:network-outline',
      ent_cat: 'diagnostic',
      avty_t: 'solar/dtu/status',
      pl_avail: 'online',
      pl_not_avail: 'offline',
      dev: DTU_DEVICE,
    });
    expect(json(await config('sensor', DTU_ID, 'yield_total'))).toEqual({
      name: 'Yield Total',
      uniq_id: `${DTU_ID}_yield_total`,
      stat_t: 'solar/ac/yieldtotal',
      unit_of_meas: 'kWh',
      dev_cla: 'energy',
      stat_cla: 'total_increasing',
      avty_t: 'solar/dtu/status',
      pl_avail: 'online',
      pl_not_avail: 'offline',
      dev: DTU_DEVICE,
    });
    expect(json(await config('sensor', DTU_ID, 'largest_free_heap_block'))).toMatchObject({
      stat_t: 'solar/dtu/heap/maxalloc',
      unit_of_meas: 'Bytes',
    });
    expect(json(await config('binary_sensor', DTU_ID, 'status'))).toEqual({
      name: 'Status',
      uniq_id: `${DTU_ID}_status`,
      stat_t: 'solar/dtu/status',
      pl_on: 'online',
      pl_off: 'offline',
      dev_cla: 'connectivity',
      ent_cat: 'diagnostic',
      dev: DTU_DEVICE,
    });
  });

  it('announces inverter buttons, numbers, binary sensors, radio and field sensors', async () => {
    const node = `dtu_${HM}`;
    const dev = {
      name: 'Roof East',
      ids: HM,
      cu: 'http://192.168.1.50',
      mf: 'OpenDTU',
      mdl: gw.sim.plant.state(HM)?.typeName,
      sw: 'v24.10.6',
      via_device: DTU_ID,
    };
    expect(dev.mdl).toBe('HM-1000/1200/1500-4T');
    expect(json(await config('button', node, 'turn_inverter_off'))).toEqual({
      name: 'Turn Inverter Off',
      uniq_id: `${HM}_turn_inverter_off`,
      cmd_t: `solar/${HM}/cmd/power`,
      payload_press: '0',
      ic: 'mdi:power-plug-off',
      ent_cat: 'config',
      dev,
    });
    expect(json(await config('button', node, 'restart_inverter'))).toMatchObject({
      cmd_t: `solar/${HM}/cmd/restart`,
      payload_press: '1',
      dev_cla: 'restart',
    });
    expect(json(await config('number', node, 'limit_nonpersistent_relative'))).toEqual({
      name: 'Limit NonPersistent Relative',
      uniq_id: `${HM}_limit_nonpersistent_relative`,
      cmd_t: `solar/${HM}/cmd/limit_nonpersistent_relative`,
      stat_t: `solar/${HM}/status/limit_relative`,
      unit_of_meas: '%',
      ic: 'mdi:speedometer',
      ent_cat: 'config',
      min: 0,
      max: 100,
      step: 0.1,
      dev,
    });
    expect(json(await config('number', node, 'limit_persistent_absolute'))).toMatchObject({
      stat_t: `solar/${HM}/status/limit_absolute`,
      unit_of_meas: 'W',
      min: 0,
      max: 2250,
      step: 1,
    });
    expect(json(await config('binary_sensor', node, 'reachable'))).toEqual({
      name: 'Reachable',
      uniq_id: `${HM}_reachable`,
      stat_t: `solar/${HM}/status/reachable`,
      pl_on: '1',
      pl_off: '0',
      dev_cla: 'connectivity',
      ent_cat: 'diagnostic',
      dev,
    });
    expect(json(await config('sensor', node, 'tx_re-request_fragment'))).toMatchObject({
      stat_t: `solar/${HM}/radio/tx_re_request`,
      ent_cat: 'diagnostic',
    });
    expect(json(await config('sensor', node, 'rssi'))).toMatchObject({
      stat_t: `solar/${HM}/radio/rssi`,
      unit_of_meas: 'dBm',
      dev_cla: 'signal_strength',
    });
    // exp_aft = 2 inverters × max(5 s poll, 5 s publish) × reachable threshold 2.
    expect(json(await config('sensor', node, 'ch0_Power'))).toEqual({
      name: 'Power',
      stat_t: `solar/${HM}/0/power`,
      uniq_id: `${HM}_ch0_Power`,
      unit_of_meas: 'W',
      dev_cla: 'power',
      stat_cla: 'measurement',
      exp_aft: 20,
      dev,
    });
    expect(json(await config('sensor', node, 'ch0_PowerDC'))).toMatchObject({
      name: 'PowerDC',
      stat_t: `solar/${HM}/0/powerdc`,
    });
    expect(json(await config('sensor', `dtu_${HMS}`, 'ch0_PowerFactor'))).not.toHaveProperty('unit_of_meas');
  });

  it('clears the DC sensors with an empty retained config while individual panels are off', async () => {
    const cleared = await config('sensor', `dtu_${HM}`, 'ch1_Power');
    expect(cleared.payload).toBe('');
    const dcConfigs = probe.received.filter((m) => /^homeassistant\/sensor\/dtu_\w+\/ch[1-6]_/.test(m.topic));
    expect(new Set(dcConfigs.map((m) => m.topic)).size).toBe(4 * 6 + 2 * 6);
    expect(dcConfigs.every((m) => m.payload === '')).toBe(true);
    // Retained: the AC configs stay at the broker, the cleared DC ones are gone.
    const retained = await retainedUnder(`homeassistant/sensor/dtu_${HMS}/#`, `homeassistant/marker/${HMS}`);
    expect(retained.some((m) => m.topic.endsWith('/ch0_Voltage/config') && m.retain)).toBe(true);
    expect(retained.some((m) => /\/ch[1-6]_/.test(m.topic))).toBe(false);
  });

  it('re-publishes after an MQTT config change: individual panels announce the DC sensors', async () => {
    const after = probe.lastSeq;
    await saveMqttConfig(gw.base, { mqtt_hass_individualpanels: true });
    await probe.waitFor('solar/dtu/status', (m) => m.payload === 'offline', { after });
    const online = await probe.waitFor('solar/dtu/status', (m) => m.payload === 'online', { after });
    const ch2 = await probe.waitFor(
      `homeassistant/sensor/dtu_${HMS}/ch2_Current/config`,
      (m) => m.payload !== '',
      {
        after: online.seq,
      },
    );
    expect(json(ch2)).toMatchObject({
      name: 'CH2 Current',
      stat_t: `solar/${HMS}/2/current`,
      uniq_id: `${HMS}_ch2_Current`,
      unit_of_meas: 'A',
      dev_cla: 'current',
      exp_aft: 20,
    });
    await probe.waitFor(`homeassistant/sensor/${DTU_ID}/ip/config`, () => true, { after: online.seq });
  });

  it('re-publishes after an inverter config change', async () => {
    const unsubscribe = gw.gateway.ctx.onConfigChanged((area, config) => {
      // What the runtime does on an inverter save: the plant takes the new settings.
      if (area === 'inverter') gw.sim.plant.reconfigure({ inverters: config.inverters });
    });
    try {
      const after = probe.lastSeq;
      const saved = await gw.gateway.ctx.store.save('inverter', (c) => {
        const slot = c.inverters[1];
        if (slot !== undefined) slot.name = 'Carport';
      });
      expect(saved).toBe(true);
      const button = await probe.waitFor(
        `homeassistant/button/dtu_${HMS}/turn_inverter_on/config`,
        () => true,
        {
          after,
        },
      );
      expect(json(button)).toMatchObject({ dev: { name: 'Carport', ids: HMS, via_device: DTU_ID } });
      expect(probe.topicsSince(after)).not.toContain('solar/dtu/status');
    } finally {
      unsubscribe();
    }
  });
});

describe('commands', () => {
  it('a relative limit round-trip: Pending, then Ok, and status/limit_relative follows', async () => {
    const after = probe.lastSeq;
    await probe.publish(`solar/${HM}/cmd/limit_nonpersistent_relative`, '50');
    await waitFor(() => gw.sim.plant.limitStatus(HM)?.limit_set_status === 'Pending', 5000, 'Pending');
    gw.settle();
    expect(gw.sim.plant.limitStatus(HM)).toMatchObject({ limit_set_status: 'Ok', limit_relative: 50 });
    const relative = await probe.waitFor(`solar/${HM}/status/limit_relative`, (m) => m.payload === '50.00', {
      after,
    });
    const absolute = probe.last(`solar/${HM}/status/limit_absolute`);
    expect(relative.payload).toBe('50.00');
    expect(absolute?.payload).toBe(floatText((gw.sim.plant.state(HM)?.maxPower ?? 0) / 2));
  });

  it('ignores retained non-persistent limits and restarts, applies a retained persistent limit', async () => {
    await saveMqttConfig(gw.base, { mqtt_enabled: false });
    await waitFor(async () => !(await mqttConnected(gw.base)), 5000, 'disconnected');
    const topics = [
      [`solar/${HMS}/cmd/limit_nonpersistent_relative`, '30'],
      [`solar/${HMS}/cmd/restart`, '1'],
      [`solar/${HM}/cmd/limit_persistent_relative`, '70'],
    ] as const;
    for (const [topic, payload] of topics) await probe.publish(topic, payload, { retain: true });
    try {
      log.length = 0;
      await saveMqttConfig(gw.base, { mqtt_enabled: true });
      await waitFor(
        () =>
          log.some((l) => l.includes(`limit_nonpersistent_relative "30" for ${HMS}: ignored-retained`)) &&
          log.some((l) => l.includes(`restart "1" for ${HMS}: ignored-retained`)) &&
          log.some((l) => l.includes(`limit_persistent_relative "70" for ${HM}: queued`)),
        5000,
        'the retained commands',
      );
      expect(gw.sim.plant.limitStatus(HMS)).toMatchObject({ limit_set_status: 'Ok', limit_relative: 100 });
      expect(gw.sim.plant.powerStatus(HMS)?.power_set_status).toBe('Ok');
      expect(gw.sim.plant.limitStatus(HM)?.limit_set_status).toBe('Pending');
      gw.settle();
      expect(gw.sim.plant.limitStatus(HM)?.limit_relative).toBe(70);
    } finally {
      for (const [topic] of topics) await probe.publish(topic, '', { retain: true });
    }
  });

  it('power off stops production; power on resumes it', async () => {
    await waitFor(() => mqttConnected(gw.base), 5000, 'connected');
    let after = probe.lastSeq;
    await probe.publish(`solar/${HMS}/cmd/power`, '0');
    await waitFor(() => gw.sim.plant.powerStatus(HMS)?.power_set_status === 'Pending', 5000, 'Pending');
    gw.settle();
    gw.sim.runFor(12);
    gw.settle();
    expect(gw.sim.plant.state(HMS)?.producing).toBe(false);
    await probe.waitFor(`solar/${HMS}/status/producing`, (m) => m.payload === '0', { after });
    expect((await probe.waitFor(`solar/${HMS}/0/power`, () => true, { after })).payload).toBe('0.0');

    after = probe.lastSeq;
    await probe.publish(`solar/${HMS}/cmd/power`, '1');
    await waitFor(() => gw.sim.plant.powerStatus(HMS)?.power_set_status === 'Pending', 5000, 'Pending');
    gw.settle();
    gw.sim.runFor(12);
    gw.settle();
    await probe.waitFor(`solar/${HMS}/status/producing`, (m) => m.payload === '1', { after });
  });
});

describe('retain off and another prefix', () => {
  it('publishes under the new prefix without retain, and the command topics follow', async () => {
    const live = await Probe.connect(broker.url, ['plain/#']);
    try {
      await saveMqttConfig(gw.base, { mqtt_retain: false, mqtt_topic: 'plain/' });
      const online = await live.waitFor('plain/dtu/status', (m) => m.payload === 'online');
      await live.waitFor('plain/dc/is_valid', () => true, { after: online.seq });
      expect(live.last(`plain/${HM}/name`)?.payload).toBe('Roof East');
      const retained = await retainedUnder('plain/#', 'plain/marker');
      expect(retained).toEqual([]);

      await live.publish(`plain/${HM}/cmd/reset_rf_stats`, '1');
      await waitFor(() => gw.sim.plant.state(HM)?.radioStats.tx_request === 0, 5000, 'stats reset');
    } finally {
      await live.close();
      await saveMqttConfig(gw.base, { mqtt_retain: true, mqtt_topic: 'solar/' });
    }
  });
});

describe('reboot', () => {
  it('says offline before going down and online after the boot', async () => {
    await waitFor(() => mqttConnected(gw.base), 5000, 'connected');
    const after = probe.lastSeq;
    await gw.gateway.reboot();
    const offline = await probe.waitFor('solar/dtu/status', (m) => m.payload === 'offline', { after });
    await probe.waitFor('solar/dtu/status', (m) => m.payload === 'online', { after: offline.seq });
    await probe.waitFor(`homeassistant/sensor/${DTU_ID}/uptime/config`, () => true, { after: offline.seq });
    await waitFor(() => mqttConnected(gw.base), 5000, 'connected again');
  });
});
