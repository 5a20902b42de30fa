import { describe, expect, it } from 'vitest';
import { initialPull, PULL, pullReducer, type PullEvent, type PullState } from './pullToRefresh.ts';

function run(events: PullEvent[], from: PullState = initialPull): PullState[] {
  const states: PullState[] = [];
  let state = from;
  for (const event of events) {
    state = pullReducer(state, event);
    states.push(state);
  }
  return states;
}

describe('pull-to-refresh', () => {
  it('goes pending → pulling → releasing → refreshing → pending', () => {
    const phases = run([
      { type: 'start', y: 100, atTop: true },
      { type: 'move', y: 130 },
      { type: 'move', y: 100 + PULL.threshold },
      { type: 'end' },
      { type: 'done' },
    ]).map((state) => state.phase);
    expect(phases).toEqual(['pending', 'pulling', 'releasing', 'refreshing', 'pending']);
  });

  it('caps the pull at the maximum and holds the reload height while refreshing', () => {
    const states = run([{ type: 'start', y: 0, atTop: true }, { type: 'move', y: 500 }, { type: 'end' }]);
    expect(states[1]?.distance).toBe(PULL.max);
    expect(states[2]).toMatchObject({ phase: 'refreshing', distance: PULL.reloadHeight });
  });

  it('releasing before the threshold goes back without refreshing', () => {
    const states = run([
      { type: 'start', y: 0, atTop: true },
      { type: 'move', y: PULL.threshold - 1 },
      { type: 'end' },
    ]);
    expect(states.map((state) => state.phase)).toEqual(['pending', 'pulling', 'pending']);
    expect(states[2]?.distance).toBe(0);
  });

  it('ignores pulls that do not start at the top of the page, and upward moves', () => {
    expect(
      run([
        { type: 'start', y: 0, atTop: false },
        { type: 'move', y: 200 },
      ])[1]?.phase,
    ).toBe('pending');
    expect(
      run([
        { type: 'start', y: 100, atTop: true },
        { type: 'move', y: 40 },
      ])[1],
    ).toMatchObject({
      phase: 'pending',
      distance: 0,
    });
  });

  it('ignores touches while refreshing', () => {
    const refreshing: PullState = { phase: 'refreshing', distance: PULL.reloadHeight, startY: null };
    expect(pullReducer(refreshing, { type: 'start', y: 0, atTop: true })).toBe(refreshing);
    expect(pullReducer(refreshing, { type: 'end' })).toBe(refreshing);
  });
});
