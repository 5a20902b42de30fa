/** Inputs of the simulation: the site, the gateway's radio settings and the configured inverters. */
import { inverterFlags, type ConfigFileChannel, type ConfigFileInverter } from '@dtu-web/protocol';
import type { SerialInput } from './serial.ts';
import type { UtcOffsetFn } from './time.ts';

/** The simulation's only source of time, read together on every `tick()`. */
export interface Clock {
  /** The wall clock: ms since the Unix epoch; the user may set it (forward or back). */
  now(): number;
  /**
   * Monotonic ms (any origin) that only move forward as time passes; setting the wall clock does not
   * move them. Every age, timeout and poll interval is measured on it.
   */
  monotonic(): number;
}

/** Where the plant stands (from the NTP settings). */
export interface SiteConfig {
  latitude: number;
  longitude: number;
  /** Local UTC offset in minutes for an instant, derived by the caller from `ntp.timezone`. */
  utcOffsetMinutes: UtcOffsetFn;
  /** `ntp.sunsettype` (§9.2): 0 official, 1 nautical (default), 2 civil, 3 astronomical. */
  sunsetType: number;
}

/** Radio settings of the gateway. */
export interface DtuSettings {
  /** `dtu.poll_interval` in seconds (at least 1 is used). */
  pollIntervalSeconds: number;
  /** The NRF24 radio is configured and working (pin mapping); NRF inverters are polled only then. */
  nrfEnabled: boolean;
  /** The CMT radio is configured and working; CMT inverters (HMS/HMT) are polled only then. */
  cmtEnabled: boolean;
}

/**
 * One DC input as configured (`inverters[i].channel[c]` of config.json, §7.1). `max_power` 0 = not set
 * (no Irradiation field; a default panel is simulated).
 */
export type ChannelConfig = ConfigFileChannel;

/** One configured inverter slot: `inverters[i]` of config.json (§7.1) with the serial in any form. */
export interface InverterConfig extends Omit<ConfigFileInverter, 'serial' | 'channel'> {
  /** bigint, the numeric value (config.json stores a decimal number) or a hex string (the wire form). */
  serial: SerialInput;
  channel: readonly ChannelConfig[];
}

/** Knobs for tests and special setups. All optional; defaults in `DEFAULT_TUNING`. */
export interface SimTuning {
  /** Forces the weather factor (0.2..1, e.g. 1 = clear sky); null = seeded weather. */
  weatherOverride: number | null;
  /** Probability per inverter and hour of a short grid fault while producing. */
  gridFaultsPerHour: number;
  /** Probability that an answered poll loses a fragment (re-requested, may still fail as partial). */
  partialRate: number;
  /** Probability that an answered poll is corrupt (CRC error). */
  corruptRate: number;
}

export const DEFAULT_TUNING: SimTuning = {
  weatherOverride: null,
  gridFaultsPerHour: 0.01,
  partialRate: 0.02,
  corruptRate: 0.004,
};

/** A configured inverter as the simulation keeps it: one channel per DC input of its model. */
export interface InverterSettings extends Omit<InverterConfig, 'serial' | 'channel'> {
  channel: ChannelConfig[];
}

export function toSettings(config: InverterConfig, inputs: number): InverterSettings {
  const channel: ChannelConfig[] = [];
  for (let i = 0; i < inputs; i++) {
    const c = config.channel[i];
    channel.push({
      name: c?.name ?? '',
      max_power: Math.max(0, c?.max_power ?? 0),
      yield_total_offset: c?.yield_total_offset ?? 0,
    });
  }
  return { name: config.name, order: config.order, ...inverterFlags(config), channel };
}
