/**
 * MQTT per release against a real Mosquitto (firmware-versions §6, MQTT): `dtu/uptime` wraps after
 * 2^32 ms before v25.1.14 and not after; from v25.5.10 the Home Assistant config is published at most
 * once a minute (a request within it waits for its end), before at once every time.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EmulatedClock } from '../src/ntp/clock.ts';
import { inverterConfig, SERIAL } from '../src/sim/testkit.ts';
import { startMosquitto, type Broker } from './support/mosquitto.ts';
import { FAST, startMqttGateway, type MqttTestGateway } from './support/mqttGateway.ts';
import { Probe } from './support/mqttProbe.ts';

const DTU_ID = 'OpenDTU-1A2B3C_1715004';
const IP_CONFIG = `homeassistant/sensor/${DTU_ID}/ip/config`;
const MQTT = { enabled: true, hostname: '127.0.0.1', hass: { enabled: true } };
/** The gap the test gives the rate limit: long against two publish rounds (150 ms), short to wait out. */
const GAP_MS = 3000;
const WRAP_S = 2 ** 32 / 1000;

let broker: Broker;
let gw: MqttTestGateway | undefined;
let probe: Probe | undefined;

beforeAll(async () => {
  broker = await startMosquitto();
});
afterEach(async () => {
  await gw?.close();
  await probe?.close();
  gw = undefined;
  probe = undefined;
});
afterAll(async () => {
  await broker.dispose();
});

describe.each([
  ['v24.11.7', true],
  ['v25.1.14', false],
] as const)('OpenDTU %s: dtu/uptime after 50 days', (firmware, wraps) => {
  it(wraps ? 'restarts from 0 after 2^32 ms' : 'keeps counting', async () => {
    const time = { ms: 0 };
    const clock = new EmulatedClock({ source: () => time.ms, start: Date.parse('2025-06-21T10:00:00Z') });
    // A prefix of its own: the other release's retained uptime is not this one's.
    const prefix = `uptime-${firmware}/`;
    probe = await Probe.connect(broker.url, [`${prefix}dtu/uptime`]);
    const mqtt = { ...MQTT, port: broker.port, topic: prefix };
    gw = await startMqttGateway({ mqtt }, [], FAST, { firmware, clock });
    const uptime = 50 * 86_400;
    time.ms = uptime * 1000;
    const after = probe.lastSeq;
    const message = await probe.waitFor(`${prefix}dtu/uptime`, () => true, { after });
    expect(Number(message.payload)).toBe(wraps ? Math.floor(uptime - WRAP_S) : uptime);
  });
});

describe.each([
  ['v25.1.14', false],
  ['v25.5.10', true],
] as const)('OpenDTU %s: Home Assistant config after an inverter change', (firmware, limited) => {
  it(
    limited ? 'waits for the end of the minute since the last publish' : 'is published at once',
    async () => {
      probe = await Probe.connect(broker.url, ['homeassistant/#', 'solar/dtu/uptime']);
      const inverters = [inverterConfig(SERIAL.hm4, { name: 'Roof' })];
      gw = await startMqttGateway(
        { mqtt: { ...MQTT, port: broker.port } },
        inverters,
        {
          ...FAST,
          hassConfigGapMs: GAP_MS,
        },
        { firmware },
      );
      const running = gw;
      const rename = async (name: string): Promise<number> => {
        const after = probe?.lastSeq ?? 0;
        await running.gateway.ctx.store.save('inverter', (c) => {
          const slot = c.inverters[0];
          if (slot !== undefined) slot.name = name;
        });
        return after;
      };
      const watch = probe;
      await watch.waitFor(IP_CONFIG);
      // A first change (at once, or once the connect's minute is over), then a second right after it.
      const first = await rename('Roof East');
      await watch.waitFor(IP_CONFIG, () => true, { after: first, timeoutMs: 10_000 });
      const second = await rename('Roof West');
      // Two rounds of the DTU topics later — published after the config would have been, had it gone out.
      const round = await watch.waitFor('solar/dtu/uptime', () => true, { after: second });
      await watch.waitFor('solar/dtu/uptime', () => true, { after: round.seq });
      expect(watch.topicsSince(second).has(IP_CONFIG)).toBe(!limited);
      // Deferred, not dropped: it comes when the gap is over.
      await watch.waitFor(IP_CONFIG, () => true, { after: second, timeoutMs: 10_000 });
    },
  );
});
