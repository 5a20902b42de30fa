/** The published topic tree (§8.2) built from simulated inverters, without a broker. */
import { describe, expect, it } from 'vitest';
import { fixed, floatText } from '../src/mqtt/format.ts';
import {
  channelMessages,
  dtuMessages,
  inverterMessages,
  totalMessages,
  type Message,
} from '../src/mqtt/topics.ts';
import { berlinTime, inverterConfig, SERIAL, testPlant } from '../src/sim/testkit.ts';

const asMap = (messages: readonly Message[]): Map<string, string> =>
  new Map(messages.map((m) => [m.topic, m.payload]));

const NOON = berlinTime(6, 21, 12);

describe('payload formatting', () => {
  it('writes the field digits, two decimals for bare floats and never "-0"', () => {
    expect(fixed(231.25, 1)).toBe('231.3');
    expect(fixed(612, 0)).toBe('612');
    expect(fixed(1.5, 3)).toBe('1.500');
    expect(fixed(-0.01, 1)).toBe('0.0');
    expect(floatText(50)).toBe('50.00');
  });
});

describe('DTU topics', () => {
  const facts = {
    uptime: 3723,
    ip: '192.168.1.50',
    hostname: 'OpenDTU-1A2B3C',
    heap: { size: 327680, free: 150000, minfree: 140000, maxalloc: 77812 },
    wifi: { rssi: -61, bssid: 'C8:0E:14:3A:7B:21' },
    temperature: 43.25,
  };

  it('publishes uptime, network, heap, WiFi and temperature', () => {
    expect(dtuMessages(facts)).toEqual([
      { topic: 'dtu/uptime', payload: '3723' },
      { topic: 'dtu/ip', payload: '192.168.1.50' },
      { topic: 'dtu/hostname', payload: 'OpenDTU-1A2B3C' },
      { topic: 'dtu/heap/size', payload: '327680' },
      { topic: 'dtu/heap/free', payload: '150000' },
      { topic: 'dtu/heap/minfree', payload: '140000' },
      { topic: 'dtu/heap/maxalloc', payload: '77812' },
      { topic: 'dtu/rssi', payload: '-61' },
      { topic: 'dtu/bssid', payload: 'C8:0E:14:3A:7B:21' },
      { topic: 'dtu/temperature', payload: '43.25' },
    ]);
  });

  it('leaves out WiFi outside WiFi mode and a temperature that is NaN', () => {
    const topics = dtuMessages({ ...facts, wifi: undefined, temperature: Number.NaN }).map((m) => m.topic);
    expect(topics).not.toContain('dtu/rssi');
    expect(topics).not.toContain('dtu/bssid');
    expect(topics).not.toContain('dtu/temperature');
    expect(topics).toContain('dtu/heap/maxalloc');
  });
});

describe('inverter topics', () => {
  it('before the first contact: name, radio and status only, last_update 0', () => {
    const { plant } = testPlant(NOON, [inverterConfig(SERIAL.hm4, { name: 'Roof' })]);
    const state = plant.states()[0];
    if (state === undefined) throw new Error('no inverter');
    const topics = asMap(inverterMessages(state, plant.deviceInfo(state.serial)));
    const base = SERIAL.hm4;
    expect([...topics.keys()]).toEqual([
      `${base}/name`,
      `${base}/radio/tx_request`,
      `${base}/radio/tx_re_request`,
      `${base}/radio/rx_success`,
      `${base}/radio/rx_fail_nothing`,
      `${base}/radio/rx_fail_partial`,
      `${base}/radio/rx_fail_corrupt`,
      `${base}/radio/rssi`,
      `${base}/status/reachable`,
      `${base}/status/producing`,
      `${base}/status/last_update`,
    ]);
    expect(topics.get(`${base}/name`)).toBe('Roof');
    expect(topics.get(`${base}/radio/rssi`)).toBe('-127');
    expect(topics.get(`${base}/status/last_update`)).toBe('0');
  });

  it('after polls: device info as raw integers, the limit, epoch seconds of the last packet', () => {
    const tp = testPlant(NOON, [inverterConfig(SERIAL.hm4), inverterConfig(SERIAL.herf1)]);
    tp.runFor(60);
    const [hm, herf] = tp.plant.states();
    if (hm === undefined || herf === undefined) throw new Error('missing inverters');
    const info = tp.plant.deviceInfo(hm.serial);
    const topics = asMap(inverterMessages(hm, info));
    const base = hm.serial;
    expect(topics.get(`${base}/device/bootloaderversion`)).toBe(String(info?.fw_bootloader_version));
    expect(topics.get(`${base}/device/fwbuildversion`)).toBe('10018');
    expect(topics.get(`${base}/device/fwbuilddatetime`)).toBe('2020-06-24 16:31:00');
    expect(topics.get(`${base}/device/hwpartnumber`)).toBe(String(info?.hw_part_number));
    expect(topics.get(`${base}/device/hwversion`)).toBe('01.00');
    expect(topics.get(`${base}/status/limit_relative`)).toBe('100.00');
    expect(topics.get(`${base}/status/limit_absolute`)).toBe(floatText(hm.maxPower));
    expect(topics.get(`${base}/status/reachable`)).toBe('1');
    expect(topics.get(`${base}/status/producing`)).toBe('1');
    expect(topics.get(`${base}/radio/rx_success`)).toBe(String(hm.radioStats.rx_success));
    expect(Number(topics.get(`${base}/status/last_update`))).toBe(Math.floor((hm.lastPacketMs ?? 0) / 1000));
    expect(Number(topics.get(`${base}/status/last_update`))).toBeGreaterThan(NOON / 1000 - 60);

    // HERF-300 has no max power in the part-number table: a relative limit, no absolute one.
    const herfTopics = asMap(inverterMessages(herf, tp.plant.deviceInfo(herf.serial)));
    expect(herfTopics.get(`${herf.serial}/status/limit_relative`)).toBe('100.00');
    expect(herfTopics.has(`${herf.serial}/status/limit_absolute`)).toBe(false);
  });
});

describe('channel topics', () => {
  it('AC and INV on channel 0, DC inputs 1-based with their names, values with the field digits', () => {
    const tp = testPlant(NOON, [inverterConfig(SERIAL.hm4)]);
    tp.runFor(30);
    const state = tp.plant.states()[0];
    if (state === undefined) throw new Error('no inverter');
    const topics = asMap(channelMessages(state));
    const s = state.serial;
    const { ac, dc, inv } = state.values;
    expect(topics.get(`${s}/0/power`)).toBe(ac.power.toFixed(1));
    expect(topics.get(`${s}/0/voltage`)).toMatch(/^\d+\.\d$/);
    expect(topics.get(`${s}/0/current`)).toMatch(/^\d+\.\d\d$/);
    expect(topics.get(`${s}/0/frequency`)).toMatch(/^\d+\.\d\d$/);
    expect(topics.get(`${s}/0/powerfactor`)).toMatch(/^\d\.\d{3}$/);
    expect(topics.get(`${s}/0/reactivepower`)).toMatch(/^\d+\.\d$/);
    expect(topics.get(`${s}/0/powerdc`)).toBe(inv.powerDc.toFixed(1));
    expect(topics.get(`${s}/0/yieldday`)).toBe(String(inv.yieldDay));
    expect(topics.get(`${s}/0/yieldtotal`)).toBe(inv.yieldTotal.toFixed(3));
    expect(topics.get(`${s}/0/temperature`)).toMatch(/^\d+\.\d$/);
    expect(topics.get(`${s}/0/efficiency`)).toMatch(/^\d+\.\d{3}$/);
    expect(topics.get(`${s}/1/name`)).toBe('East');
    expect(topics.get(`${s}/2/name`)).toBe('West');
    expect(topics.get(`${s}/1/power`)).toBe(dc[0]?.power.toFixed(1));
    expect(topics.get(`${s}/4/current`)).toBe(dc[3]?.current.toFixed(2));
    expect(topics.get(`${s}/1/yieldday`)).toMatch(/^\d+$/);
    expect(topics.get(`${s}/1/irradiation`)).toBe(dc[0]?.irradiation.toFixed(3));
    // No max power on input 3: irradiation is still there, as 0.
    expect(topics.get(`${s}/3/irradiation`)).toBe('0.000');
    expect(topics.has(`${s}/0/name`)).toBe(false);
    expect(topics.has(`${s}/5/power`)).toBe(false);
    // HMT per-phase values are not published (and nothing beyond the listed fields).
    expect(topics.size).toBe(6 + 5 + 4 * 7);
  });
});

describe('totals', () => {
  it('sums polled inverters; all reachable → is_valid 1', () => {
    const tp = testPlant(NOON, [inverterConfig(SERIAL.hm4), inverterConfig(SERIAL.hms2)]);
    tp.runFor(60);
    const states = tp.plant.states();
    const topics = asMap(totalMessages(states));
    const acPower = states.reduce((sum, s) => sum + s.values.ac.power, 0);
    const dcPower = states.reduce((sum, s) => sum + s.values.inv.powerDc, 0);
    expect(topics.get('ac/power')).toBe(acPower.toFixed(1));
    expect(topics.get('dc/power')).toBe(dcPower.toFixed(1));
    expect(topics.get('ac/yieldday')).toBe(String(states.reduce((sum, s) => sum + s.values.inv.yieldDay, 0)));
    expect(topics.get('ac/yieldtotal')).toMatch(/^\d+\.\d{3}$/);
    expect(topics.get('dc/irradiation')).toMatch(/^\d+\.\d{3}$/);
    expect(Number(topics.get('dc/irradiation'))).toBeGreaterThan(0);
    expect(topics.get('ac/is_valid')).toBe('1');
    expect(topics.get('dc/is_valid')).toBe('1');
  });

  it('without polled inverters: power with 0 digits, is_valid 1', () => {
    const topics = asMap(totalMessages([]));
    expect(topics.get('ac/power')).toBe('0');
    expect(topics.get('dc/power')).toBe('0');
    // The total's digits: 0 without inverters (§2.3), so "0" like the device.
    expect(topics.get('ac/yieldtotal')).toBe('0');
    expect(topics.get('dc/irradiation')).toBe('0.000');
    expect(topics.get('ac/is_valid')).toBe('1');
  });
});
