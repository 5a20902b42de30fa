/**
 * The 16×16 path data of the state icons (an inverter's on the live view, a string's on the panels
 * view): one shape per state, so colour is never the only signal.
 */
export const SUN_SHAPE =
  'M8 4.6a3.4 3.4 0 1 1 0 6.8 3.4 3.4 0 0 1 0-6.8zM7.3 0h1.4v3H7.3zm0 13h1.4v3H7.3zM0 7.3h3v1.4H0zm13 0h3v1.4h-3z';
/** Pause: reachable, not producing. */
export const PAUSE_SHAPE = 'M4 2h3v12H4zm5 0h3v12H9z';
/** A cross: not reachable. */
export const CROSS_SHAPE =
  'M2.3 3.7 3.7 2.3 8 6.6l4.3-4.3 1.4 1.4L9.4 8l4.3 4.3-1.4 1.4L8 9.4l-4.3 4.3-1.4-1.4L6.6 8z';
/** A slashed ring: polling disabled. */
export const SLASHED_RING_SHAPE =
  'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm4.2 3.2-8 8a5.3 5.3 0 0 0 8-8zM3.8 11.8l8-8a5.3 5.3 0 0 0-8 8z';
/** An hourglass: the values are older than a poll cycle. */
export const HOURGLASS_SHAPE =
  'M3 1h10v1.5h-1.2c0 2.6-1.6 4.2-3 5.5 1.4 1.3 3 2.9 3 5.5H13V15H3v-1.5h1.2c0-2.6 1.6-4.2 3-5.5-1.4-1.3-3-2.9-3-5.5H3zm2.7 1.5c0 1.9 1.1 3.1 2.3 4.2 1.2-1.1 2.3-2.3 2.3-4.2z';
/** A crescent moon: night, the inverters sleep. */
export const MOON_SHAPE = 'M6 .5a7.5 7.5 0 1 0 9.5 9.5A6 6 0 0 1 6 .5z';
