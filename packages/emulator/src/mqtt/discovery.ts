/**
 * Home Assistant discovery (§8.4): one retained config message per entity, with the abbreviated keys
 * Home Assistant understands. DTU entities hang off a device named after the hostname; each inverter is
 * its own device "via" the DTU. Pure: the caller supplies the settings and the inverter states.
 */
import { hasFeature, type FirmwareRelease } from '@dtu-web/protocol';
import type { InverterState } from '../sim/index.ts';
import { BUTTONS, DTU_SENSORS, NUMBERS, RADIO_SENSORS, RSSI_SENSOR } from './discoveryEntities.ts';
import { channelsOf } from './fields.ts';

export interface DiscoverySettings {
  /** `mqtt.topic`, e.g. "solar/". */
  prefix: string;
  /** The LWT topic relative to the prefix and its two values. */
  lwt: { topic: string; online: string; offline: string };
  hass: { topic: string; retain: boolean; expire: boolean; individualPanels: boolean };
  dtu: { hostname: string; chipId: number; ip: string; firmware: string };
  pollIntervalSeconds: number;
  publishIntervalSeconds: number;
  /** The gateway's release: which DTU sensors it announces (default v24.10.6). */
  release?: FirmwareRelease;
}

export interface DiscoveryInverter {
  state: InverterState;
  reachableThreshold: number;
}

export interface DiscoveryMessage {
  /** Full topic, starting with the hass topic. */
  topic: string;
  /** JSON text, or "" to remove an entity. */
  payload: string;
  retain: boolean;
}

export interface DeviceBlock {
  name: string;
  ids: string;
  cu: string;
  mf: string;
  mdl: string;
  sw: string;
  via_device?: string;
}

export type EntityPayload = Record<string, string | number | DeviceBlock>;

type Component = 'sensor' | 'binary_sensor' | 'button' | 'number';

/** Object ids come from the entity name: lower case, spaces as underscores ("RX Success" → rx_success). */
export function objectId(name: string): string {
  return name.toLowerCase().replaceAll(' ', '_');
}

/** The DTU's node id and device `ids`: hostname and decimal chip id. */
export function dtuUniqueId(settings: DiscoverySettings): string {
  return `${settings.dtu.hostname}_${settings.dtu.chipId}`;
}

function dtuDevice(settings: DiscoverySettings): DeviceBlock {
  return {
    name: settings.dtu.hostname,
    ids: dtuUniqueId(settings),
    cu: `http://${settings.dtu.ip}`,
    mf: 'OpenDTU',
    mdl: 'OpenDTU',
    sw: settings.dtu.firmware,
  };
}

function inverterDevice(settings: DiscoverySettings, state: InverterState): DeviceBlock {
  return {
    name: state.name,
    ids: state.serial,
    cu: `http://${settings.dtu.ip}`,
    mf: 'OpenDTU',
    mdl: state.typeName,
    sw: settings.dtu.firmware,
    via_device: dtuUniqueId(settings),
  };
}

/** Drops the keys an entity does not have (no unit, icon, class or category). */
function compact(entries: Record<string, string | number | DeviceBlock | undefined>): EntityPayload {
  const out: EntityPayload = {};
  for (const [key, value] of Object.entries(entries)) {
    if (value !== undefined) out[key] = value;
  }
  return out;
}

class Builder {
  readonly messages: DiscoveryMessage[] = [];
  constructor(private readonly settings: DiscoverySettings) {}

  add(component: Component, node: string, object: string, payload: EntityPayload): void {
    const { hass } = this.settings;
    this.messages.push({
      topic: `${hass.topic}${component}/${node}/${object}/config`,
      payload: JSON.stringify(payload),
      retain: hass.retain,
    });
  }

  /** An empty payload removes the entity; retained, so that it also replaces a retained config. */
  remove(component: Component, node: string, object: string): void {
    this.messages.push({
      topic: `${this.settings.hass.topic}${component}/${node}/${object}/config`,
      payload: '',
      retain: true,
    });
  }
}

function addDtu(builder: Builder, settings: DiscoverySettings): void {
  const node = dtuUniqueId(settings);
  const dev = dtuDevice(settings);
  const lwtTopic = settings.prefix + settings.lwt.topic;
  const release = settings.release ?? 'v24.10.6';
  for (const sensor of DTU_SENSORS) {
    if (sensor.since !== undefined && !hasFeature(release, sensor.since)) continue;
    builder.add(
      'sensor',
      node,
      objectId(sensor.name),
      compact({
        name: sensor.name,
        uniq_id: `${node}_${objectId(sensor.name)}`,
        stat_t: settings.prefix + sensor.subtopic,
        unit_of_meas: sensor.unit,
        ic: sensor.icon,
        dev_cla: sensor.deviceClass,
        stat_cla: sensor.stateClass,
        ent_cat: sensor.category,
        avty_t: lwtTopic,
        pl_avail: settings.lwt.online,
        pl_not_avail: settings.lwt.offline,
        dev,
      }),
    );
  }
  builder.add('binary_sensor', node, 'status', {
    name: 'Status',
    uniq_id: `${node}_status`,
    stat_t: lwtTopic,
    pl_on: settings.lwt.online,
    pl_off: settings.lwt.offline,
    dev_cla: 'connectivity',
    ent_cat: 'diagnostic',
    dev,
  });
}

/** `exp_aft`: how long Home Assistant keeps a field value before it shows it as unavailable. */
export function expireAfter(
  settings: DiscoverySettings,
  inverterCount: number,
  reachableThreshold: number,
): number {
  return (
    inverterCount *
    Math.max(settings.pollIntervalSeconds, settings.publishIntervalSeconds) *
    reachableThreshold
  );
}

function addInverter(
  builder: Builder,
  settings: DiscoverySettings,
  inverter: DiscoveryInverter,
  inverterCount: number,
): void {
  const { state } = inverter;
  const node = `dtu_${state.serial}`;
  const dev = inverterDevice(settings, state);
  const base = `${settings.prefix}${state.serial}/`;
  const uniq = (name: string): string => `${state.serial}_${objectId(name)}`;

  for (const button of BUTTONS) {
    builder.add(
      'button',
      node,
      objectId(button.name),
      compact({
        name: button.name,
        uniq_id: uniq(button.name),
        cmd_t: `${base}cmd/${button.command}`,
        payload_press: button.press,
        ic: button.icon,
        dev_cla: button.deviceClass,
        ent_cat: 'config',
        dev,
      }),
    );
  }
  for (const number of NUMBERS) {
    builder.add('number', node, objectId(number.name), {
      name: number.name,
      uniq_id: uniq(number.name),
      cmd_t: `${base}cmd/${objectId(number.name)}`,
      stat_t: `${base}status/${number.state}`,
      unit_of_meas: number.unit,
      ic: 'mdi:speedometer',
      ent_cat: 'config',
      min: 0,
      max: number.max,
      step: number.step,
      dev,
    });
  }
  builder.add('binary_sensor', node, 'reachable', {
    name: 'Reachable',
    uniq_id: uniq('Reachable'),
    stat_t: `${base}status/reachable`,
    pl_on: '1',
    pl_off: '0',
    dev_cla: 'connectivity',
    ent_cat: 'diagnostic',
    dev,
  });
  builder.add('binary_sensor', node, 'producing', {
    name: 'Producing',
    uniq_id: uniq('Producing'),
    stat_t: `${base}status/producing`,
    pl_on: '1',
    pl_off: '0',
    dev,
  });
  for (const sensor of [...RADIO_SENSORS, RSSI_SENSOR]) {
    builder.add(
      'sensor',
      node,
      objectId(sensor.name),
      compact({
        name: sensor.name,
        uniq_id: uniq(sensor.name),
        stat_t: base + sensor.subtopic,
        unit_of_meas: sensor.unit,
        dev_cla: sensor.deviceClass,
        ent_cat: sensor.category,
        // Radio statistics turn unavailable with the DTU (§8.4), like the DTU's own sensors.
        avty_t: settings.prefix + settings.lwt.topic,
        pl_avail: settings.lwt.online,
        pl_not_avail: settings.lwt.offline,
        dev,
      }),
    );
  }

  const expire = settings.hass.expire
    ? expireAfter(settings, inverterCount, inverter.reachableThreshold)
    : undefined;
  for (const channel of channelsOf(state)) {
    const clear = channel.kind === 'DC' && !settings.hass.individualPanels;
    for (const { spec } of channel.fields) {
      const id = `ch${channel.number}_${spec.name}`;
      const name = channel.kind === 'DC' ? `CH${channel.number} ${spec.name}` : spec.name;
      if (clear) {
        builder.remove('sensor', node, id);
        continue;
      }
      const payload = compact({
        name,
        stat_t: `${base}${channel.number}/${spec.name.toLowerCase()}`,
        uniq_id: `${state.serial}_${id}`,
        unit_of_meas: spec.unit === '' ? undefined : spec.unit,
        dev_cla: spec.deviceClass,
        stat_cla: spec.stateClass,
        exp_aft: expire,
        dev,
      });
      builder.add('sensor', node, id, payload);
    }
  }
}

/** Every discovery message: the DTU's entities, then each inverter's. */
export function discoveryMessages(
  settings: DiscoverySettings,
  inverters: readonly DiscoveryInverter[],
): DiscoveryMessage[] {
  const builder = new Builder(settings);
  addDtu(builder, settings);
  for (const inverter of inverters) addInverter(builder, settings, inverter, inverters.length);
  return builder.messages;
}
