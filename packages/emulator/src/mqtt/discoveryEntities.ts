/**
 * The Home Assistant entities the gateway announces (§8.4), apart from the per-field sensors: name (the
 * object id derives from it), state or command topic below the prefix, unit, icon and classes.
 */

import type { FirmwareFeature } from '@dtu-web/protocol';

export interface SensorSpec {
  name: string;
  subtopic: string;
  unit?: string;
  icon?: string;
  deviceClass?: string;
  stateClass?: string;
  category?: 'diagnostic' | 'config';
  /** Announced from the release with this feature on (firmware-versions §6, MQTT). */
  since?: FirmwareFeature;
}

export const DTU_SENSORS: readonly SensorSpec[] = [
  { name: 'IP', subtopic: 'dtu/ip', icon: 'mdi:network-outline', category: 'diagnostic' },
  {
    name: 'WiFi Signal',
    subtopic: 'dtu/rssi',
    unit: 'dBm',
    deviceClass: 'signal_strength',
    category: 'diagnostic',
  },
  { name: 'Uptime', subtopic: 'dtu/uptime', unit: 's', deviceClass: 'duration', category: 'diagnostic' },
  {
    name: 'Temperature',
    subtopic: 'dtu/temperature',
    unit: '°C',
    deviceClass: 'temperature',
    stateClass: 'measurement',
    category: 'diagnostic',
  },
  ...(
    [
      ['Heap Size', 'size'],
      ['Heap Free', 'free'],
      ['Largest Free Heap Block', 'maxalloc'],
      ['Lifetime Minimum Free Heap', 'minfree'],
    ] as const
  ).map(([name, key]): SensorSpec => ({
    name,
    subtopic: `dtu/heap/${key}`,
    unit: 'Bytes',
    icon: 'mdi:memory',
    category: 'diagnostic',
  })),
  {
    name: 'Yield Total',
    subtopic: 'ac/yieldtotal',
    unit: 'kWh',
    deviceClass: 'energy',
    stateClass: 'total_increasing',
  },
  {
    name: 'Yield Day',
    subtopic: 'ac/yieldday',
    unit: 'Wh',
    deviceClass: 'energy',
    stateClass: 'total_increasing',
  },
  { name: 'AC Power', subtopic: 'ac/power', unit: 'W', deviceClass: 'power', stateClass: 'measurement' },
  {
    name: 'DC Power',
    subtopic: 'dc/power',
    unit: 'W',
    deviceClass: 'power',
    stateClass: 'measurement',
    since: 'hassDcPowerSensor',
  },
];

export const RADIO_SENSORS: readonly SensorSpec[] = [
  ['TX Requests', 'tx_request'],
  ['RX Success', 'rx_success'],
  ['RX Fail Receive Nothing', 'rx_fail_nothing'],
  ['RX Fail Receive Partial', 'rx_fail_partial'],
  ['RX Fail Receive Corrupt', 'rx_fail_corrupt'],
  ['TX Re-Request Fragment', 'tx_re_request'],
].map(([name = '', key = '']) => ({ name, subtopic: `radio/${key}`, category: 'diagnostic' }));

export const RSSI_SENSOR: SensorSpec = {
  name: 'RSSI',
  subtopic: 'radio/rssi',
  unit: 'dBm',
  deviceClass: 'signal_strength',
  category: 'diagnostic',
};

export interface ButtonSpec {
  name: string;
  command: string;
  press: string;
  icon?: string;
  deviceClass?: string;
}

export const BUTTONS: readonly ButtonSpec[] = [
  { name: 'Turn Inverter Off', command: 'power', press: '0', icon: 'mdi:power-plug-off' },
  { name: 'Turn Inverter On', command: 'power', press: '1', icon: 'mdi:power-plug' },
  { name: 'Restart Inverter', command: 'restart', press: '1', deviceClass: 'restart' },
  { name: 'Reset Radio Statistics', command: 'reset_rf_stats', press: '1' },
];

/** The API's absolute-limit ceiling, which Home Assistant's number entity offers as its maximum. */
export const MAX_ABSOLUTE_LIMIT = 2250;

export const NUMBERS = (['NonPersistent', 'Persistent'] as const).flatMap((kind) => [
  { name: `Limit ${kind} Relative`, state: 'limit_relative', unit: '%', max: 100, step: 0.1 },
  { name: `Limit ${kind} Absolute`, state: 'limit_absolute', unit: 'W', max: MAX_ABSOLUTE_LIMIT, step: 1 },
]);
