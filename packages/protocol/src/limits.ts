/**
 * Numeric limits. Two families that sometimes differ on purpose:
 * - the device's own constants (device-api §0.3, names as in Configuration.h / defaults.h), which the
 *   server-side checks and the emulator use;
 * - FORM_LIMITS: the bounds the UI's inputs enforce (interface-spec §5), e.g. the UI allows a 32-char
 *   hostname and an 86400 s MQTT publish interval, the device rejects both.
 */
import { endpoints, type Endpoint } from './endpoints.ts';

export const WIFI_MAX_SSID_STRLEN = 32;
/** Buffer size; the API rejects a WiFi password longer than WIFI_MAX_PASSWORD_STRLEN - 1 (63). */
export const WIFI_MAX_PASSWORD_STRLEN = 64;
export const WIFI_MAX_HOSTNAME_STRLEN = 31;
export const NTP_MAX_SERVER_STRLEN = 31;
export const NTP_MAX_TIMEZONE_STRLEN = 50;
export const NTP_MAX_TIMEZONEDESCR_STRLEN = 50;
export const MQTT_MAX_HOSTNAME_STRLEN = 128;
/** v25.5.10+ (firmware-versions.md §2.7). */
export const SYSLOG_MAX_HOSTNAME_STRLEN = 128;
export const SYSLOG_DEFAULT_PORT = 514;
/** `device.display.locale` (v24.11.7+): at most two characters. */
export const LOCALE_STRLEN = 2;
export const MQTT_MAX_CLIENTID_STRLEN = 64;
export const MQTT_MAX_USERNAME_STRLEN = 64;
export const MQTT_MAX_PASSWORD_STRLEN = 64;
export const MQTT_MAX_TOPIC_STRLEN = 32;
export const MQTT_MAX_LWTVALUE_STRLEN = 20;
export const MQTT_MAX_CERT_STRLEN = 2560;
export const INV_MAX_NAME_STRLEN = 31;
export const INV_MAX_COUNT = 10;
export const INV_MAX_CHAN_COUNT = 6;
/** Buffer size of a channel name; at most CHAN_MAX_NAME_STRLEN - 1 (30) bytes are stored. */
export const CHAN_MAX_NAME_STRLEN = 31;
export const DEV_MAX_MAPPING_NAME_STRLEN = 63;
export const PINMAPPING_LED_COUNT = 2;
export const MAX_INVERTER_LIMIT = 2250;

/** Admin password length accepted by /api/security/config. */
export const SECURITY_PASSWORD_MIN_LENGTH = 8;
export const SECURITY_PASSWORD_MAX_LENGTH = WIFI_MAX_PASSWORD_STRLEN;
export const MQTT_PUBLISH_INTERVAL_MIN = 5;
export const MQTT_PUBLISH_INTERVAL_MAX = 65535;
export const MQTT_PORT_MAX = 65535;
export const MQTT_LWT_QOS_MAX = 2;
export const AP_TIMEOUT_MAX = 99999;
export const NRF_PA_LEVEL_MAX = 3;
export const CMT_PA_LEVEL_MIN = -10;
export const CMT_PA_LEVEL_MAX = 20;
/** Country ids are 0..CMT_COUNTRY_COUNT-1. */
export const CMT_COUNTRY_COUNT = 3;
export const LED_BRIGHTNESS_MAX = 100;

/** Ranges of POST /api/ntp/time, in the device's check order. */
export const NTP_TIME_RANGES = {
  year: { min: 2022, max: 2100 },
  month: { min: 1, max: 12 },
  day: { min: 1, max: 31 },
  hour: { min: 0, max: 23 },
  minute: { min: 0, max: 59 },
  second: { min: 0, max: 59 },
} as const;

/**
 * Maximum length of the `data` form field (answer 1003 above it). Counted in bytes like the
 * device's String::length(); `utf8Length` measures it.
 */
export const DATA_MAX_LENGTH = 1024;
export const DATA_MAX_LENGTH_LARGE = 10240;
/** Allowed `data` length for a POST path: large where the endpoint table marks it `largeData`. */
export function dataMaxLength(path: string): number {
  const table: readonly Endpoint[] = Object.values(endpoints);
  return table.some((endpoint) => endpoint.largeData === true && endpoint.path === path)
    ? DATA_MAX_LENGTH_LARGE
    : DATA_MAX_LENGTH;
}

/** The UI's input bounds (interface-spec §5); where these are looser than the device, the device wins. */
export const FORM_LIMITS = {
  security: { passwordMin: 8, passwordMax: 64 },
  inverter: {
    nameMax: 31,
    channelNameMax: 31,
    maxPowerMin: 0,
    /** The device keeps a string's max power as uint16 (device-api §1.3): more would wrap. */
    maxPowerMax: 65535,
    reachableThresholdMin: 1,
    reachableThresholdMax: 100,
  },
  mqtt: {
    hostnameMax: 128,
    portMin: 1,
    portMax: 65535,
    usernameMax: 64,
    passwordMax: 64,
    topicMax: 32,
    publishIntervalMin: 5,
    publishIntervalMax: 86400,
    lwtTopicMax: 32,
    lwtValueMax: 20,
    hassTopicMax: 32,
    certMax: 2560,
  },
  network: {
    ssidMax: 32,
    passwordMax: 64,
    hostnameMax: 32,
    ipMax: 32,
    apTimeoutMin: 0,
    apTimeoutMax: 99999,
  },
  ntp: {
    serverMax: 32,
    timezoneMax: 32,
    latitudeMin: -90,
    latitudeMax: 90,
    longitudeMin: -180,
    longitudeMax: 180,
  },
  dtu: {
    serialMin: 1,
    serialMax: 199999999999,
    pollIntervalMin: 1,
    pollIntervalMax: 86400,
    cmtPaLevelMin: -10,
    cmtPaLevelMax: 20,
  },
  device: {
    diagramDurationMin: 600,
    diagramDurationMax: 86400,
    contrastMin: 0,
    contrastMax: 100,
    brightnessMin: 0,
    brightnessMax: 100,
  },
  limit: { relativeMin: 0, relativeMax: 100, absoluteMin: 0, absoluteMaxUnknown: MAX_INVERTER_LIMIT },
} as const;
