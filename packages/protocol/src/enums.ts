/** Enumerations of the wire format (device-api §1, §5, §7.2, §9.2, §10.2). */

/** limit_type values: this release's 0/1/256/257 plus the newer 2/3 (device-api "Decisions", §12). */
export const LimitType = {
  AbsoluteNonPersistent: 0,
  RelativeNonPersistent: 1,
  AbsolutePersistent: 256,
  RelativePersistent: 257,
  /** Newer firmware numbering (v25.9.11+): absolute persistent. */
  AbsolutePersistentV2: 2,
  /** Newer firmware numbering (v25.9.11+): relative persistent. */
  RelativePersistentV2: 3,
} as const;
export type LimitType = (typeof LimitType)[keyof typeof LimitType];
export const ACCEPTED_LIMIT_TYPES: readonly LimitType[] = [0, 1, 256, 257, 2, 3];

export interface NrfPowerLevel {
  level: 0 | 1 | 2 | 3;
  name: 'Min' | 'Low' | 'High' | 'Max';
  dbm: number;
}
export const NRF_POWER_LEVELS: readonly NrfPowerLevel[] = [
  { level: 0, name: 'Min', dbm: -18 },
  { level: 1, name: 'Low', dbm: -12 },
  { level: 2, name: 'High', dbm: -6 },
  { level: 3, name: 'Max', dbm: 0 },
];

/** One entry of `country_def` in GET /api/dtu/config; all frequencies in Hz. */
export interface CountryDef {
  freq_default: number;
  freq_min: number;
  freq_max: number;
  freq_legal_min: number;
  freq_legal_max: number;
}

export interface CmtCountry extends CountryDef {
  id: 0 | 1 | 2;
  code: 'EU' | 'US' | 'BR';
  /** English label; the UI shows "<name> (<min>MHz - <max>MHz)". */
  name: string;
  /** Frequency the radio starts on before the config is applied (not in the API). */
  startup_frequency: number;
}

/** Channel width of the CMT radio: the frequency must be a multiple of it (Hz). */
export const CMT_CHANNEL_WIDTH = 250000;

export const CMT_COUNTRIES: readonly CmtCountry[] = [
  {
    id: 0,
    code: 'EU',
    name: 'Europe',
    freq_default: 865000000,
    freq_min: 860250000,
    freq_max: 923500000,
    freq_legal_min: 863000000,
    freq_legal_max: 870000000,
    startup_frequency: 868000000,
  },
  {
    id: 1,
    code: 'US',
    name: 'North America',
    freq_default: 918000000,
    freq_min: 900250000,
    freq_max: 963500000,
    freq_legal_min: 905000000,
    freq_legal_max: 925000000,
    startup_frequency: 915000000,
  },
  {
    id: 2,
    code: 'BR',
    name: 'Brazil',
    freq_default: 918000000,
    freq_min: 900250000,
    freq_max: 963500000,
    freq_legal_min: 915000000,
    freq_legal_max: 928000000,
    startup_frequency: 915000000,
  },
];

/** `country_def` exactly as the device sends it (wire key order). */
export function countryDefs(): CountryDef[] {
  return CMT_COUNTRIES.map((c) => ({
    freq_default: c.freq_default,
    freq_min: c.freq_min,
    freq_max: c.freq_max,
    freq_legal_min: c.freq_legal_min,
    freq_legal_max: c.freq_legal_max,
  }));
}

export const SunsetType = { Official: 0, Nautical: 1, Civil: 2, Astronomical: 3 } as const;
export type SunsetType = (typeof SunsetType)[keyof typeof SunsetType];

export interface SunsetTypeInfo {
  type: SunsetType;
  name: 'OFFICIAL' | 'NAUTICAL' | 'CIVIL' | 'ASTRONOMICAL';
  /** Zenith angle in degrees used for sunrise/sunset. */
  zenith: number;
}
export const SUNSET_TYPES: readonly SunsetTypeInfo[] = [
  { type: 0, name: 'OFFICIAL', zenith: 90.833 },
  { type: 1, name: 'NAUTICAL', zenith: 102 },
  { type: 2, name: 'CIVIL', zenith: 96 },
  { type: 3, name: 'ASTRONOMICAL', zenith: 108 },
];

/** The zenith the device uses for a stored sunsettype: anything but 0, 2, 3 behaves as nautical. */
export function sunsetZenith(sunsettype: number): number {
  const info = SUNSET_TYPES.find((t) => t.type === sunsettype);
  return (info ?? { zenith: 102 }).zenith;
}

export const DiagramMode = { Off: 0, Small: 1, Fullscreen: 2 } as const;
export type DiagramMode = (typeof DiagramMode)[keyof typeof DiagramMode];

/** display.rotation value → degrees. */
export const DISPLAY_ROTATIONS: readonly { value: 0 | 1 | 2 | 3; degrees: 0 | 90 | 180 | 270 }[] = [
  { value: 0, degrees: 0 },
  { value: 1, degrees: 90 },
  { value: 2, degrees: 180 },
  { value: 3, degrees: 270 },
];

/** display.language value → locale. */
export const DISPLAY_LANGUAGES: readonly { value: 0 | 1 | 2; locale: 'en' | 'de' | 'fr' }[] = [
  { value: 0, locale: 'en' },
  { value: 1, locale: 'de' },
  { value: 2, locale: 'fr' },
];

/** Pin mapping display.type value → controller name. */
export const DISPLAY_TYPES: readonly string[] = [
  'None',
  'PCD8544',
  'SSD1306',
  'SH1106',
  'SSD1309',
  'ST7567_GM12864I_59N',
];

/** Pin mapping eth.type value → PHY name. */
export const ETH_TYPES: readonly string[] = [
  'LAN8720',
  'TLK110',
  'RTL8201',
  'DP83848',
  'DM9051',
  'KSZ8041',
  'KSZ8081',
];

/** Pin mapping eth.clk_mode value → clock mode name. */
export const ETH_CLOCK_MODES: readonly string[] = ['GPIO0_IN', 'GPIO0_OUT', 'GPIO16_OUT', 'GPIO17_OUT'];

export const MQTT_QOS_LEVELS: readonly (0 | 1 | 2)[] = [0, 1, 2];

/** limit_set_status / power_set_status (device-api §5). */
export type SetStatus = 'Ok' | 'Pending' | 'Failure' | 'Unknown';
export const SET_STATUSES: readonly SetStatus[] = ['Ok', 'Pending', 'Failure', 'Unknown'];

/** network_mode of GET /api/network/status. */
export type NetworkMode = 'Station' | 'Ethernet';

/** UI and event-log locales. */
export type Locale = 'en' | 'de' | 'fr';
export const LOCALES: readonly Locale[] = ['en', 'de', 'fr'];
