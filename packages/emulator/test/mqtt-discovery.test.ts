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
