import type { LiveValue } from '@dtu-web/protocol';
import type { Formatters } from './i18n/index.ts';

/** Between a number and its unit: a no-break space, so "80.4 kWh" never breaks at a narrow width. */
const UNIT_SPACE = '\u00a0';

/**
 * Energy and power in the unit a reader takes in at a glance: Wh below 1 kWh, kWh below 1 MWh, MWh
 * above (and W below 10 kW, kW above), with about three significant digits — 17,522 Wh is "17.5 kWh",
 * 29,922.529 kWh is "29.9 MWh". One rule for History, the fleet and every chart axis.
 */
export interface Scaled {
  value: number;
  unit: string;
  digits: number;
}

/** Digits after the point for about three significant digits (none from 100 up). */
function digitsFor(value: number): number {
  const size = Math.abs(value);
  return size < 10 ? 2 : size < 100 ? 1 : 0;
}

export function scaleEnergy(wh: number): Scaled {
  const size = Math.abs(wh);
  if (size < 1000) return { value: wh, unit: 'Wh', digits: 0 };
  if (size < 1_000_000) return { value: wh / 1000, unit: 'kWh', digits: digitsFor(wh / 1000) };
  return { value: wh / 1_000_000, unit: 'MWh', digits: digitsFor(wh / 1_000_000) };
}

export function scalePower(w: number): Scaled {
  if (Math.abs(w) < 10_000) return { value: w, unit: 'W', digits: 0 };
  return { value: w / 1000, unit: 'kW', digits: digitsFor(w / 1000) };
}

export function energyText(format: Formatters, wh: number): string {
  const { value, unit, digits } = scaleEnergy(wh);
  return `${format.fixed(value, digits)}${UNIT_SPACE}${unit}`;
}

export function powerText(format: Formatters, w: number): string {
  const { value, unit, digits } = scalePower(w);
  return `${format.fixed(value, digits)}${UNIT_SPACE}${unit}`;
}

const TO_WH: Record<string, number> = { Wh: 1, kWh: 1000, MWh: 1_000_000 };

/** A gateway's energy value (`Wh` or `kWh` as it sent it) in the reader's unit; others as sent. */
export function liveEnergyText(format: Formatters, value: LiveValue): string {
  const factor = TO_WH[value.u];
  if (factor === undefined) return `${format.fixed(value.v, value.d)}${UNIT_SPACE}${value.u}`;
  return energyText(format, value.v * factor);
}

/**
 * One unit for every label of an axis, chosen by its top value, with the digits its step needs:
 * an axis up to 12,000 W reads "0 kW … 12 kW", never "0,000 W" cut off at the edge.
 */
export function axisFormat(
  format: Formatters,
  top: number,
  step: number,
  kind: 'power' | 'energy',
): (value: number) => string {
  const { unit } = kind === 'power' ? scalePower(top) : scaleEnergy(top);
  const divisor = unit === 'kW' || unit === 'kWh' ? 1000 : unit === 'MWh' ? 1_000_000 : 1;
  const scaledStep = step / divisor;
  const digits = scaledStep >= 1 ? 0 : Math.min(3, Math.ceil(-Math.log10(scaledStep) - 1e-9));
  return (value) => `${format.fixed(value / divisor, digits)}${UNIT_SPACE}${unit}`;
}
