/**
 * Boot-time migration of a config.json of another version (device-api §7.3, firmware-versions.md §3.4).
 * The file was first read with the release's defaults for missing keys; the steps below then pick up
 * keys that older versions stored under other names or units. The device migrates whenever the version
 * differs, also to an older release: what the older one does not know is simply not read (a locale
 * becomes language 0, a config without `ntp.timezone` gets the default rule). The file is then
 * rewritten with the running release's version.
 */
import { configVersionOf, hasFeature, type ConfigFile, type FirmwareRelease } from '@dtu-web/protocol';

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

/** 0.1.29 (v24.11.7): `display.language` 0/1/2 became `display.locale`. */
const LANGUAGE_LOCALES: readonly string[] = ['en', 'de', 'fr'];

/** Applies the migrations for `fromVersion` in place for `release`; `raw` is the file as read. */
export function migrateConfig(
  config: ConfigFile,
  raw: unknown,
  fromVersion: number,
  release: FirmwareRelease = 'v24.10.6',
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
  if (fromVersion < 0x00011d00 && hasFeature(release, 'displayLocale')) {
    const language = asUint(obj(obj(obj(root['device'])?.['display']))?.['language'], 8);
    config.device.display.locale = LANGUAGE_LOCALES[language] ?? 'en';
  }
  if (fromVersion < 0x00011e00 && config.logging !== undefined) {
    // Whoever upgrades keeps a talkative console: verbose by default, the core module at errors.
    config.logging.default = 5;
    config.logging.modules[0] = { level: 1, name: 'CORE' };
  }
  config.cfg.version = configVersionOf(release).number;
}
