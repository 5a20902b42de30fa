/** /config.json layout (device-api §7.1). Key order as the device writes it. */
import type { InverterChannelConfig, InverterFlags } from './inverter.ts';

export interface ConfigFileCfg {
  version: number;
  save_count: number;
}

export interface ConfigFileWifi {
  ssid: string;
  password: string;
  ip: string;
  netmask: string;
  gateway: string;
  dns1: string;
  dns2: string;
  dhcp: boolean;
  hostname: string;
  aptimeout: number;
}

export interface ConfigFileNtp {
  server: string;
  timezone: string;
  timezone_descr: string;
  latitude: number;
  longitude: number;
  sunsettype: number;
}

export interface ConfigFileMqttLwt {
  topic: string;
  value_online: string;
  value_offline: string;
  qos: number;
}

export interface ConfigFileMqttTls {
  enabled: boolean;
  root_ca_cert: string;
  certlogin: boolean;
  client_cert: string;
  client_key: string;
}

export interface ConfigFileMqttHass {
  enabled: boolean;
  retain: boolean;
  topic: string;
  individual_panels: boolean;
  expire: boolean;
}

export interface ConfigFileMqtt {
  enabled: boolean;
  hostname: string;
  port: number;
  clientid: string;
  username: string;
  password: string;
  topic: string;
  retain: boolean;
  publish_interval: number;
  clean_session: boolean;
  lwt: ConfigFileMqttLwt;
  tls: ConfigFileMqttTls;
  hass: ConfigFileMqttHass;
}

export interface ConfigFileDtu {
  /**
   * uint64 as a decimal JSON number (not hex). A bigint, so values above 2^53 keep every digit; JSON
   * text must be read and written with an integer-preserving parser/serialiser (the emulator's store).
   */
  serial: bigint;
  poll_interval: number;
  nrf_pa_level: number;
  cmt_pa_level: number;
  /** Hz. */
  cmt_frequency: number;
  cmt_country_mode: number;
}

export interface ConfigFileSecurity {
  password: string;
  allow_readonly: boolean;
}

export interface ConfigFileDisplay {
  powersafe: boolean;
  screensaver: boolean;
  rotation: number;
  contrast: number;
  /** v24.10.6: 0 en, 1 de, 2 fr. Not in the files of v24.11.7+ (a client keeps it in memory only). */
  language: number;
  /** v24.11.7+ (firmware-versions.md §3.4): "en", "de", "fr" or a pack's code, in `language`'s place. */
  locale?: string;
  diagram_duration: number;
  diagram_mode: number;
}

export interface ConfigFileDevice {
  pinmapping: string;
  display: ConfigFileDisplay;
  led: { brightness: number }[];
}

/** A DC input of a slot: the same fields as in the inverter API. */
export type ConfigFileChannel = InverterChannelConfig;

/** One of the ten slots. Keys: serial, name, order, the flags (in `InverterFlags` order), channel. */
export interface ConfigFileInverter extends InverterFlags {
  /** uint64 as a decimal JSON number; 0 = empty slot. */
  serial: number;
  name: string;
  order: number;
  channel: ConfigFileChannel[];
}

/** v25.5.10+ (§3.4, §3.8): where console lines also go as UDP datagrams. */
export interface ConfigFileSyslog {
  enabled: boolean;
  /** At most 128 characters. */
  hostname: string;
  port: number;
}

/** One of the 16 module slots of `logging.modules` (an unused slot has an empty name). */
export interface ConfigFileLogModule {
  level: number;
  name: string;
}

/** v25.5.10+ (§3.4, §3.7): the default console level (0..5) and 16 module slots. */
export interface ConfigFileLogging {
  default: number;
  modules: ConfigFileLogModule[];
}

export interface ConfigFile {
  cfg: ConfigFileCfg;
  wifi: ConfigFileWifi;
  mdns: { enabled: boolean };
  /** v25.5.10+ only. */
  syslog?: ConfigFileSyslog;
  /** v25.5.10+ only. */
  logging?: ConfigFileLogging;
  ntp: ConfigFileNtp;
  mqtt: ConfigFileMqtt;
  dtu: ConfigFileDtu;
  security: ConfigFileSecurity;
  device: ConfigFileDevice;
  /** Always 10 entries, each with 6 channels. */
  inverters: ConfigFileInverter[];
}

/** A config.json as uploaded or read: every key may be missing (the device falls back to defaults). */
export type DeepPartial<T> = T extends (infer E)[]
  ? DeepPartial<E>[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

export type PartialConfigFile = DeepPartial<ConfigFile>;
