/**
 * Boot-time migration of an older config.json (device-api §7.3). The file was first read with defaults
 * for missing keys; the steps below then pick up keys that older versions stored under other names or
 * units. Any version other than the current one is rewritten with the current version.
 */
import { CONFIG_VERSION, LogLevel, type ConfigFile } from '@dtu-web/protocol';

export const NTP_SERVER_OLD = 'pool.ntp.org';
export const NTP_SERVER = 'opendtu.pool.ntp.org';

type Json = Record<string, unknown>;

function obj(value: unknown): Json | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
}

/** Integral JSON number as a uint of the given bit width, else 0 (ArduinoJson's as<uintN_t>). */
function asUint(value: unknown, bits: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  const n = Math.trunc(value);
  return n >= 0 && n < 2 ** bits ? n : 0;
}

/** config.json 0.1.30 (v25.5.10) brought the log levels (firmware-versions.md §3.4). */
export const CONFIG_VERSION_LOGGING = 0x00011e00;

/**
 * Applies the migrations for `fromVersion` in place; `raw` is the file as read, `toVersion` the
 * version of the release that boots (default: this build's CONFIG_VERSION).
 */
export function migrateConfig(
  config: ConfigFile,
  raw: unknown,
  fromVersion: number,
  toVersion: number = CONFIG_VERSION,
): void {
  const root = obj(raw) ?? {};
  if (fromVersion < 0x00011700) {
    // Per-inverter "channels" used to be a plain array of max powers.
    const inverters = Array.isArray(root['inverters']) ? (root['inverters'] as unknown[]) : [];
    inverters.forEach((inverter, i) => {
      const channels = obj(inverter)?.['channels'];
      const target = config.inverters[i];
      if (!Array.isArray(channels) || target === undefined) return;
      channels.forEach((maxPower: unknown, c) => {
        const channel = target.channel[c];
        if (channel === undefined) return;
        channel.max_power = asUint(maxPower, 16);
        channel.name = '';
      });
    });
  }
  if (fromVersion < 0x00011800) {
    config.mqtt.publish_interval = asUint(obj(root['mqtt'])?.['publish_invterval'], 32);
  }
  if (fromVersion < 0x00011900) {
    config.dtu.nrf_pa_level = asUint(obj(root['dtu'])?.['pa_level'], 8);
  }
  if (fromVersion < 0x00011b00) {
    // The CMT frequency was stored in kHz.
    config.dtu.cmt_frequency = config.dtu.cmt_frequency * 1000;
  }
  if (fromVersion < 0x00011c00 && config.ntp.server === NTP_SERVER_OLD) {
    config.ntp.server = NTP_SERVER;
  }
  if (fromVersion < CONFIG_VERSION_LOGGING && toVersion >= CONFIG_VERSION_LOGGING) {
    // An upgraded gateway logs verbosely, but the core only its errors (d4c29d70).
    config.logging.default = LogLevel.Verbose;
    config.logging.modules = config.logging.modules.map((_, i) =>
      i === 0 ? { name: 'CORE', level: LogLevel.Error } : { level: 0, name: '' },
    );
  }
  config.cfg.version = toVersion;
}
