/**
 * The environment around the plant: clouds, ambient temperature and grid noise. Everything is a pure
 * function of (seed, time), so the result does not depend on how often the simulation is advanced.
 */
import { valueNoise } from './random.ts';

const MINUTE = 60_000;

/**
 * How sunny the season is, 0 at midwinter .. 1 at midsummer (hemisphere by latitude), flattened so
 * spring and summer are alike and the dark months fall off quickly, as in central European records.
 */
export function sunnySeason(dayOfYear: number, latitude: number): number {
  const shift = latitude >= 0 ? 11 : 11 + 365.25 / 2;
  const x = (1 - Math.cos((2 * Math.PI * (dayOfYear + shift)) / 365.25)) / 2;
  return Math.max(0, x) ** 0.6;
}

/**
 * Fraction of clear-sky sunshine that reaches the panels, 0.08..1. Three layers of smooth noise (weather
 * fronts over hours, cloud fields over tens of minutes, single clouds over minutes); clouds come more
 * often and darker in winter (`season` from `sunnySeason`: 0 midwinter, 1 midsummer). Tuned so the demo
 * plant at latitude 51° makes ~950 kWh per kWp a year with December ~2–3 % of it, like a real plant in
 * central Europe (its lifetime counters assume the same, runtime/demoFleet.ts).
 */
export function weatherFactor(seed: number, ms: number, season = 1): number {
  const n =
    0.55 * valueNoise(seed, 11, ms, 180 * MINUTE) +
    0.3 * valueNoise(seed, 12, ms, 35 * MINUTE) +
    0.15 * valueNoise(seed, 13, ms, 6 * MINUTE);
  const threshold = 0.155 + 0.185 * Math.min(1, Math.max(0, season));
  const cloudiness = Math.min(1, Math.max(0, (n - threshold) / 0.4));
  return Math.min(1, Math.max(0.08, 1 - 0.9 * cloudiness ** 0.8));
}

/** Grid noise in -1..1 for voltage and frequency, drifting over tens of seconds. */
export function gridNoise(seed: number, ms: number): { voltage: number; frequency: number } {
  return {
    voltage: 2 * valueNoise(seed, 21, ms, 47_000) - 1,
    frequency: 2 * valueNoise(seed, 22, ms, 23_000) - 1,
  };
}

/**
 * Ambient temperature in °C: a seasonal swing (cold in January in the north, July in the south) and
 * a daily one peaking mid-afternoon.
 */
export function ambientTemperature(dayOfYear: number, localHour: number, latitude: number): number {
  const hemisphere = latitude >= 0 ? 1 : -1;
  const season = -Math.cos((2 * Math.PI * (dayOfYear - 20)) / 365.25) * hemisphere;
  const daily = Math.sin((2 * Math.PI * (localHour - 9)) / 24);
  return 11 + 9 * season + 4 * daily;
}
