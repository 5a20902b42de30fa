// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inverterState } from './state.ts';

describe('inverter state', () => {
  it.each([
    [{ poll_enabled: false, reachable: true, producing: true }, 'disabled'],
    [{ poll_enabled: true, reachable: false, producing: true }, 'unreachable'],
    [{ poll_enabled: true, reachable: true, producing: false }, 'idle'],
    [{ poll_enabled: true, reachable: true, producing: true }, 'producing'],
  ] as const)('%o is %s', (flags, state) => {
    expect(inverterState(flags)).toBe(state);
  });
});
