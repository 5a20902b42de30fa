/**
 * Deterministic randomness for the simulation.
 *
 * Two kinds are used on purpose:
 * - a seeded stream (`RandomSource`) for things that happen at discrete moments (a radio answer, an
 *   acknowledgement delay): the same seed and the same sequence of calls give the same outcomes;
 * - stateless hashing (`hashUnit`, `valueNoise`) for things that are a function of time (weather, grid
 *   noise, rare grid faults), so the result does not depend on how often the caller advances the clock.
 */

/** A source of uniformly distributed numbers in [0, 1). */
export interface RandomSource {
  next(): number;
}

/** Mulberry32: tiny, fast and good enough for simulation noise (not for cryptography). */
export function createRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return {
    next(): number {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
}

/** Mixes any number of integers into one unsigned 32-bit hash (murmur3 finaliser per step). */
export function hash32(...values: readonly number[]): number {
  let h = 0x9e3779b9;
  for (const value of values) {
    // Split doubles beyond 32 bits into two words so large time indices still mix fully.
    const low = value >>> 0;
    const high = Math.floor(value / 4294967296) >>> 0;
    for (const word of [low, high]) {
      let k = Math.imul(word, 0xcc9e2d51);
      k = (k << 15) | (k >>> 17);
      k = Math.imul(k, 0x1b873593);
      h ^= k;
      h = (h << 13) | (h >>> 19);
      h = (Math.imul(h, 5) + 0xe6546b64) | 0;
    }
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A hash mapped to [0, 1). */
export function hashUnit(...values: readonly number[]): number {
  return hash32(...values) / 4294967296;
}

/** Uniform number in [min, max) from a random source. */
export function between(random: RandomSource, min: number, max: number): number {
  return min + (max - min) * random.next();
}

/**
 * Smooth 1-D value noise in [0, 1]: random values at multiples of `periodMs`, joined with a
 * smoothstep curve, so the value drifts over the period instead of jumping per sample.
 */
export function valueNoise(key: number, salt: number, ms: number, periodMs: number): number {
  const x = ms / periodMs;
  const cell = Math.floor(x);
  const f = x - cell;
  const a = hashUnit(key, salt, cell);
  const b = hashUnit(key, salt, cell + 1);
  const s = f * f * (3 - 2 * f);
  return a + (b - a) * s;
}
