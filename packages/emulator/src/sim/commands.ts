/** Limit and power commands (§5): what can be sent and how the status machine reads. */

import type { SetStatus } from '@dtu-web/protocol';

export { decodeLimitType } from '@dtu-web/protocol';

/** `limit_set_status` / `power_set_status` values. */
export type CommandStatus = SetStatus;

export interface LimitCommand {
  kind: 'limit';
  /** Percent when `relative`, watts otherwise. */
  value: number;
  relative: boolean;
  persistent: boolean;
}
export interface PowerCommand {
  kind: 'power';
  on: boolean;
}
export interface RestartCommand {
  kind: 'restart';
}
export type Command = LimitCommand | PowerCommand | RestartCommand;

/**
 * The limit the inverter applies, in percent of its rated power with 0.1 % resolution: relative values
 * are capped at 100 before sending; absolute watts are converted with the hardware's rating. Negative
 * values (not rejected by the API) are treated as 0 here.
 */
export function limitPercent(command: LimitCommand, ratedPower: number): number {
  const percent = command.relative ? command.value : (command.value / ratedPower) * 100;
  return Math.round(Math.min(100, Math.max(0, percent)) * 10) / 10;
}

/** What happened to a command request. */
export type CommandOutcome =
  /** Queued on the radio; the status is now Pending. */
  | 'queued'
  /** Commands are disabled for the inverter (config or night): dropped, status unchanged. */
  | 'dropped'
  /** No runtime inverter with that serial. */
  | 'unknown-inverter'
  /** The limit type is not one of 0, 1, 2, 3, 256, 257. */
  | 'invalid-type';

/** Attempts per command: the first send and up to 4 re-sends (§5), 2 s each without an answer. */
export const COMMAND_ATTEMPTS = 5;
export const COMMAND_TIMEOUT_MS = 2000;
