/** Pull-to-refresh thresholds (interface-spec §9), in CSS pixels and milliseconds. */
export const PULL = { threshold: 60, max: 80, reloadHeight: 50, refreshTimeoutMs: 500 } as const;

/** pending → pulling → releasing (past the threshold) → refreshing → pending. */
export type PullPhase = 'pending' | 'pulling' | 'releasing' | 'refreshing';

export interface PullState {
  phase: PullPhase;
  /** Height of the pull indicator. */
  distance: number;
  /** Where the touch started; null when the touch did not start at the top of the page. */
  startY: number | null;
}

export type PullEvent =
  | { type: 'start'; y: number; atTop: boolean }
  | { type: 'move'; y: number }
  | { type: 'end' }
  | { type: 'done' };

export const initialPull: PullState = { phase: 'pending', distance: 0, startY: null };

export function pullReducer(state: PullState, event: PullEvent): PullState {
  switch (event.type) {
    case 'start':
      if (state.phase === 'refreshing') return state;
      return { phase: 'pending', distance: 0, startY: event.atTop ? event.y : null };
    case 'move': {
      if (state.startY === null || state.phase === 'refreshing') return state;
      const distance = Math.min(Math.max(event.y - state.startY, 0), PULL.max);
      if (distance === 0) return { ...state, phase: 'pending', distance };
      return { ...state, phase: distance >= PULL.threshold ? 'releasing' : 'pulling', distance };
    }
    case 'end':
      if (state.phase === 'releasing')
        return { phase: 'refreshing', distance: PULL.reloadHeight, startY: null };
      if (state.phase === 'refreshing') return state;
      return initialPull;
    case 'done':
      return state.phase === 'refreshing' ? initialPull : state;
  }
}
