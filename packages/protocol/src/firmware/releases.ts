/**
 * The OpenDTU releases this product speaks (firmware-versions.md §0), oldest first. Every difference on
 * the wire between them is in this folder; web app, companion and emulator read it from here, so no
 * version comparison is written anywhere else.
 */
export const FIRMWARE_RELEASES = [
  'v24.10.6',
  'v24.10.15',
  'v24.11.7',
  'v25.1.14',
  'v25.2.3',
  'v25.4.2',
  'v25.4.4',
  'v25.4.10',
  'v25.5.10',
  'v25.9.11',
  'v26.3.28',
  'v26.3.30',
] as const;

export type FirmwareRelease = (typeof FIRMWARE_RELEASES)[number];

/** The releases the emulator can be (`--firmware`): the ones whose wire differs from the one before. */
export const EMULATED_RELEASES = [
  'v24.10.6',
  'v24.11.7',
  'v25.1.14',
  'v25.5.10',
  'v25.9.11',
  'v26.3.28',
  'v26.3.30',
] as const satisfies readonly FirmwareRelease[];

export type EmulatedRelease = (typeof EMULATED_RELEASES)[number];

export const OLDEST_RELEASE: FirmwareRelease = 'v24.10.6';
export const NEWEST_RELEASE: FirmwareRelease = 'v26.3.30';
/** What a new owner has, and so what `npm start` emulates unless told otherwise. */
export const DEFAULT_EMULATED_RELEASE: EmulatedRelease = 'v26.3.30';

/** `config_version` per release (firmware-versions.md §0, §3.4): the text and the number in config.json. */
export interface ConfigVersion {
  text: '0.1.28' | '0.1.29' | '0.1.30';
  /** `cfg.version` in config.json (0x00011c00 …). */
  number: number;
}

const CONFIG_0_1_28: ConfigVersion = { text: '0.1.28', number: 0x00011c00 };
const CONFIG_0_1_29: ConfigVersion = { text: '0.1.29', number: 0x00011d00 };
const CONFIG_0_1_30: ConfigVersion = { text: '0.1.30', number: 0x00011e00 };

export function configVersionOf(release: FirmwareRelease): ConfigVersion {
  if (isAtLeast(release, 'v25.5.10')) return CONFIG_0_1_30;
  if (isAtLeast(release, 'v24.11.7')) return CONFIG_0_1_29;
  return CONFIG_0_1_28;
}

/** The oldest release that writes this `config_version` text; null for one we do not know. */
export function oldestReleaseWithConfigVersion(text: string): FirmwareRelease | null {
  const found = FIRMWARE_RELEASES.find((release) => configVersionOf(release).text === text);
  return found ?? null;
}

export function isFirmwareRelease(value: unknown): value is FirmwareRelease {
  return typeof value === 'string' && (FIRMWARE_RELEASES as readonly string[]).includes(value);
}

export function isEmulatedRelease(value: unknown): value is EmulatedRelease {
  return typeof value === 'string' && (EMULATED_RELEASES as readonly string[]).includes(value);
}

/** `release` is `since` or newer. */
export function isAtLeast(release: FirmwareRelease, since: FirmwareRelease): boolean {
  return FIRMWARE_RELEASES.indexOf(release) >= FIRMWARE_RELEASES.indexOf(since);
}
