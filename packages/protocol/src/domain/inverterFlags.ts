/** The per-inverter flags (device-api §1.3, §7.1): their defaults and their key order. */
import type { InverterFlags } from '../api/inverter.ts';

/**
 * The flags of an empty slot, and what /api/inverter/edit stores for a flag the body leaves out:
 * polling and commands day and night, unreachable after 2 failed polls, nothing zeroed or cleared.
 */
export const DEFAULT_INVERTER_FLAGS: Readonly<InverterFlags> = {
  poll_enable: true,
  poll_enable_night: true,
  command_enable: true,
  command_enable_night: true,
  reachable_threshold: 2,
  zero_runtime: false,
  zero_day: false,
  clear_eventlog: false,
  yieldday_correction: false,
};

/** Only the flags of an inverter (config slot, list item, edit body), in the device's key order. */
export function inverterFlags(source: InverterFlags): InverterFlags {
  return {
    poll_enable: source.poll_enable,
    poll_enable_night: source.poll_enable_night,
    command_enable: source.command_enable,
    command_enable_night: source.command_enable_night,
    reachable_threshold: source.reachable_threshold,
    zero_runtime: source.zero_runtime,
    zero_day: source.zero_day,
    clear_eventlog: source.clear_eventlog,
    yieldday_correction: source.yieldday_correction,
  };
}
