import type { LiveValue } from '@dtu-web/protocol';
import type { Formatters } from '../../../lib/i18n/index.ts';

/**
 * The widest value each property of an inverter (device-api §2) is given room for, with the unit and
 * digits the device uses when no value is at hand yet: yield totals up to 999,999.999 kWh (issue 20),
 * the rest within what one inverter (at most 2,250 W) can measure and produce in a day, with a minus
 * sign where the value can be negative.
 */
const LARGEST: Readonly<Record<string, LiveValue>> = {
  Power: { v: 9999.9, u: 'W', d: 1 },
  'Power DC': { v: 9999.9, u: 'W', d: 1 },
  ReactivePower: { v: -9999.9, u: 'var', d: 1 },
  Voltage: { v: 999.9, u: 'V', d: 1 },
  Current: { v: 99.99, u: 'A', d: 2 },
  Frequency: { v: 99.99, u: 'Hz', d: 2 },
  Temperature: { v: -99.9, u: '°C', d: 1 },
  PowerFactor: { v: -1, u: '', d: 3 },
  Efficiency: { v: 999.999, u: '%', d: 3 },
  Irradiation: { v: 999.999, u: '%', d: 3 },
  YieldDay: { v: 99999, u: 'Wh', d: 0 },
  YieldTotal: { v: 999999.999, u: 'kWh', d: 3 },
};

/** The plant's totals: the sum of up to ten inverters (device-api §2.3). */
const LARGEST_TOTAL: Readonly<Record<string, LiveValue>> = {
  ...LARGEST,
  Power: { v: 99999.9, u: 'W', d: 1 },
  YieldDay: { v: 999999, u: 'Wh', d: 0 },
};

/** "100 % (1,500 W)", or only the percentage while the maximum power is unknown (`absolute` < 0). */
export const limitValue = (format: Formatters, relative: number, absolute: number): string =>
  `${format.decimal(relative)} %${absolute >= 0 ? ` (${format.decimal(absolute)} W)` : ''}`;

/** A live value as shown: number in the reader's format, then the device's unit. */
export const valueText = (format: Formatters, value: LiveValue): string =>
  `${format.fixed(value.v, value.d)} ${value.u}`;

/**
 * The widest text `field` can show, for the box its values are drawn in: the largest value in the
 * reader's number format, with the unit and digits of `current` (what the device sends) when known.
 * `total`: a total of the plant rather than a value of one inverter.
 */
export function sampleText(format: Formatters, field: string, current?: LiveValue, total = false): string {
  const largest = (total ? LARGEST_TOTAL : LARGEST)[field] ?? { v: 99999.999, u: '', d: 3 };
  return valueText(format, {
    v: largest.v,
    u: current?.u ?? largest.u,
    d: current?.d ?? largest.d,
  });
}
