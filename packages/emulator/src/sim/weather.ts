/**
 * The environment around the plant: clouds, ambient temperature and grid noise. Everything is a pure
 * function of (seed, time), so the result does not depend on how often the simulation is advanced.
 */
import { valueNoise } from './random.ts';

const MINUTE = 60_000;

/**
 * Fraction of clear-sky sunshine that reaches the panels, 0.2..1. Three layers of smooth noise (weather
 * fronts over hours, cloud fields over tens of minutes, single clouds over minutes); a good share of
 * the time the sky is clear (exactly 1).
 */
export function weatherFactor(seed: number, ms: number): number {
  const n =
    0.55 * valueNoise(seed, 11, ms, 180 * MINUTE) +
    0.3 * valueNoise(seed, 12, ms, 35 * MINUTE) +
    0.15 * valueNoise(seed, 13, ms, 6 * MINUTE);
  const cloudiness = Math.max(0, (n - 0.45) / 0.55);
  return Math.min(1, Math.max(0.2, 1 - 0.8 * cloudiness ** 0.8));
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
