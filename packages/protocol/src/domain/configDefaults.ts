import type {
  ConfigFile,
  ConfigFileChannel,
  ConfigFileInverter,
  ConfigFileLogging,
} from '../api/configFile.ts';
import { hasFeature } from '../firmware/features.ts';
import { configVersionOf, type FirmwareRelease } from '../firmware/releases.ts';
import { INV_MAX_CHAN_COUNT, INV_MAX_COUNT, PINMAPPING_LED_COUNT, SYSLOG_DEFAULT_PORT } from '../limits.ts';
import { DEFAULT_INVERTER_FLAGS } from './inverterFlags.ts';
import { ISRG_ROOT_X1_PEM } from './isrgRootX1.ts';

/** CONFIG_VERSION 0x00011c00, shown as "0.1.28". */
export const CONFIG_VERSION = 0x00011c00;
/** Default dtu.serial (0x99978563412); the device replaces it with a generated one on boot. */
export const DEFAULT_DTU_SERIAL = 0x99978563412n;
export const DEFAULT_ADMIN_PASSWORD = 'openDTU42';

/** The access-point name, also the default MQTT client id: "OpenDTU-" + chip id in decimal. */
export function apName(chipId: number): string {
  return `OpenDTU-${chipId}`;
}

function defaultChannel(): ConfigFileChannel {
  return { name: '', max_power: 0, yield_total_offset: 0 };
}

/** An empty inverter slot (also what a delete resets a slot to). */
export function defaultInverter(): ConfigFileInverter {
  return {
    serial: 0,
    name: '',
    order: 0,
    ...DEFAULT_INVERTER_FLAGS,
    channel: Array.from({ length: INV_MAX_CHAN_COUNT }, defaultChannel),
  };
}

/** `logging.modules` holds this many slots, all written (firmware-versions.md §3.4). */
export const LOG_MODULE_SLOTS = 16;

/** A fresh install logs errors only; an unused slot is zeroed (level 0, no name). */
export function defaultLogging(): ConfigFileLogging {
  return {
    default: 1,
    modules: Array.from({ length: LOG_MODULE_SLOTS }, () => ({ level: 0, name: '' })),
  };
}

export interface ConfigDefaultsOptions {
  /** Only feeds the default MQTT client id. */
  chipId?: number;
  /** The release whose layout to give (default v24.10.6, device-api §7.1). */
  release?: FirmwareRelease;
}

/**
 * A complete default config.json (device-api §7.1), keys in the device's order, in the layout of a
 * release (firmware-versions.md §3.4): v24.11.7+ has `device.display.locale` ("en"), v25.5.10+ the
 * `syslog` and `logging` sections (after `mdns`; where the device puts them is not documented). The
 * v24 keys `display.language` and `ntp.timezone` stay in the object for every release, for clients
 * that keep one shape in memory; `configFileLayout` leaves out what a release does not write.
 */
export function configDefaults(options: ConfigDefaultsOptions = {}): ConfigFile {
  const release = options.release ?? 'v24.10.6';
  const config = v24Defaults(options.chipId ?? 0);
  config.cfg.version = configVersionOf(release).number;
  if (hasFeature(release, 'displayLocale')) {
    const { language, ...rest } = config.device.display;
    const [before, after] = splitAt(rest, 'diagram_duration');
    config.device.display = { ...before, language, locale: 'en', ...after } as typeof rest & {
      language: number;
    };
  }
  if (!hasFeature(release, 'logging')) return config;
  const { cfg, wifi, mdns, ...others } = config;
  return {
    cfg,
    wifi,
    mdns,
    syslog: { enabled: false, hostname: '', port: SYSLOG_DEFAULT_PORT },
    logging: defaultLogging(),
    ...others,
  };
}

/** The entries of an object before and from a key, keeping their order. */
function splitAt<T extends object>(value: T, key: string): [Partial<T>, Partial<T>] {
  const entries = Object.entries(value);
  const index = entries.findIndex(([name]) => name === key);
  return [
    Object.fromEntries(entries.slice(0, index)) as Partial<T>,
    Object.fromEntries(entries.slice(index)) as Partial<T>,
  ];
}

/**
 * The object a release writes to config.json (§3.4): without `display.language` from v24.11.7 (the
 * locale is in its place) and without `ntp.timezone` from v26.3.28 (only the zone's name is kept).
 */
export function configFileLayout(release: FirmwareRelease, config: ConfigFile): unknown {
  const display: Record<string, unknown> = { ...config.device.display };
  const ntp: Record<string, unknown> = { ...config.ntp };
  const layout = { ...config, ntp, device: { ...config.device, display } };
  if (hasFeature(release, 'displayLocale')) delete display['language'];
  else delete display['locale'];
  if (hasFeature(release, 'ntpZonesApi')) delete ntp['timezone'];
  return layout;
}

function v24Defaults(chipId: number): ConfigFile {
  return {
    cfg: { version: CONFIG_VERSION, save_count: 0 },
    wifi: {
      ssid: '',
      password: '',
      ip: '0.0.0.0',
      netmask: '0.0.0.0',
      gateway: '0.0.0.0',
      dns1: '0.0.0.0',
      dns2: '0.0.0.0',
      dhcp: true,
      hostname: 'OpenDTU-%06X',
      aptimeout: 3,
    },
    mdns: { enabled: false },
    ntp: {
      server: 'opendtu.pool.ntp.org',
      timezone: 'CET-1CEST,M3.5.0,M10.5.0/3',
      timezone_descr: 'Europe/Berlin',
      latitude: 51.1657,
      longitude: 10.4515,
      sunsettype: 1,
    },
    mqtt: {
      enabled: false,
      hostname: '',
      port: 1883,
      clientid: apName(chipId),
      username: '',
      password: '',
      topic: 'solar/',
      retain: true,
      publish_interval: 5,
      clean_session: true,
      lwt: { topic: 'dtu/status', value_online: 'online', value_offline: 'offline', qos: 2 },
      tls: {
        enabled: false,
        root_ca_cert: ISRG_ROOT_X1_PEM,
        certlogin: false,
        client_cert: '',
        client_key: '',
      },
      hass: { enabled: false, retain: true, topic: 'homeassistant/', individual_panels: false, expire: true },
    },
    dtu: {
      serial: DEFAULT_DTU_SERIAL,
      poll_interval: 5,
      nrf_pa_level: 0,
      cmt_pa_level: 0,
      cmt_frequency: 865000000,
      cmt_country_mode: 0,
    },
    security: { password: DEFAULT_ADMIN_PASSWORD, allow_readonly: true },
    device: {
      pinmapping: '',
      display: {
        powersafe: true,
        screensaver: true,
        rotation: 2,
        contrast: 60,
        language: 0,
        diagram_duration: 36000,
        diagram_mode: 1,
      },
      led: Array.from({ length: PINMAPPING_LED_COUNT }, () => ({ brightness: 100 })),
    },
    inverters: Array.from({ length: INV_MAX_COUNT }, defaultInverter),
  };
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// The defaults are the template: a stored value is taken only when it has the default's JSON type, like
// the device's `doc["key"] | default`. Unknown keys are dropped, as the device rewrites the file from
// its struct. Arrays keep the default length (10 inverters, 6 channels, 2 LEDs).
function mergeNode(template: unknown, stored: unknown): unknown {
  if (Array.isArray(template)) {
    const items = Array.isArray(stored) ? (stored as unknown[]) : [];
    return (template as unknown[]).map((item, i) => mergeNode(item, items[i]));
  }
  if (isRecord(template)) {
    const source = isRecord(stored) ? stored : {};
    const merged: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(template)) merged[key] = mergeNode(value, source[key]);
    return merged;
  }
  // uint64 (bigint in the template): a stored integer in range, as a bigint or an exact JS number.
  if (typeof template === 'bigint') {
    if (typeof stored === 'bigint') return stored >= 0n && stored < 1n << 64n ? stored : template;
    return typeof stored === 'number' && Number.isSafeInteger(stored) && stored >= 0
      ? BigInt(stored)
      : template;
  }
  if (typeof stored === typeof template && (typeof stored !== 'number' || Number.isFinite(stored)))
    return stored;
  return template;
}

/**
 * A complete config from a partial one (a `PartialConfigFile`, or any parsed JSON): missing or wrongly
 * typed keys fall back to the defaults.
 */
export function mergeConfigWithDefaults(partial: unknown, options: ConfigDefaultsOptions = {}): ConfigFile {
  return mergeNode(configDefaults(options), partial) as ConfigFile;
}
