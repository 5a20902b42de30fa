/**
 * What each release added or changed on the wire (firmware-versions.md), as "since which release". A
 * screen asks `hasFeature(release, 'logging')`, never compares versions itself.
 */
import { isAtLeast, type FirmwareRelease } from './releases.ts';

export const FEATURE_SINCE = {
  /** `/api/system/status` `task_details` (§2.2). */
  taskDetails: 'v24.10.15',
  /** `/api/file/*` instead of `/api/config/*` (§3.5): list with sizes, delete one file. */
  fileApi: 'v24.11.7',
  /** Language packs: `/api/i18n/*`, `*.lang.json` uploads (§3.9). */
  languagePacks: 'v24.11.7',
  /** `display.locale` (string) instead of `display.language` (0/1/2) (§2.5). */
  displayLocale: 'v24.11.7',
  /** UTF-8 BOM at the start of config.json / pin_mapping.json is skipped (§3.4). */
  configBomSkipped: 'v24.11.7',
  /** HMS-1CH v2 serial prefix 0x1400, listed as "HMS-450/500-1T v2" (§2.10, a75543c3). */
  hms450v2: 'v25.1.14',
  /**
   * HERF-600: the HERF-2CH listed as "HERF-600/800-2T", part numbers "HERF-600" and "HMS-700-2T" in the
   * devinfo table (§2.10, 87772cb7; the spec dates the HMS-700-2T row no closer than "v24→v26", so it
   * goes with the HERF-600 row added beside it).
   */
  herf600: 'v25.1.14',
  /** livedata `hints.pin_mapping_issue` (§2.3). */
  pinMappingHint: 'v25.1.14',
  /** devinfo `pdl_supported` (§2.6). */
  powerDistributionLogic: 'v25.1.14',
  /** MQTT: Home Assistant discovery has a DTU "DC Power" sensor (§6 MQTT, 041ae7ba). */
  hassDcPowerSensor: 'v25.1.14',
  /** MQTT `dtu/uptime` no longer wraps after 49.7 days (2^32 ms of `millis()`) (§6 MQTT, 11105944). */
  uptimeNoWrap: 'v25.1.14',
  /** A queued limit replaces older queued ones; "Pending" until the queue is empty (§2.4). */
  limitQueueReplaces: 'v25.1.14',
  /** HMS-4CH serial prefix 0x1420 (§2.10, 08eede0f). */
  hms4chPrefix1420: 'v25.2.3',
  /** Network settings applied 500 ms after the reply (§2.7). */
  networkAppliedAfterReply: 'v25.2.3',
  /** livedata `inverters[].data_age_ms` (§2.3). */
  dataAgeMs: 'v25.4.2',
  /** Unset display pins read -1 instead of 255 (§2.5). */
  displayPinsUnsetMinusOne: 'v25.4.2',
  /** `/api/logging/config` (§3.7). */
  logging: 'v25.5.10',
  /** Syslog fields on `/api/network/config`, codes 8007/8008 (§2.7, §3.8). */
  syslog: 'v25.5.10',
  /** The web files' ETag also hashes `git_hash` (§1, 95106e44): a new firmware changes every ETag. */
  etagHashesGitHash: 'v25.5.10',
  /**
   * MQTT: Home Assistant config is published at most once a minute; a request within the minute waits
   * for its end (§6 MQTT, 98675263; `MAX_CONFIG_PUBLISH_RATIO` 60000 ms).
   */
  hassPublishRateLimit: 'v25.5.10',
  /** `/api/system/status` `git_branch` (§2.2). */
  gitBranch: 'v25.5.10',
  /** Console lines `L (ms) tag: text` in chunked frames (§3.2). */
  espIdfConsole: 'v25.5.10',
  /** Reactive power `Q` may be negative (§2.3). */
  signedReactivePower: 'v25.5.10',
  /** Persistent limits are 2/3 instead of 256/257 (§2.4). */
  newLimitTypes: 'v25.9.11',
  /** The Home Assistant topic must end with "/" (code 7018, §2.9). */
  hassTopicTrailingSlash: 'v25.9.11',
  /** `/api/logging/config` GET reads every module slot (before: -1 for slots past index 5) (§3.7). */
  loggingAllSlotsRead: 'v25.9.11',
  /** HMS-2CH serial prefix 0x114a (before: read by the HM-2CH digit rule) (§2.10, c3b73877). */
  hms2chPrefix114a: 'v25.9.11',
  /** Console rate limit and ring buffer (§3.2). */
  consoleRateLimit: 'v25.9.11',
  /** `/api/ntp/zones`; `/zones.json` and `ntp_timezone` in the NTP config gone (§2.8). */
  ntpZonesApi: 'v26.3.28',
  /** HMS-4CH serial prefix 0x1166 (before: read by the HM-4CH digit rule) (§2.10, 98f2892e). */
  hms4chPrefix1166: 'v26.3.28',
  /**
   * `/api/ntp/status` `ntp_status` means "synchronised" (false until the first NTP or manual sync since
   * boot, then true for good); before, "the local time could be read" (§2.8, d5d327cd).
   */
  ntpSyncedStatus: 'v26.3.28',
  /** Logging modules `async_ws`, `async_tcp` (§3.7). */
  asyncLogModules: 'v26.3.28',
  /**
   * ESPAsyncWebServer 3.10.3, whose websocket auth middleware has no type by default and so lets
   * everyone in when read-only access is off (§3.1, "probably"): v26.3.28 until the fix below. Older
   * releases ran the library their device-api describes, whose middleware asks for the password.
   */
  websocketAuthMiddlewareUntyped: 'v26.3.28',
  /** Websockets enforce the password when read-only access is off again (§3.1, a4b755ef). */
  websocketAuthEnforced: 'v26.3.30',
} as const satisfies Record<string, FirmwareRelease>;

export type FirmwareFeature = keyof typeof FEATURE_SINCE;

export function hasFeature(release: FirmwareRelease, feature: FirmwareFeature): boolean {
  return isAtLeast(release, FEATURE_SINCE[feature]);
}

/** The persistent limit types a release accepts (§2.4); the non-persistent ones are 0 and 1 everywhere. */
export function persistentLimitTypes(release: FirmwareRelease): { absolute: number; relative: number } {
  return hasFeature(release, 'newLimitTypes')
    ? { absolute: 2, relative: 3 }
    : { absolute: 256, relative: 257 };
}

/**
 * How long after its answer a network save takes effect (§2.7): 500 ms from v25.2.3, where the reply is
 * sent first and the main loop applies the settings later; 0 before, where they were applied at once,
 * before the reply went out.
 */
export function networkApplyDelayMs(release: FirmwareRelease): number {
  return hasFeature(release, 'networkAppliedAfterReply') ? 500 : 0;
}

/** The inverter's reactive-power field `Q`: two bytes, divided by 10 (the one decimal the live data shows). */
const Q_DIVISOR = 10;
const Q_RANGE = 0x10000;

/**
 * Reactive power `Q` (var) as the release reads the inverter's field (§2.3). From v25.5.10 the field is
 * signed. Before, it is read unsigned, so a negative value arrives as its 16-bit two's complement:
 * −16.4 var (raw −164) reads 65372 / 10 = 6537.2 var. Non-negative values read the same everywhere.
 */
export function reactivePowerAsRead(release: FirmwareRelease, q: number): number {
  if (q >= 0 || hasFeature(release, 'signedReactivePower')) return q;
  const raw = Math.round(q * Q_DIVISOR);
  return (((raw % Q_RANGE) + Q_RANGE) % Q_RANGE) / Q_DIVISOR;
}

/** The largest reactive power the signed field holds (raw 32767, var). */
const Q_SIGNED_TOP = 0x7fff / Q_DIVISOR;

/**
 * Reactive power with its sign, whichever release read it: a value above what the signed field can
 * hold only comes from a release reading a negative value unsigned (§2.3), so it is unwrapped — no
 * inverter's reactive power reaches 3,276.7 var. The inverse of `reactivePowerAsRead`.
 */
export function reactivePowerSigned(q: number): number {
  if (q <= Q_SIGNED_TOP) return q;
  return Math.round(q * Q_DIVISOR - Q_RANGE) / Q_DIVISOR;
}

/** Every `limit_type` a release accepts; anything else is refused with 5003. */
export function acceptedLimitTypes(release: FirmwareRelease): readonly number[] {
  const persistent = persistentLimitTypes(release);
  return [0, 1, persistent.absolute, persistent.relative];
}

/** The modules `/api/logging/config` lists, in the device's order (§3.7); empty before logging existed. */
export function loggingModules(release: FirmwareRelease): readonly string[] {
  if (!hasFeature(release, 'logging')) return [];
  const base = ['CORE', 'hoymiles', 'mqtt', 'network', 'webapi'];
  return hasFeature(release, 'asyncLogModules') ? [...base, 'async_ws', 'async_tcp'] : base;
}

/** How the console writes its lines (§3.2). */
export type ConsoleFormat = 'raw' | 'esp-idf';

export function consoleFormat(release: FirmwareRelease): ConsoleFormat {
  return hasFeature(release, 'espIdfConsole') ? 'esp-idf' : 'raw';
}

/** Reply codes a release may send that v24.10.6 did not know (§2.1). */
export const CODE_SINCE: Readonly<Record<number, FirmwareRelease>> = {
  3003: 'v24.11.7',
  7018: 'v25.9.11',
  8007: 'v25.5.10',
  8008: 'v25.5.10',
};

/** Codes a release no longer sends (9002: the NTP config has no POSIX string since v26.3.28). */
export const CODE_UNTIL: Readonly<Record<number, FirmwareRelease>> = {
  9002: 'v26.3.28',
};

/** Whether a release can answer with this reply code. */
export function sendsCode(release: FirmwareRelease, code: number): boolean {
  const since = CODE_SINCE[code];
  if (since !== undefined && !isAtLeast(release, since)) return false;
  const until = CODE_UNTIL[code];
  return until === undefined || !isAtLeast(release, until);
}

/** "Not connected" value of the display pins in `/api/device/config` (§2.5). */
export function unsetDisplayPin(release: FirmwareRelease): number {
  return hasFeature(release, 'displayPinsUnsetMinusOne') ? -1 : 255;
}
