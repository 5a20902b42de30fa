/**
 * Which console messages a v25.5.10+ gateway prints (firmware-versions.md §3.2, §3.7): a message passes
 * when its level is at most the level of its tag — the module's own level when config.json's `logging`
 * names the tag, the default level otherwise. Releases before v25.5.10 have no levels: everything prints.
 */
import { LogLevel, type ConfigFileLogging } from '@dtu-web/protocol';

/** The letter ESP-IDF puts in front of a line. */
export type LogLetter = 'E' | 'W' | 'I' | 'D' | 'V';

export const LEVEL_OF_LETTER: Readonly<Record<LogLetter, number>> = {
  E: LogLevel.Error,
  W: LogLevel.Warning,
  I: LogLevel.Info,
  D: LogLevel.Debug,
  V: LogLevel.Verbose,
};

/** Where a console message comes from: its ESP-IDF tag and level. */
export interface LogSource {
  tag: string;
  level: LogLetter;
}

/** Lines printed without a source: the core's informational output. */
export const DEFAULT_SOURCE: LogSource = { tag: 'CORE', level: 'I' };

/** The level in effect for a tag: its stored module level, else the default. */
export function levelForTag(logging: ConfigFileLogging, tag: string): number {
  const slot = logging.modules.find((module) => module.name !== '' && module.name === tag);
  return slot === undefined ? logging.default : slot.level;
}

export function passesLevel(logging: ConfigFileLogging, source: LogSource): boolean {
  return LEVEL_OF_LETTER[source.level] <= levelForTag(logging, source.tag);
}
