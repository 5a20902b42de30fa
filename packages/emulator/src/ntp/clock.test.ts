import { describe, expect, it } from 'vitest';
import { EmulatedClock } from './clock.ts';

describe('emulated clock', () => {
  it('follows the host source by default and can start at a chosen moment', () => {
    let host = 5_000;
    expect(new EmulatedClock(() => host).now()).toBe(5_000);
    const clock = new EmulatedClock({ source: () => host, start: Date.UTC(2024, 5, 21, 10) });
    host += 1_500;
    expect(clock.now()).toBe(Date.UTC(2024, 5, 21, 10) + 1_500);
  });

  it('runs time-scale times faster, also after the time is set by hand', () => {
    let host = 0;
    const clock = new EmulatedClock({ source: () => host, start: 1_000_000, scale: 60 });
    host += 1_000;
    expect(clock.now()).toBe(1_060_000);
    clock.set(5_000_000);
    expect(clock.now()).toBe(5_000_000);
    host += 500;
    expect(clock.now()).toBe(5_030_000);
    expect(clock.emulatedSpan(1_000)).toBe(60_000);
  });

  it('ignores a scale that is not a positive number', () => {
    expect(new EmulatedClock({ scale: 0 }).scale).toBe(1);
    expect(new EmulatedClock({ scale: Number.NaN }).scale).toBe(1);
  });
});
