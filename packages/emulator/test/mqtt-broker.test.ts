/**
 * The MQTT client against a real Mosquitto: LWT, the topic tree, the per-channel publish rule, retain
 * flags, Home Assistant discovery, config changes, commands and reboots, seen by a real subscriber.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floatText } from '../src/mqtt/format.ts';
import { inverterConfig, SERIAL } from '../src/sim/testkit.ts';
import { waitFor } from './support/gateway.ts';
import { startMosquitto, type Broker } from './support/mosquitto.ts';
import {
  FAST,
  mqttConnected,
  saveMqttConfig,
  startMqttGateway,
  type MqttTestGateway,
} from './support/mqttGateway.ts';
import { Probe, retainedUnder, type Received } from './support/mqttProbe.ts';

const HM = SERIAL.hm4;
const HMS = SERIAL.hms2;
const INVERTERS = [inverterConfig(HM, { name: 'Roof East' }), inverterConfig(HMS, { name: 'Garage' })];
const DTU_ID = 'OpenDTU-1A2B3C_1715004';

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

describe('connection', () => {
  it('announces itself online, retained, and /api/mqtt/status reports connected', async () => {
    await probe.waitFor('solar/dtu/status', (m) => m.payload === 'online');
    await waitFor(() => mqttConnected(gw.base), 5000, 'mqtt_connected');
    const retained = await retainedUnder(broker.url, 'solar/dtu/status', 'solar/test/marker');
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
    const retained = await retainedUnder(broker.url, `solar/${HM}/#`, `solar/${HM}/marker`);
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
      const retained = await retainedUnder(broker.url, 'plain/#', 'plain/marker');
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
