import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('keeps a monotonic reading at its speed that setting the time does not move', () => {
    let host = 7_000;
    const clock = new EmulatedClock({ source: () => host, start: Date.UTC(2024, 5, 21, 10), scale: 60 });
    expect(clock.monotonic()).toBe(0);
    host += 1_000;
    expect(clock.monotonic()).toBe(60_000);
    clock.set(Date.UTC(2024, 10, 23, 10));
    expect(clock.monotonic()).toBe(60_000);
    clock.set(Date.UTC(2024, 5, 20, 10));
    expect(clock.monotonic()).toBe(60_000);
    host += 500;
    expect(clock.monotonic()).toBe(90_000);
    expect(clock.now()).toBe(Date.UTC(2024, 5, 20, 10) + 30_000);
  });

  it('never takes the monotonic reading back, even when its source steps back', () => {
    let mono = 100;
    const clock = new EmulatedClock({ source: () => 0, monotonicSource: () => mono });
    mono = 2_100;
    expect(clock.monotonic()).toBe(2_000);
    mono = 600;
    expect(clock.monotonic()).toBe(2_000);
    mono = 2_600;
    expect(clock.monotonic()).toBe(2_500);
  });

  it('ignores a scale that is not a positive number', () => {
    expect(new EmulatedClock({ scale: 0 }).scale).toBe(1);
    expect(new EmulatedClock({ scale: Number.NaN }).scale).toBe(1);
  });
});

describe('emulated clock on the host clocks', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the host wall clock for the time and the host monotonic clock for the uptime', () => {
    vi.useFakeTimers({ now: Date.UTC(2024, 5, 21, 10) });
    const clock = new EmulatedClock();
    vi.advanceTimersByTime(5_000);
    expect(clock.now()).toBe(Date.UTC(2024, 5, 21, 10, 0, 5));
    expect(clock.monotonic()).toBe(5_000);
    // The host's own clock is set (NTP on the host): the emulated time follows, the uptime does not.
    vi.setSystemTime(Date.UTC(2024, 10, 23, 10));
    expect(clock.now()).toBe(Date.UTC(2024, 10, 23, 10));
    expect(clock.monotonic()).toBe(5_000);
    clock.set(Date.UTC(2024, 0, 1));
    vi.advanceTimersByTime(1_000);
    expect(clock.now()).toBe(Date.UTC(2024, 0, 1, 0, 0, 1));
    expect(clock.monotonic()).toBe(6_000);
  });
});
