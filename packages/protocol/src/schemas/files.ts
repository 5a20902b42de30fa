import * as v from 'valibot';
import type { PartialConfigFile } from '../api/configFile.ts';
import type { PinMappingFile } from '../api/pins.ts';
import { INV_MAX_CHAN_COUNT, INV_MAX_COUNT, PINMAPPING_LED_COUNT } from '../limits.ts';
import type { BodySchema, RuleFailure } from './validate.ts';

/**
 * Shapes of restore uploads (device-api §7.1, §7.2), written with valibot: nested optional objects are
 * what it expresses best. The device itself checks nothing; the emulator refuses a file that would not
 * load as intended: a section that is not an object (arrays and null included), a value of the wrong
 * JSON type or outside its C integer type, or more inverters/channels/LEDs than the device has slots
 * for (they would be lost silently). Missing keys are fine (defaults apply); unknown keys are ignored.
 * String lengths are not checked (the device truncates to its buffers).
 */

const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const uint8 = int(0, 255);
const int8 = int(-128, 127);
const uint16 = int(0, 65535);
const uint32 = int(0, 4294967295);
// uint64 as a decimal JSON number; JS numbers are exact only below 2^53 (serials are 48-bit).
const uint64 = int(0, 2 ** 64);
// The DTU serial is a bigint in ConfigFile: an exact one from an integer-preserving parser, or a number.
const dtuSerial = v.pipe(
  v.union([uint64, v.pipe(v.bigint(), v.minValue(0n), v.maxValue((1n << 64n) - 1n))]),
  v.transform((value) => BigInt(value)),
);
const str = v.string();
const bool = v.boolean();
const num = v.pipe(v.number(), v.finite());

type Entries = Record<string, v.GenericSchema>;

// valibot's object schemas accept arrays (typeof [] === 'object'), so objects are checked first.
const notArray = v.custom<Record<string, unknown>>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
);

/** An object (not an array, not null) whose listed keys are all optional. */
/*#__NO_SIDE_EFFECTS__*/
function section<E extends Entries>(entries: E) {
  const optional = Object.fromEntries(
    Object.entries(entries).map(([key, schema]) => [key, v.optional(schema)]),
  ) as {
    [K in keyof E]: v.OptionalSchema<E[K], undefined>;
  };
  return v.pipe(notArray, v.looseObject(optional));
}

const listOf = <S extends v.GenericSchema>(item: S, max: number) => v.pipe(v.array(item), v.maxLength(max));

const channel = section({ name: str, max_power: uint16, yield_total_offset: num });

const inverter = section({
  serial: uint64,
  name: str,
  order: uint8,
  poll_enable: bool,
  poll_enable_night: bool,
  command_enable: bool,
  command_enable_night: bool,
  reachable_threshold: uint8,
  zero_runtime: bool,
  zero_day: bool,
  clear_eventlog: bool,
  yieldday_correction: bool,
  channel: listOf(channel, INV_MAX_CHAN_COUNT),
});

/**
 * The sections every config.json the device has ever written carries (device-api §7.1), `cfg.version`
 * included: a file without them is not a backup of this gateway (an object such as `{}` or
 * `{"hello":"world"}` would otherwise restore every default and lose the inverters). `mdns` and
 * `device` came with later firmware versions and stay optional, so that older backups still load.
 */
export const CONFIG_FILE_SECTIONS = ['cfg', 'wifi', 'ntp', 'mqtt', 'dtu', 'security', 'inverters'] as const;

const configEntries = {
  cfg: v.pipe(notArray, v.looseObject({ version: uint32, save_count: v.optional(uint32) })),
  wifi: section({
    ssid: str,
    password: str,
    ip: str,
    netmask: str,
    gateway: str,
    dns1: str,
    dns2: str,
    dhcp: bool,
    hostname: str,
    aptimeout: uint32,
  }),
  mdns: section({ enabled: bool }),
  ntp: section({
    server: str,
    timezone: str,
    timezone_descr: str,
    latitude: num,
    longitude: num,
    sunsettype: uint8,
  }),
  mqtt: section({
    enabled: bool,
    hostname: str,
    port: uint32,
    clientid: str,
    username: str,
    password: str,
    topic: str,
    retain: bool,
    publish_interval: uint32,
    clean_session: bool,
    lwt: section({ topic: str, value_online: str, value_offline: str, qos: uint8 }),
    tls: section({ enabled: bool, root_ca_cert: str, certlogin: bool, client_cert: str, client_key: str }),
    hass: section({ enabled: bool, retain: bool, topic: str, individual_panels: bool, expire: bool }),
  }),
  dtu: section({
    serial: dtuSerial,
    poll_interval: uint32,
    nrf_pa_level: uint8,
    cmt_pa_level: int8,
    cmt_frequency: uint32,
    cmt_country_mode: uint8,
  }),
  security: section({ password: str, allow_readonly: bool }),
  device: section({
    pinmapping: str,
    display: section({
      powersafe: bool,
      screensaver: bool,
      rotation: uint8,
      contrast: uint8,
      language: uint8,
      diagram_duration: uint32,
      diagram_mode: uint8,
    }),
    led: listOf(section({ brightness: uint8 }), PINMAPPING_LED_COUNT),
  }),
  inverters: listOf(inverter, INV_MAX_COUNT),
};

type ConfigEntries = typeof configEntries;
type Required = (typeof CONFIG_FILE_SECTIONS)[number];
const required = new Set<string>(CONFIG_FILE_SECTIONS);

// A missing required section fails with its name as the path (e.g. 'wifi', or 'cfg.version').
const configFile = v.pipe(
  notArray,
  v.looseObject(
    Object.fromEntries(
      Object.entries(configEntries).map(([key, schema]) => [
        key,
        required.has(key) ? schema : v.optional(schema),
      ]),
    ) as {
      [K in keyof ConfigEntries]: K extends Required
        ? ConfigEntries[K]
        : v.OptionalSchema<ConfigEntries[K], undefined>;
    },
  ),
);

const pin = v.pipe(v.number(), v.integer());
const pins = (names: readonly string[]) => section(Object.fromEntries(names.map((n) => [n, pin])));

const pinMappingEntry = v.pipe(
  notArray,
  v.looseObject({
    name: str,
    links: v.optional(v.array(v.looseObject({ name: str, url: str }))),
    nrf24: v.optional(pins(['clk', 'cs', 'en', 'irq', 'miso', 'mosi'])),
    cmt: v.optional(pins(['clk', 'cs', 'fcs', 'sdio', 'gpio2', 'gpio3'])),
    w5500: v.optional(pins(['sclk', 'mosi', 'miso', 'cs', 'int', 'rst'])),
    eth: v.optional(
      section({ enabled: bool, phy_addr: pin, power: pin, mdc: pin, mdio: pin, type: pin, clk_mode: pin }),
    ),
    display: v.optional(pins(['type', 'data', 'clk', 'cs', 'reset'])),
    led: v.optional(pins(['led0', 'led1'])),
  }),
);

const pinMappingFile = v.array(pinMappingEntry);

function pathOf(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? []).map((item) => String(item.key)).join('.');
}

/*#__NO_SIDE_EFFECTS__*/
function fromValibot<T>(schema: v.GenericSchema<unknown, T>, message: string): BodySchema<T> {
  return {
    messages: [message],
    run(input, _side, all) {
      const result = v.safeParse(schema, input, { abortEarly: !all });
      if (result.success) return { failures: [], value: result.output };
      return {
        failures: result.issues.map((issue): RuleFailure => ({ message, field: pathOf(issue) })),
      };
    },
  };
}

/**
 * Shape of an uploaded config.json (§7.1). The failure has no device code: message
 * 'validation.configFileShape', field = dotted path of the first wrong value ('' for the root).
 * The value is the file as given; `mergeConfigWithDefaults` completes it.
 */
export const configFileSchema: BodySchema<PartialConfigFile> = fromValibot(
  configFile,
  'validation.configFileShape',
);

/** Shape of an uploaded pin_mapping.json (§7.2): an array of profiles, each with a string `name`. */
export const pinMappingFileSchema: BodySchema<PinMappingFile> = fromValibot(
  pinMappingFile,
  'validation.pinMappingFileShape',
);
