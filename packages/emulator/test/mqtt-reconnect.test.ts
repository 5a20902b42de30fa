/**
 * Broker loss and login against a real Mosquitto: the client comes back when the broker does (same
 * port), re-announces itself and discovery, and /api/mqtt/status follows the real connection state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { Probe } from './support/mqttProbe.ts';

const INVERTERS = [
  inverterConfig(SERIAL.hm2, { name: 'Balcony' }),
  inverterConfig(SERIAL.hmt6, { name: 'Barn' }),
];
const DTU_ID = 'OpenDTU-1A2B3C_1715004';

describe('broker loss', () => {
  let broker: Broker;
  let gw: MqttTestGateway;

  beforeAll(async () => {
    broker = await startMosquitto();
    gw = await startMqttGateway(
      { mqtt: { enabled: true, hostname: '127.0.0.1', port: broker.port, hass: { enabled: true } } },
      INVERTERS,
    );
  });

  afterAll(async () => {
    await gw.close();
    await broker.dispose();
  });

  it('reports disconnected while the broker is down, then reconnects and re-publishes', async () => {
    await waitFor(() => mqttConnected(gw.base), 5000, 'connected');
    await broker.stop();
    await waitFor(async () => !(await mqttConnected(gw.base)), 5000, 'mqtt_connected false');

    // A restarted Mosquitto without persistence has forgotten every retained message.
    await broker.restart();
    const probe = await Probe.connect(broker.url, ['solar/#', 'homeassistant/#']);
    try {
      await probe.waitFor('solar/dtu/status', (m) => m.payload === 'online');
      await waitFor(() => mqttConnected(gw.base), 5000, 'mqtt_connected true');
      const config = await probe.waitFor(`homeassistant/sensor/${DTU_ID}/uptime/config`);
      expect(JSON.parse(config.payload)).toMatchObject({ stat_t: 'solar/dtu/uptime', unit_of_meas: 's' });
      await probe.waitFor(`homeassistant/button/dtu_${SERIAL.hmt6}/restart_inverter/config`);
      expect((await probe.waitFor(`solar/${SERIAL.hmt6}/name`)).payload).toBe('Barn');
      expect((await probe.waitFor(`solar/${SERIAL.hm2}/status/reachable`)).payload).toBe('1');
    } finally {
      await probe.close();
    }
  });

  it('stops when MQTT is disabled and says offline', async () => {
    const probe = await Probe.connect(broker.url, ['solar/dtu/status']);
    try {
      await waitFor(() => mqttConnected(gw.base), 5000, 'connected');
      await probe.waitFor('solar/dtu/status', (m) => m.payload === 'online');
      const before = probe.lastSeq;
      await saveMqttConfig(gw.base, { mqtt_enabled: false });
      const offline = await probe.waitFor('solar/dtu/status', () => true, { after: before });
      expect(offline.payload).toBe('offline');
      expect(await mqttConnected(gw.base)).toBe(false);
    } finally {
      await probe.close();
    }
  });
});

describe('broker login', () => {
  let broker: Broker;
  let gw: MqttTestGateway;
  const log: string[] = [];

  beforeAll(async () => {
    broker = await startMosquitto({ users: { dtu: 's3cret' } });
    gw = await startMqttGateway(
      {
        mqtt: {
          enabled: true,
          hostname: '127.0.0.1',
          port: broker.port,
          username: 'dtu',
          password: 'wrong',
          clientid: 'dtu-login-test',
        },
      },
      INVERTERS,
      { ...FAST, log: (line) => log.push(line) },
    );
  });

  afterAll(async () => {
    await gw.close();
    await broker.dispose();
  });

  it('is refused with a wrong password and connects once the password is right', async () => {
    await waitFor(() => log.some((line) => /not authori[sz]ed/i.test(line)), 5000, 'the refusal');
    expect(await mqttConnected(gw.base)).toBe(false);

    await saveMqttConfig(gw.base, { mqtt_password: 's3cret' });
    await waitFor(() => mqttConnected(gw.base), 5000, 'connected');
    const status = (await (
      await fetch(`${gw.base}/api/mqtt/status`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } })
    ).json()) as Record<string, unknown>;
    expect(status).toMatchObject({
      mqtt_connected: true,
      mqtt_clientid: 'dtu-login-test',
      mqtt_username: 'dtu',
    });
  });
});
