/**
 * Home Assistant discovery against a real Mosquitto: the DTU's and the inverters' config messages field by
 * field, retained per hass.retain, the DC clearing rule, and re-publishing after config changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inverterConfig, SERIAL } from '../src/sim/testkit.ts';
import { startMosquitto, type Broker } from './support/mosquitto.ts';
import { FAST, saveMqttConfig, startMqttGateway, type MqttTestGateway } from './support/mqttGateway.ts';
import { Probe, retainedUnder, type Received } from './support/mqttProbe.ts';

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

beforeAll(async () => {
  broker = await startMosquitto();
  probe = await Probe.connect(broker.url, ['solar/dtu/status', 'homeassistant/#']);
  gw = await startMqttGateway(
    {
      wifi: { ssid: 'Home' },
      mqtt: { enabled: true, hostname: '127.0.0.1', port: broker.port, hass: { enabled: true } },
    },
    INVERTERS,
    FAST,
  );
});

afterAll(async () => {
  await gw.close();
  await probe.close();
  await broker.dispose();
});

const json = (message: Received): unknown => JSON.parse(message.payload);

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
    const retained = await retainedUnder(
      broker.url,
      `homeassistant/sensor/dtu_${HMS}/#`,
      `homeassistant/marker/${HMS}`,
    );
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
