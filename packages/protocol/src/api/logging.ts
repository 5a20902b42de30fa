/** /api/logging/config (v25.5.10+, firmware-versions.md §3.7). */

/** ESP-IDF log levels; -1 = inherit the default (a module only, never stored). */
export const LogLevel = {
  Inherit: -1,
  None: 0,
  Error: 1,
  Warning: 2,
  Info: 3,
  Debug: 4,
  Verbose: 5,
} as const;
export type LogLevel = (typeof LogLevel)[keyof typeof LogLevel];

export interface LogModuleLevel {
  name: string;
  level: number;
}

/** GET and POST body: the default level (0..5; missing on a POST means 0) and per-module levels. */
export interface LoggingConfig {
  loglevel: {
    default: number;
    modules: LogModuleLevel[];
  };
}
