/**
 * Energy from a lifetime counter (YieldTotal, Wh) that real gateways sometimes get wrong:
 *
 * - **zero**: after a reboot the gateway reads 0 until the inverter answers, then the old value is back.
 *   A 0 is never taken: nothing is counted until the counter returns.
 * - **jump**: a value above what the inverter could make at its max power in the time passed, or below
 *   the last one (a spike, a counter offset changed, an inverter swapped). It is held aside: when the
 *   next values continue from the old base the spike is forgotten; when they keep continuing from the new
 *   value (`CONFIRM` readings), that becomes the base and the energy between the two bases is estimated
 *   from the recorded power instead of the counter.
 *
 * Each episode counts one glitch. A gap in the readings (the recorder or the gateway was down) is no
 * glitch: the counter bridges it as long as the delta is possible in the time passed.
 */

/** Readings continuing from a new value that make it the base. */
export const CONFIRM = 3;
/** Rounding of the counter (1 Wh per string on the wire) and a little slack. */
export const TOLERANCE_WH = 5;
/** Headroom over the max power: panels exceed their rating on cold bright days. */
const HEADROOM = 1.25;

export interface CounterState {
  /** The trusted value (Wh) and when it was read; undefined before the first reading. */
  base?: number;
  at: number;
  /** The power integral (Wh, see `update`) when the base was read. */
  powerWh: number;
  /** Inside a zero episode (already counted). */
  zero: boolean;
  /** A value held aside after a jump. */
  held?: {
    first: number;
    firstAt: number;
    firstPowerWh: number;
    last: number;
    lastAt: number;
    count: number;
  };
}

export type Glitch = 'zero' | 'jump';

export interface GuardResult {
  /** Energy to count for this reading, Wh (never negative). */
  wh: number;
  /** A new glitch episode began with this reading. */
  glitch?: Glitch;
  /** The base moved to a held value: the energy came from the power integral. */
  rebased?: boolean;
}

export function newCounter(): CounterState {
  return { at: 0, powerWh: 0, zero: false };
}

/** What `maxW` can make from `from` to `to`, plus the counter's rounding. */
function possible(maxW: number, from: number, to: number): number {
  return (maxW * HEADROOM * Math.max(0, to - from)) / 3_600_000 + TOLERANCE_WH;
}

/**
 * Takes one reading `value` (Wh) at `at` (ms). `maxW` bounds what the source can produce; `powerWh`
 * is the running integral of the recorded power (Wh) at `at`, for the energy a rebase must estimate.
 */
export function update(
  state: CounterState,
  value: number,
  at: number,
  maxW: number,
  powerWh: number,
): GuardResult {
  if (!Number.isFinite(value) || value < 0) return { wh: 0 };
  if (state.base === undefined) {
    Object.assign(state, { base: value, at, powerWh, zero: false, held: undefined });
    return { wh: 0 };
  }
  if (value === 0 && state.base > TOLERANCE_WH) {
    const glitch: Glitch | undefined = state.zero ? undefined : 'zero';
    state.zero = true;
    return { wh: 0, glitch };
  }
  const delta = value - state.base;
  if (delta >= -TOLERANCE_WH && delta <= possible(maxW, state.at, at)) {
    // Continues from the base (a held spike, if any, is forgotten; a rounding step back counts 0).
    const wh = Math.max(0, delta);
    if (delta >= 0) state.base = value;
    Object.assign(state, { at, powerWh, zero: false, held: undefined });
    return { wh };
  }
  state.zero = false;
  const held = state.held;
  if (held !== undefined) {
    const step = value - held.last;
    if (step >= -TOLERANCE_WH && step <= possible(maxW, held.lastAt, at)) {
      held.count++;
      held.last = Math.max(held.last, value);
      held.lastAt = at;
      if (held.count >= CONFIRM) {
        // The new value is the counter now: energy from the old base to the held one comes from the
        // recorded power, from there on from the counter again.
        const bridged = Math.max(0, held.firstPowerWh - state.powerWh);
        const counted = Math.max(0, held.last - held.first);
        Object.assign(state, { base: held.last, at, powerWh, held: undefined });
        return { wh: bridged + counted, rebased: true };
      }
      return { wh: 0 };
    }
  }
  state.held = { first: value, firstAt: at, firstPowerWh: powerWh, last: value, lastAt: at, count: 1 };
  return { wh: 0, glitch: held === undefined ? 'jump' : undefined };
}
