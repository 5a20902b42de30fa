import type { PowerHistory, PowerPoint } from '@dtu-web/protocol';
import { describe, expect, it } from 'vitest';
import { stackDays } from './stack.ts';

const MINUTE = 60_000;
// 2026-06-21 in UTC: the test's gateways keep UTC.
const MIDNIGHT = Date.UTC(2026, 5, 21);
const at = (hour: number, minute = 0): number => MIDNIGHT + hour * 3_600_000 + minute * MINUTE;

function day(watts: (time: number) => number | null, serial = 'a'): PowerHistory {
  const points: PowerPoint[] = [];
  for (let time = at(8); time < at(14); time += MINUTE) {
    const value = watts(time);
    if (value !== null) points.push([time, value, []]);
  }
  return {
    gateway: 'g',
    day: '2026-06-21',
    tz: 'UTC0',
    resolution_s: 0,
    inverters: [{ serial, name: serial, strings: [], points, holes: [] }],
  };
}

const valueAt = (points: readonly (readonly [number, number | null])[], time: number) =>
  points.find(([each]) => each === time)?.[1];

describe('today’s power per gateway, stacked', () => {
  it('puts each gateway on top of those before it: the top line is the fleet’s power', () => {
    const stack = stackDays(
      [
        { id: 'home', name: 'Home', history: day(() => 100) },
        { id: 'garage', name: 'Garage', history: day(() => 250) },
        { id: 'barn', name: 'Barn', history: day(() => 40) },
      ],
      at(14),
    );
    expect(stack?.lines.map((line) => [line.name, valueAt(line.points, at(10))])).toEqual([
      ['Home', 100],
      ['Garage', 350],
      ['Barn', 390],
    ]);
  });

  it('leaves a hole where a gateway recorded nothing, in its line and every one above, never a zero', () => {
    // Garage recorded nothing from 10:00 to 11:00 (its gateway was away).
    const gap = (time: number) => (time >= at(10) && time < at(11) ? null : 250);
    const stack = stackDays(
      [
        { id: 'home', name: 'Home', history: day(() => 100) },
        { id: 'garage', name: 'Garage', history: day(gap) },
        { id: 'barn', name: 'Barn', history: day(() => 40) },
      ],
      at(14),
    );
    const [home, garage, barn] = stack?.lines ?? [];
    expect(valueAt(home?.points ?? [], at(10, 30))).toBe(100);
    expect(valueAt(garage?.points ?? [], at(10, 30))).toBeNull();
    expect(valueAt(barn?.points ?? [], at(10, 30))).toBeNull();
    expect(valueAt(barn?.points ?? [], at(11, 30))).toBe(390);
  });

  it('draws nothing after now, and nothing at all without a recorded point', () => {
    const stack = stackDays([{ id: 'home', name: 'Home', history: day(() => 100) }], at(9));
    expect(valueAt(stack?.lines[0]?.points ?? [], at(9, 30))).toBeNull();
    const empty = day(() => null);
    expect(stackDays([{ id: 'home', name: 'Home', history: empty }], at(14))).toBeNull();
  });
});
