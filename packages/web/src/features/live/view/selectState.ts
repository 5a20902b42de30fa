import { inverterState, type LiveInverter } from '../../../lib/live/index.ts';

/** An inverter's state as a primitive selection: a component re-renders when it changes, not per frame. */
export const selectState = (inverter: LiveInverter | undefined) =>
  inverter ? inverterState(inverter) : 'unreachable';
