// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dataSpan, linePath, niceStep, ticks, timeStep } from './scale.ts';

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

  it('spaces time labels by the width and the span shown', () => {
    const hour = 3_600_000;
    expect(timeStep(24 * hour, 1200, 56)).toBe(2 * hour);
    expect(timeStep(24 * hour, 300, 56)).toBe(6 * hour);
    expect(timeStep(hour / 2, 600, 56)).toBe(5 * 60_000);
  });

  it('zooms to the recorded span, at least half an hour, on the gateway’s wall clock, inside the day', () => {
    const minute = 60_000;
    const day = { from: 0, to: 86_400_000 };
    const options = { offset: 0, roundMs: 5 * minute, minMs: 30 * minute };
    // Three minutes recorded at 12:01–12:04: 11:50–12:20.
    expect(dataSpan(721 * minute, 724 * minute, day, options)).toEqual({
      from: 710 * minute,
      to: 740 * minute,
    });
    // Two hours: as recorded, rounded out to 5 minutes.
    expect(dataSpan(601 * minute, 722 * minute, day, options)).toEqual({
      from: 600 * minute,
      to: 725 * minute,
    });
    // Just after midnight: not before the day's start.
    expect(dataSpan(minute, 2 * minute, day, options)).toEqual({ from: 0, to: 30 * minute });
    // With the gateway two hours ahead, rounding follows its clock: 10:03 UTC is 12:03 there.
    const ahead = { ...options, offset: 2 * 60 * minute };
    expect(
      dataSpan(603 * minute, 603 * minute, { from: -120 * minute, to: 1320 * minute }, ahead).from %
        (5 * minute),
    ).toBe(0);
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
