/**
 * pin_mapping.json (device-api §7.2) and the pins in effect. The device reads the profile named by
 * `device.pinmapping` at boot; pins come only from that file (a POST cannot set them), otherwise from the
 * build's defaults. A radio is "configured" when all its required pins are set.
 */
import type { CurrentPinMapping, PinMappingEntry } from '@dtu-web/protocol';
import { access, copyFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from './atomicWrite.ts';

export const PIN_MAPPING_FILE = 'pin_mapping.json';

/**
 * The emulated build ("generic_esp32"): a classic ESP32 (so `eth` is reported) with an NRF24 and a
 * CMT2300A wired to fixed pins, so every inverter family has a radio without choosing a profile.
 */
export const BUILD_DEFAULT_PINS: Omit<CurrentPinMapping, 'name'> = {
  nrf24: { clk: 18, cs: 5, en: 4, irq: 16, miso: 19, mosi: 23 },
  cmt: { clk: 14, cs: 27, fcs: 26, sdio: 13, gpio2: 25, gpio3: 33 },
  w5500: { sclk: -1, mosi: -1, miso: -1, cs: -1, int: -1, rst: -1 },
  eth: { enabled: false, phy_addr: -1, power: -1, mdc: -1, mdio: -1, type: 0, clk_mode: 0 },
  display: { type: 0, data: 255, clk: 255, cs: 255, reset: 255 },
  led: { led0: -1, led1: -1 },
};

/** Creates the sample pin_mapping.json when the data dir has none (it survives a factory reset). */
export async function ensurePinMappingFile(dataDir: string, sampleFile: string): Promise<void> {
  const target = join(dataDir, PIN_MAPPING_FILE);
  try {
    await access(target);
    return;
  } catch {
    // missing: fall through and create it
  }
  try {
    await writeFileAtomic(target, await readFile(sampleFile));
  } catch {
    await copyFile(sampleFile, target).catch(() => undefined);
  }
}

/** The profiles of pin_mapping.json; none when it is missing or not a JSON array. */
export async function readPinMapping(dataDir: string): Promise<PinMappingEntry[]> {
  try {
    const parsed = JSON.parse(await readFile(join(dataDir, PIN_MAPPING_FILE), 'utf8')) as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is PinMappingEntry =>
        typeof entry === 'object' && entry !== null && typeof (entry as { name?: unknown }).name === 'string',
    );
  } catch {
    return [];
  }
}

type PinBlock = Record<string, unknown>;

function pin(block: PinBlock | undefined, key: string, unset: number): number {
  const value = block?.[key];
  return typeof value === 'number' && Number.isInteger(value) ? value : unset;
}

/** A pin block of a profile; anything but a JSON object (the file is user data) counts as missing. */
function block(value: unknown): PinBlock | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as PinBlock)
    : undefined;
}

/** Pins of a profile: every missing pin unset (−1; display pins 255, display type 0). */
export function profilePins(entry: PinMappingEntry): Omit<CurrentPinMapping, 'name'> {
  const nrf = block(entry.nrf24);
  const cmt = block(entry.cmt);
  const w5500 = block(entry.w5500);
  const eth = block(entry.eth);
  const display = block(entry.display);
  const led = block(entry.led);
  const p = (b: PinBlock | undefined, key: string): number => pin(b, key, -1);
  const d = (key: string): number => pin(display, key, 255);
  return {
    nrf24: {
      clk: p(nrf, 'clk'),
      cs: p(nrf, 'cs'),
      en: p(nrf, 'en'),
      irq: p(nrf, 'irq'),
      miso: p(nrf, 'miso'),
      mosi: p(nrf, 'mosi'),
    },
    cmt: {
      clk: p(cmt, 'clk'),
      cs: p(cmt, 'cs'),
      fcs: p(cmt, 'fcs'),
      sdio: p(cmt, 'sdio'),
      gpio2: p(cmt, 'gpio2'),
      gpio3: p(cmt, 'gpio3'),
    },
    w5500: {
      sclk: p(w5500, 'sclk'),
      mosi: p(w5500, 'mosi'),
      miso: p(w5500, 'miso'),
      cs: p(w5500, 'cs'),
      int: p(w5500, 'int'),
      rst: p(w5500, 'rst'),
    },
    eth: {
      enabled: eth?.['enabled'] === true,
      phy_addr: p(eth, 'phy_addr'),
      power: p(eth, 'power'),
      mdc: p(eth, 'mdc'),
      mdio: p(eth, 'mdio'),
      type: pin(eth, 'type', 0),
      clk_mode: pin(eth, 'clk_mode', 0),
    },
    display: {
      type: pin(display, 'type', 0),
      data: d('data'),
      clk: d('clk'),
      cs: d('cs'),
      reset: d('reset'),
    },
    led: { led0: p(led, 'led0'), led1: p(led, 'led1') },
  };
}

/** `curPin`: the configured name with the pins of the matching profile, else the build defaults. */
export function activePins(profiles: readonly PinMappingEntry[], name: string): CurrentPinMapping {
  const entry = profiles.find((profile) => profile.name === name);
  const pins = entry === undefined ? structuredClone(BUILD_DEFAULT_PINS) : profilePins(entry);
  return { name, ...pins };
}

export interface RadioPresence {
  nrfConfigured: boolean;
  cmtConfigured: boolean;
}

/** NRF needs clk, cs, en, irq, miso, mosi; CMT needs clk, cs, fcs, sdio (gpio2/3 optional). */
export function radioPresence(pins: CurrentPinMapping): RadioPresence {
  const set = (...values: number[]): boolean => values.every((v) => v >= 0);
  const { nrf24, cmt } = pins;
  return {
    nrfConfigured: set(nrf24.clk, nrf24.cs, nrf24.en, nrf24.irq, nrf24.miso, nrf24.mosi),
    cmtConfigured: set(cmt.clk, cmt.cs, cmt.fcs, cmt.sdio),
  };
}
