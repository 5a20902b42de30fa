import type { PowerStatusMap, SetStatus } from '@dtu-web/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPowerWatch, type PowerWatchTiming } from './powerWatch.ts';

const timing: PowerWatchTiming = { pollMs: 1000, giveUpMs: 10_000, settleMs: 5000 };
const SERIAL = '116180123456';

/** A gateway whose power status the test sets; counts how often it was asked. */
function gateway(initial: SetStatus = 'Pending') {
  let status = initial;
  let answers = true;
  const asked = { count: 0 };
  const read = (): Promise<PowerStatusMap> => {
    asked.count += 1;
    if (!answers) return Promise.reject(new Error('no answer'));
    return Promise.resolve({ [SERIAL]: { power_set_status: status } });
  };
  return {
    read,
    asked,
    set(next: SetStatus) {
      status = next;
    },
    silent(value: boolean) {
      answers = !value;
    },
  };
}

describe('power watch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says "turning off" from the moment the gateway accepted it until the live data shows it', async () => {
    const device = gateway();
    const watch = createPowerWatch(device.read, timing);
    watch.start(SERIAL, 'off');
    expect(watch.get(SERIAL)).toMatchObject({ action: 'off', phase: 'pending' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(watch.get(SERIAL)?.phase).toBe('pending');
    device.set('Ok');
    await vi.advanceTimersByTimeAsync(1000);
    // Acknowledged: still shown, the live data has not caught up yet.
    expect(watch.get(SERIAL)).toMatchObject({ action: 'off', phase: 'done' });
    const asked = device.asked.count;
    await vi.advanceTimersByTimeAsync(2000);
    expect(device.asked.count).toBe(asked);
    watch.settle(SERIAL);
    expect(watch.get(SERIAL)).toBeUndefined();
  });

  it('shows a failure while the gateway retries, and the success once it got through', async () => {
    const device = gateway('Failure');
    const watch = createPowerWatch(device.read, timing);
    watch.start(SERIAL, 'on');
    await vi.advanceTimersByTimeAsync(1000);
    expect(watch.get(SERIAL)?.phase).toBe('failed');
    device.set('Pending');
    await vi.advanceTimersByTimeAsync(1000);
    expect(watch.get(SERIAL)?.phase).toBe('pending');
    device.set('Ok');
    await vi.advanceTimersByTimeAsync(1000);
    expect(watch.get(SERIAL)?.phase).toBe('done');
  });

  it('lets an acknowledged command go after the settle time even if the live data never shows it', async () => {
    // A command the gateway dropped (commands disabled) leaves the status at Ok: never "turning off" for ever.
    const device = gateway('Ok');
    const watch = createPowerWatch(device.read, timing);
    watch.start(SERIAL, 'off');
    await vi.advanceTimersByTimeAsync(1000);
    expect(watch.get(SERIAL)?.phase).toBe('done');
    await vi.advanceTimersByTimeAsync(4000);
    expect(watch.get(SERIAL)).toBeDefined();
    await vi.advanceTimersByTimeAsync(1000);
    expect(watch.get(SERIAL)).toBeUndefined();
  });

  it('gives up after a while when the gateway does not answer, and then asks no more', async () => {
    const device = gateway();
    device.silent(true);
    const watch = createPowerWatch(device.read, timing);
    const seen: (string | undefined)[] = [];
    watch.subscribe(() => seen.push(watch.get(SERIAL)?.phase));
    watch.start(SERIAL, 'restart');
    await vi.advanceTimersByTimeAsync(9000);
    expect(watch.get(SERIAL)?.phase).toBe('pending');
    await vi.advanceTimersByTimeAsync(1000);
    expect(watch.get(SERIAL)).toBeUndefined();
    expect(seen).toEqual(['pending', undefined]);
    const asked = device.asked.count;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(device.asked.count).toBe(asked);
  });
});
