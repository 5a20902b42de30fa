import { describe, expect, it } from 'vitest';
import { hourStep, linePath, niceStep, ticks } from './chartScale.ts';

describe('chart scale', () => {
  it('picks round steps of 1, 2 or 5 × 10^n', () => {
    expect(niceStep(1000, 4)).toBe(250 * 2); // 250 → 500
    expect(niceStep(730, 4)).toBe(200);
    expect(niceStep(9, 4)).toBe(5);
    expect(niceStep(0, 4)).toBe(1);
  });

  it('ticks from 0 up to the first round value at or above the maximum', () => {
    expect(ticks(730, 4)).toEqual([0, 200, 400, 600, 800]);
    expect(ticks(0, 4)).toEqual([0, 1]);
  });

  it('spaces hour labels by the width', () => {
    expect(hourStep(1200, 56)).toBe(2);
    expect(hourStep(300, 56)).toBe(6);
  });

  it('breaks the line where nothing was recorded for longer than the gap', () => {
    const path = linePath(
      [
        [0, 0],
        [30, 10],
        [200, 20],
      ],
      (t) => t,
      (v) => v,
      60,
    );
    expect(path).toBe('M0.0 0.0L30.0 10.0M200.0 20.0');
  });
});
