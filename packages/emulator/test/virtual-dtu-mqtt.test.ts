/**
 * The virtual DTU as the command line assembles it: the MQTT client publishes the runtime's plant and
 * its commands act on the same plant the HTTP API shows (a real Mosquitto in between).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, waitFor } from './support/gateway.ts';
import { startRuntimeGateway, SUMMER_NOON, type RuntimeTest } from './support/runtime.ts';
import { startMosquitto, type Broker } from './support/mosquitto.ts';
import { FAST, mqttConnected, saveMqttConfig } from './support/mqttGateway.ts';
import { Probe } from './support/mqttProbe.ts';

const ROOF = '116180123456';

let broker: Broker;
let probe: Probe;
let t: RuntimeTest;

beforeAll(async () => {
  broker = await startMosquitto();
  probe = await Probe.connect(broker.url, ['solar/#']);
  t = await startRuntimeGateway({ start: SUMMER_NOON, runtime: { demoInverters: 1 }, mqtt: FAST });
  t.advance(10);
  await saveMqttConfig(t.base, { mqtt_enabled: true, mqtt_hostname: '127.0.0.1', mqtt_port: broker.port });
  await waitFor(() => mqttConnected(t.base), 5000, 'mqtt_connected');
});

afterAll(async () => {
  await t.close();
  await probe.close();
  await broker.dispose();
});

describe('MQTT with the plant runtime', () => {
  it('publishes the demo inverter the HTTP API shows', async () => {
    await probe.waitFor(`solar/${ROOF}/name`, (m) => m.payload === 'Roof');
    const reachable = await probe.waitFor(`solar/${ROOF}/status/reachable`);
    expect(reachable.payload).toBe('1');
    const live = (await getJson(t.base, `/api/livedata/status?inv=${ROOF}`, {})) as {
      inverters: { INV: { '0': { YieldTotal: { v: number } } } }[];
    };
    const total = await probe.waitFor('solar/ac/yieldtotal');
    expect(Number(total.payload)).toBeCloseTo(live.inverters[0]?.INV['0'].YieldTotal.v ?? Number.NaN, 2);
  });

  it('a limit command over MQTT reaches the same plant', async () => {
    await probe.publish(`solar/${ROOF}/cmd/limit_nonpersistent_relative`, '40', { qos: 0 });
    const status = async (): Promise<{ limit_relative: number; limit_set_status: string } | undefined> =>
      (
        (await getJson(t.base, '/api/limit/status', {})) as Record<
          string,
          { limit_relative: number; limit_set_status: string }
        >
      )[ROOF];
    await waitFor(async () => (await status())?.limit_set_status === 'Pending', 5000, 'Pending');
    t.advance(4);
    expect(await status()).toMatchObject({ limit_relative: 40, limit_set_status: 'Ok' });
  });
});
