/**
 * The published topic tree (§8.2) as plain messages. Topics here are relative to the configured prefix
 * (`mqtt.topic`); the connection adds it. Pure functions over the simulation's read-only state.
 */
import { buildTotal, type DeviceInfo, type InverterState } from '../sim/index.ts';
import { channelsOf } from './fields.ts';
import { boolText, fixed, floatText, intText } from './format.ts';

export interface Message {
  topic: string;
  payload: string;
}

/** What the DTU task publishes about the gateway itself. */
export interface DtuFacts {
  uptime: number;
  ip: string;
  hostname: string;
  heap: { size: number; free: number; minfree: number; maxalloc: number };
  /** Present in WiFi mode only. */
  wifi: { rssi: number; bssid: string } | undefined;
  /** °C; NaN when the chip has no reading (then the topic is left out). */
  temperature: number;
}

export function dtuMessages(facts: DtuFacts): Message[] {
  const messages: Message[] = [
    { topic: 'dtu/uptime', payload: intText(facts.uptime) },
    { topic: 'dtu/ip', payload: facts.ip },
    { topic: 'dtu/hostname', payload: facts.hostname },
    { topic: 'dtu/heap/size', payload: intText(facts.heap.size) },
    { topic: 'dtu/heap/free', payload: intText(facts.heap.free) },
    { topic: 'dtu/heap/minfree', payload: intText(facts.heap.minfree) },
    { topic: 'dtu/heap/maxalloc', payload: intText(facts.heap.maxalloc) },
  ];
  if (facts.wifi !== undefined) {
    messages.push({ topic: 'dtu/rssi', payload: intText(facts.wifi.rssi) });
    messages.push({ topic: 'dtu/bssid', payload: facts.wifi.bssid });
  }
  if (!Number.isNaN(facts.temperature)) {
    messages.push({ topic: 'dtu/temperature', payload: floatText(facts.temperature) });
  }
  return messages;
}

/**
 * Totals: AC power, DC power and irradiation over the inverters that are polled right now, yields over
 * the inverters with polling configured (§2.3); `is_valid` = every polled inverter is reachable.
 */
export function totalMessages(states: readonly InverterState[]): Message[] {
  const total = buildTotal(states);
  const polled = states.filter((s) => s.pollEnabled);
  const dcPower = polled.reduce((sum, s) => sum + s.values.inv.powerDc, 0);
  let installed = 0;
  let lit = 0;
  for (const state of polled) {
    state.values.dc.forEach((dc, i) => {
      const maxPower = state.channels[i]?.max_power ?? 0;
      if (maxPower > 0) {
        installed += maxPower;
        lit += dc.power;
      }
    });
  }
  const valid = boolText(polled.every((s) => s.reachable));
  return [
    { topic: 'ac/power', payload: fixed(total.Power.v, total.Power.d) },
    { topic: 'ac/yieldtotal', payload: fixed(total.YieldTotal.v, total.YieldTotal.d) },
    { topic: 'ac/yieldday', payload: fixed(total.YieldDay.v, total.YieldDay.d) },
    { topic: 'ac/is_valid', payload: valid },
    { topic: 'dc/power', payload: fixed(dcPower, polled.length > 0 ? 1 : 0) },
    { topic: 'dc/irradiation', payload: fixed(installed > 0 ? (lit / installed) * 100 : 0, 3) },
    { topic: 'dc/is_valid', payload: valid },
  ];
}

const RADIO_TOPICS = [
  'tx_request',
  'tx_re_request',
  'rx_success',
  'rx_fail_nothing',
  'rx_fail_partial',
  'rx_fail_corrupt',
  'rssi',
] as const;

/** What is published for an inverter every interval (not the channel values). */
export function inverterMessages(state: InverterState, info: DeviceInfo | undefined): Message[] {
  const base = state.serial;
  const messages: Message[] = [{ topic: `${base}/name`, payload: state.name }];
  for (const key of RADIO_TOPICS) {
    messages.push({ topic: `${base}/radio/${key}`, payload: intText(state.radioStats[key]) });
  }
  if (info?.valid_data === true) {
    messages.push(
      { topic: `${base}/device/bootloaderversion`, payload: intText(info.fw_bootloader_version) },
      { topic: `${base}/device/fwbuildversion`, payload: intText(info.fw_build_version) },
      { topic: `${base}/device/fwbuilddatetime`, payload: info.fw_build_datetime },
      { topic: `${base}/device/hwpartnumber`, payload: intText(info.hw_part_number) },
      { topic: `${base}/device/hwversion`, payload: info.hw_version },
    );
  }
  // The absolute limit needs the relative one as well: the device derives it from the limit it read.
  if (state.limitKnown) {
    messages.push({ topic: `${base}/status/limit_relative`, payload: floatText(state.limitRelative) });
    if (state.maxPower > 0) {
      messages.push({
        topic: `${base}/status/limit_absolute`,
        payload: floatText((state.limitRelative * state.maxPower) / 100),
      });
    }
  }
  messages.push(
    { topic: `${base}/status/reachable`, payload: boolText(state.reachable) },
    { topic: `${base}/status/producing`, payload: boolText(state.producing) },
    {
      topic: `${base}/status/last_update`,
      payload: state.lastPacketMs === undefined ? '0' : intText(Math.floor(state.lastPacketMs / 1000)),
    },
  );
  return messages;
}

/** The channel values of the last packet; DC inputs 1-based, each with its configured name. */
export function channelMessages(state: InverterState): Message[] {
  const messages: Message[] = [];
  for (const channel of channelsOf(state)) {
    const base = `${state.serial}/${channel.number}`;
    if (channel.name !== undefined) messages.push({ topic: `${base}/name`, payload: channel.name });
    for (const { spec, value } of channel.fields) {
      messages.push({ topic: `${base}/${spec.name.toLowerCase()}`, payload: fixed(value, spec.digits) });
    }
  }
  return messages;
}
