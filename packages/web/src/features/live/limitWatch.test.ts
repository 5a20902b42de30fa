import type { LimitStatusMap, SetStatus } from '@dtu-web/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLimitWatch, type LimitWatchTiming } from './limitWatch.ts';

const timing: LimitWatchTiming = { pollMs: 1000, giveUpMs: 10_000, settleMs: 5000 };
const SERIAL = '116180123456';

/** A gateway whose limit status the test sets; counts how often it was asked. */
function gateway() {
  let status: SetStatus = 'Pending';
  let relative = 100;
  const asked = { count: 0 };
  const read = (): Promise<LimitStatusMap> => {
    asked.count += 1;
    return Promise.resolve({
      [SERIAL]: { limit_relative: relative, max_power: 1500, limit_set_status: status },
    });
  };
  return {
    read,
    asked,
    set(next: SetStatus, nextRelative = relative) {
      status = next;
      relative = nextRelative;
    },
  };
}

describe('limit watch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a limit as pending at once, then as set with the value the gateway confirms', async () => {
    const device = gateway();
    const watch = createLimitWatch(device.read, timing);
    watch.start(SERIAL, 50, true);
    expect(watch.get(SERIAL)).toMatchObject({ value: 50, relative: true, phase: 'pending' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(watch.get(SERIAL)?.phase).toBe('pending');
    device.set('Ok', 50);
    await vi.advanceTimersByTimeAsync(1000);
    expect(watch.get(SERIAL)).toMatchObject({ phase: 'set', confirmedRelative: 50 });
    // Once the live data shows it, the mark goes; nothing is asked any more.
    watch.settle(SERIAL);
    expect(watch.get(SERIAL)).toBeUndefined();
    const asked = device.asked.count;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(device.asked.count).toBe(asked);
  });

  it('shows a failure, and the value once the gateway has got it through after all', async () => {
    const device = gateway();
    const watch = createLimitWatch(device.read, timing);
    watch.start(SERIAL, 600, false);
    device.set('Failure');
    await vi.advanceTimersByTimeAsync(1000);
    expect(watch.get(SERIAL)).toMatchObject({ value: 600, relative: false, phase: 'failed' });
    device.set('Ok', 40);
    await vi.advanceTimersByTimeAsync(1000);
    expect(watch.get(SERIAL)).toMatchObject({ phase: 'set', confirmedRelative: 40 });
  });

  it('lets an acknowledged mark go by itself when the live data never catches up', async () => {
    const device = gateway();
    device.set('Ok', 30);
    const watch = createLimitWatch(device.read, timing);
    watch.start(SERIAL, 30, true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(watch.get(SERIAL)?.phase).toBe('set');
    await vi.advanceTimersByTimeAsync(6000);
    expect(watch.get(SERIAL)).toBeUndefined();
  });

  it('stops asking after the time limit, leaving a failure shown, and survives unanswered polls', async () => {
    const device = gateway();
    let answering = false;
    const watch = createLimitWatch(
      () => (answering ? device.read() : Promise.reject(new Error('offline'))),
      timing,
    );
    watch.start(SERIAL, 80, true);
    await vi.advanceTimersByTimeAsync(3000);
    expect(watch.get(SERIAL)?.phase).toBe('pending');
    answering = true;
    device.set('Failure');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(watch.get(SERIAL)?.phase).toBe('failed');
    const asked = device.asked.count;
    expect(asked).toBeLessThanOrEqual(10);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(device.asked.count).toBe(asked);
  });
});
