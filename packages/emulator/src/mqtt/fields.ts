/**
 * The inverter's statistics fields as MQTT sees them (§8.2, §8.4): which fields each channel has, their
 * units, digits and Home Assistant classes, and the channel numbers used in topics (AC and INV are
 * channel 0, DC inputs are numbered from 1).
 */
import type { InverterState, ReportedDc, ReportedValues } from '../sim/index.ts';

export type FieldName =
  | 'Power'
  | 'Voltage'
  | 'Current'
  | 'YieldDay'
  | 'YieldTotal'
  | 'Frequency'
  | 'Temperature'
  | 'PowerFactor'
  | 'ReactivePower'
  | 'Efficiency'
  | 'Irradiation'
  | 'PowerDC';

export type ChannelKind = 'AC' | 'DC' | 'INV';

export interface FieldSpec {
  name: FieldName;
  unit: string;
  /** Decimals of the published value (live data's `d`, §2.2). */
  digits: number;
  /** Home Assistant `dev_cla`; undefined for fields without one. */
  deviceClass: string | undefined;
  /** Home Assistant `stat_cla`; undefined with the device class (Efficiency, Irradiation: §8.4). */
  stateClass: 'measurement' | 'total_increasing' | undefined;
}

const field = (
  name: FieldName,
  unit: string,
  digits: number,
  deviceClass: string | undefined,
  stateClass: FieldSpec['stateClass'] = deviceClass === undefined ? undefined : 'measurement',
): FieldSpec => ({ name, unit, digits, deviceClass, stateClass });

const POWER = field('Power', 'W', 1, 'power');
const VOLTAGE = field('Voltage', 'V', 1, 'voltage');
const CURRENT = field('Current', 'A', 2, 'current');
const YIELD_DAY = field('YieldDay', 'Wh', 0, 'energy', 'total_increasing');
const YIELD_TOTAL = field('YieldTotal', 'kWh', 3, 'energy', 'total_increasing');

export interface ChannelField {
  spec: FieldSpec;
  value: number;
}

export interface Channel {
  kind: ChannelKind;
  /** The number in topics and object ids: 0 for AC and INV, 1..6 for DC inputs. */
  number: number;
  /** Configured string name (DC only). */
  name: string | undefined;
  fields: ChannelField[];
}

function acFields(ac: ReportedValues['ac']): ChannelField[] {
  return [
    { spec: POWER, value: ac.power },
    { spec: VOLTAGE, value: ac.voltage },
    { spec: CURRENT, value: ac.current },
    { spec: field('Frequency', 'Hz', 2, 'frequency'), value: ac.frequency },
    { spec: field('PowerFactor', '', 3, 'power_factor'), value: ac.powerFactor },
    { spec: field('ReactivePower', 'var', 1, 'reactive_power'), value: ac.reactivePower },
  ];
}

function invFields(inv: ReportedValues['inv']): ChannelField[] {
  return [
    { spec: field('PowerDC', 'W', 1, 'power'), value: inv.powerDc },
    { spec: YIELD_DAY, value: inv.yieldDay },
    { spec: YIELD_TOTAL, value: inv.yieldTotal },
    { spec: field('Temperature', '°C', 1, 'temperature'), value: inv.temperature },
    { spec: field('Efficiency', '%', 3, undefined), value: inv.efficiency },
  ];
}

/** Irradiation exists on every DC input for MQTT (0 without a configured max power), unlike live data. */
function dcFields(dc: ReportedDc): ChannelField[] {
  return [
    { spec: VOLTAGE, value: dc.voltage },
    { spec: CURRENT, value: dc.current },
    { spec: POWER, value: dc.power },
    { spec: YIELD_DAY, value: dc.yieldDay },
    { spec: YIELD_TOTAL, value: dc.yieldTotal },
    { spec: field('Irradiation', '%', 3, undefined), value: dc.irradiation },
  ];
}

/** The inverter's channels in the device's order (AC, DC inputs, INV) with the last packet's values. */
export function channelsOf(state: InverterState): Channel[] {
  const { ac, dc, inv } = state.values;
  return [
    { kind: 'AC', number: 0, name: undefined, fields: acFields(ac) },
    ...dc.map((values, i): Channel => ({
      kind: 'DC',
      number: i + 1,
      name: state.channels[i]?.name ?? '',
      fields: dcFields(values),
    })),
    { kind: 'INV', number: 0, name: undefined, fields: invFields(inv) },
  ];
}
