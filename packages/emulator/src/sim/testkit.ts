/** Helpers for the simulation's tests: a Berlin site, inverter configs and a plant on a manual clock. */
import { DEFAULT_INVERTER_FLAGS, type FirmwareRelease } from '@dtu-web/protocol';
import type { InverterConfig, SimTuning, SiteConfig } from './config.ts';
import { Plant } from './plant.ts';
import type { RadioEventListener } from './radioEvents.ts';

/** Central European time: CEST from the last Sunday of March to the last Sunday of October, 01:00 UTC. */
export function berlinOffset(ms: number): number {
  const year = new Date(ms).getUTCFullYear();
  const lastSunday = (month: number): number => {
    const d = new Date(Date.UTC(year, month + 1, 0, 1));
    d.setUTCDate(d.getUTCDate() - d.getUTCDay());
    return d.getTime();
  };
  return ms >= lastSunday(2) && ms < lastSunday(9) ? 120 : 60;
}

export const BERLIN: SiteConfig = {
  latitude: 52.52,
  longitude: 13.4,
  utcOffsetMinutes: berlinOffset,
  sunsetType: 1,
};

/** Serials of each family used across the tests. */
export const SERIAL = {
  hm4: '116180123456',
  hm2: '114180123457',
  hm1: '112180123458',
  hms2: '114480123459',
  hms4: '116480123460',
  hmt6: '138280123461',
  herf1: '284180123462',
} as const;

export function inverterConfig(serial: string, overrides: Partial<InverterConfig> = {}): InverterConfig {
  return {
    serial,
    name: `Inverter ${serial.slice(-3)}`,
    order: 0,
    ...DEFAULT_INVERTER_FLAGS,
    channel: [
      { name: 'East', max_power: 400, yield_total_offset: 0 },
      { name: 'West', max_power: 400, yield_total_offset: 0 },
      { name: '', max_power: 0, yield_total_offset: 0 },
      { name: '', max_power: 0, yield_total_offset: 0 },
    ],
    ...overrides,
  };
}

/** Local Berlin wall time in 2026 → ms epoch (valid away from the DST switch hours). */
export function berlinTime(month: number, day: number, hour: number, minute = 0, second = 0): number {
  const guess = Date.UTC(2026, month - 1, day, hour, minute, second);
  return guess - berlinOffset(guess - 2 * 3_600_000) * 60_000;
}

export interface TestPlant {
  plant: Plant;
  /** Sets the wall clock by hand (no time passes) and ticks, like POST /api/ntp/time and the 1 s task. */
  setClock(ms: number): void;
  /** Moves the clock to `ms` in steps of `stepMs` (default 1 s), ticking each time, like the gateway. */
  runTo(ms: number, stepMs?: number): void;
  /** Runs for a duration in seconds. */
  runFor(seconds: number, stepMs?: number): void;
}

export function testPlant(
  start: number,
  inverters: readonly InverterConfig[],
  options: {
    tuning?: Partial<SimTuning>;
    pollIntervalSeconds?: number;
    seed?: number;
    release?: FirmwareRelease;
    onRadioEvent?: RadioEventListener;
  } = {},
): TestPlant {
  let now = start;
  // Monotonic time starts at 0 like the device's millis(); only passing time moves it.
  let mono = 0;
  const plant = new Plant({
    clock: { now: () => now, monotonic: () => mono },
    site: BERLIN,
    dtu: { pollIntervalSeconds: options.pollIntervalSeconds ?? 5, nrfEnabled: true, cmtEnabled: true },
    inverters,
    seed: options.seed ?? 7,
    tuning: { gridFaultsPerHour: 0, weatherOverride: 1, ...options.tuning },
    release: options.release,
    onRadioEvent: options.onRadioEvent,
  });
  const runTo = (ms: number, stepMs = 1000): void => {
    // From where the plant is: a test may have moved it with advanceTo() meanwhile.
    now = plant.now();
    mono = plant.monotonic();
    // Bounded: a test never asks for more than a few days of 1 s steps.
    for (let i = 0; i < 1_000_000 && now < ms; i++) {
      const next = Math.min(ms, now + stepMs);
      mono += next - now;
      now = next;
      plant.tick();
    }
  };
  return {
    plant,
    setClock: (ms) => {
      now = ms;
      plant.tick();
    },
    runTo,
    runFor: (seconds, stepMs) => {
      runTo(plant.now() + seconds * 1000, stepMs);
    },
  };
}
