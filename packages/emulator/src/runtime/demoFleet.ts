/**
 * The demo fleet written into config.json when the gateway starts with no inverter configured
 * (`--inverters <n>`, default 3): inverters of different families with names, named strings and panel
 * powers, so a fresh start shows a plant at once and the user can edit it like any configuration.
 * The serials follow the §6.4 prefixes and were picked so that each reports the model named here.
 */
import { defaultInverter, type ConfigFile, type ConfigFileInverter } from '@dtu-web/protocol';
import { storedSerial } from '../config/serials.ts';
import type { RadioPresence } from '../config/pinMapping.ts';
import { Plant, type EnergySnapshot } from '../sim/index.ts';
import { startOfLocalDay } from '../sim/time.ts';
import { dtuOf, invertersOf, siteOf } from './settings.ts';

export const DEFAULT_DEMO_INVERTERS = 3;

interface DemoInverter {
  name: string;
  serial: string;
  /** The model it reports (device info), for the README and the tests. */
  model: string;
  strings: readonly { name: string; maxPower: number }[];
}

const strings = (maxPower: number, ...names: string[]): DemoInverter['strings'] =>
  names.map((name) => ({ name, maxPower }));

/** In this order: `--inverters n` takes the first n. */
export const DEMO_INVERTERS: readonly DemoInverter[] = [
  {
    name: 'Roof',
    serial: '116180123456',
    model: 'HM-1500-4T',
    strings: strings(410, 'East 1', 'East 2', 'West 1', 'West 2'),
  },
  {
    name: 'Garage',
    serial: '114490831375',
    model: 'HMS-800-2T',
    strings: strings(445, 'East', 'West'),
  },
  {
    name: 'Barn',
    serial: '1382a1539294',
    model: 'HMT-2250-6T',
    strings: strings(425, 'South 1', 'South 2', 'South 3', 'South 4', 'East', 'West'),
  },
  { name: 'Balcony', serial: '114172247213', model: 'HM-800-2T', strings: strings(380, 'Left', 'Right') },
  {
    name: 'Carport',
    serial: '116491539294',
    model: 'HMS-2000-4T',
    strings: strings(500, 'Front left', 'Front right', 'Back left', 'Back right'),
  },
  { name: 'Shed', serial: '112164734322', model: 'HM-400-1T', strings: strings(400, 'Roof') },
  { name: 'Fence', serial: '1125a0123456', model: 'HMS-500-1T v2', strings: strings(450, 'Fence') },
  {
    name: 'Workshop',
    serial: '1361a0123456',
    model: 'HMT-2000-4T',
    strings: strings(520, 'North-east', 'North-west', 'South-east', 'South-west'),
  },
  { name: 'Greenhouse', serial: '282190123456', model: 'HERF-800', strings: strings(410, 'Glass', 'Roof') },
  { name: 'Pergola', serial: '114192247213', model: 'HM-600-2T', strings: strings(320, 'Left', 'Right') },
];

export const MAX_DEMO_INVERTERS = DEMO_INVERTERS.length;

/**
 * The demo plant's shade: the roof's string "West 2" sits behind a chimney and gets 40 % less light,
 * so the history's string health has something to find (companion-api §2 health).
 */
export const DEMO_SHADING: Readonly<Record<string, readonly number[]>> = {
  '116180123456': [0, 0, 0, 0.4],
};

export function hasInverters(config: ConfigFile): boolean {
  return config.inverters.some((inv) => inv.serial !== 0);
}

function demoSlot(demo: DemoInverter, order: number): ConfigFileInverter {
  const slot = defaultInverter();
  slot.serial = storedSerial(demo.serial);
  slot.name = demo.name;
  slot.order = order;
  demo.strings.forEach((s, i) => {
    const channel = slot.channel[i];
    if (channel !== undefined) {
      channel.name = s.name;
      channel.max_power = s.maxPower;
    }
  });
  return slot;
}

/**
 * The demo fleets of `npm start -- --gateways n` (one per virtual gateway, by serial): a mixed house, a
 * farm with CMT-radio inverters only (HMS/HMT), a cabin with NRF-radio ones, and more mixed ones.
 */
export const GATEWAY_DEMO_FLEETS: readonly (readonly string[])[] = [
  ['116180123456', '114490831375', '114172247213'],
  ['1382a1539294', '116491539294', '1125a0123456'],
  ['112164734322', '114192247213'],
  ['1361a0123456', '282190123456'],
];

/** The demo inverters written: those with these serials, else the first `count`. */
export function demoSelection(count: number, serials?: readonly string[]): readonly DemoInverter[] {
  if (serials !== undefined) return DEMO_INVERTERS.filter((demo) => serials.includes(demo.serial));
  return DEMO_INVERTERS.slice(0, Math.max(0, count));
}

/** Writes the chosen demo inverters into slots 0.. of a config draft. */
export function addDemoFleet(draft: ConfigFile, demos: readonly DemoInverter[]): void {
  demos.forEach((demo, i) => {
    draft.inverters[i] = demoSlot(demo, i);
  });
}

/** Yearly yield of a panel in central Europe, kWh per kWp. */
const KWH_PER_KWP_YEAR = 950;

/** The production date encoded in a serial (§6.2): year = 5th hex digit + 2014, week = 6th–7th. */
function productionMs(serial: string): number {
  const year = Number.parseInt(serial.charAt(4), 16) + 2014;
  const week = Math.min(52, Math.max(1, Number.parseInt(serial.slice(5, 7), 10) || 1));
  return Date.UTC(year, 0, 1 + (week - 1) * 7);
}

/**
 * What the configured inverters have produced since local midnight, from a scratch plant run over the
 * day so far: a demo started at noon then shows a noon's yield, not 0 Wh.
 */
function energySinceMidnight(config: ConfigFile, radios: RadioPresence, nowMs: number, seed: number) {
  const site = siteOf(config.ntp);
  const midnight = startOfLocalDay(nowMs, site.utcOffsetMinutes);
  const scratch = new Plant({
    // Only advanceTo() moves this plant; the clock is read at construction.
    clock: { now: () => midnight, monotonic: () => 0 },
    site,
    dtu: dtuOf(config.dtu, radios),
    inverters: invertersOf(config),
    seed,
    shading: DEMO_SHADING,
  });
  scratch.advanceTo(nowMs);
  return scratch.snapshot().inverters;
}

/**
 * A plausible lifetime yield for the demo inverters (running since their production week) plus what
 * they produced today until now, in the plant's snapshot format, so a fresh demo does not show a
 * brand-new 0 kWh plant.
 */
export function demoEnergy(
  demos: readonly DemoInverter[],
  config: ConfigFile,
  radios: RadioPresence,
  nowMs: number,
  seed: number,
): EnergySnapshot {
  const today = energySinceMidnight(config, radios, nowMs, seed);
  const inverters: EnergySnapshot['inverters'] = {};
  for (const demo of demos) {
    const years = Math.max(0, (nowMs - productionMs(demo.serial)) / (365.25 * 86_400_000));
    const day = today[demo.serial];
    const dayWh = demo.strings.map((_, i) => day?.dayWh[i] ?? 0);
    const totalWh = demo.strings.map(
      (s, i) => Math.round(years * KWH_PER_KWP_YEAR * s.maxPower) + (dayWh[i] ?? 0),
    );
    inverters[demo.serial] = {
      totalWh,
      dayWh,
      localDay: day?.localDay ?? -1,
      persistentLimit: 100,
      shownYieldDay: dayWh.map((wh) => Math.floor(wh)),
      shownYieldTotal: totalWh.map((wh) => Math.floor(wh) / 1000),
    };
  }
  return { format: 'dtu-web-sim-energy', version: 1, savedAtMs: nowMs, inverters };
}
