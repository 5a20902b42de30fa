/**
 * Command topics (§8.3): `<prefix><serial>/cmd/<name>` with a number as payload, acting on the
 * simulation like the device acts on its inverters. MQTT skips the API's 2250 W and limit-type checks;
 * the plant still caps relative limits at 100 %.
 */
import { decodeLimitType, LimitType } from '@dtu-web/protocol';
import type { Plant } from '../sim/index.ts';

export type CommandName =
  | 'limit_persistent_relative'
  | 'limit_persistent_absolute'
  | 'limit_nonpersistent_relative'
  | 'limit_nonpersistent_absolute'
  | 'power'
  | 'restart'
  | 'reset_rf_stats';

/** Limit commands and the §5 limit type each one sends. */
const LIMIT_TYPES: Partial<Record<CommandName, LimitType>> = {
  limit_persistent_relative: LimitType.RelativePersistent,
  limit_persistent_absolute: LimitType.AbsolutePersistent,
  limit_nonpersistent_relative: LimitType.RelativeNonPersistent,
  limit_nonpersistent_absolute: LimitType.AbsoluteNonPersistent,
};

const NAMES: ReadonlySet<string> = new Set<CommandName>([
  'limit_persistent_relative',
  'limit_persistent_absolute',
  'limit_nonpersistent_relative',
  'limit_nonpersistent_absolute',
  'power',
  'restart',
  'reset_rf_stats',
]);

export interface CommandTopic {
  serial: string;
  name: string;
}

/** `<prefix><serial>/cmd/<name>` → serial and name; undefined for any other topic. */
export function parseCommandTopic(topic: string, prefix: string): CommandTopic | undefined {
  if (!topic.startsWith(prefix)) return undefined;
  const parts = topic.slice(prefix.length).split('/');
  if (parts.length !== 3) return undefined;
  const [serial = '', subtopic, name = ''] = parts;
  if (subtopic !== 'cmd' || serial === '' || name === '') return undefined;
  return { serial, name };
}

/**
 * The payload as a float the way C's strtof reads it: leading blanks skipped, the longest number
 * prefix taken ("50W" → 50). No number at the start → undefined, and the command is ignored.
 */
export function parsePayload(payload: string): number | undefined {
  const match = /^\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)/.exec(payload);
  if (match?.[1] === undefined) return undefined;
  const value = Number(match[1]);
  return Number.isFinite(value) ? value : undefined;
}

export type CommandResult =
  | 'queued'
  | 'dropped'
  | 'reset'
  | 'unknown-inverter'
  | 'unknown-command'
  | 'not-a-number'
  | 'ignored-retained'
  | 'ignored-payload';

/**
 * Runs one command message. `retained` is the flag of the received message: non-persistent limits,
 * restart and radio-statistics reset must not be replayed from a broker's retained store.
 */
export function runCommand(
  plant: Plant | undefined,
  topic: CommandTopic,
  payload: string,
  retained: boolean,
): CommandResult {
  if (!NAMES.has(topic.name)) return 'unknown-command';
  const name = topic.name as CommandName;
  if (plant?.has(topic.serial) !== true) return 'unknown-inverter';
  const value = parsePayload(payload);
  if (value === undefined) return 'not-a-number';
  // The plant answers commands at its current time; bring it up to the clock first.
  plant.tick();
  const limitType = LIMIT_TYPES[name];
  if (limitType !== undefined) {
    if (retained && decodeLimitType(limitType)?.persistent === false) return 'ignored-retained';
    return asResult(plant.setLimit(topic.serial, value, limitType));
  }
  const whole = Math.trunc(value);
  switch (name) {
    case 'power':
      return asResult(plant.setPower(topic.serial, whole > 0));
    case 'restart':
      if (retained) return 'ignored-retained';
      return whole === 1 ? asResult(plant.restart(topic.serial)) : 'ignored-payload';
    default:
      if (retained) return 'ignored-retained';
      if (whole !== 1) return 'ignored-payload';
      plant.resetStats(topic.serial);
      return 'reset';
  }
}

function asResult(outcome: ReturnType<Plant['setPower']>): CommandResult {
  // 'invalid-type' cannot happen: the limit types above are all valid.
  return outcome === 'queued' ? 'queued' : outcome === 'dropped' ? 'dropped' : 'unknown-inverter';
}
