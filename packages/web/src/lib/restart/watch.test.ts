// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assetUrls } from './reloadApp.ts';
import { watchRestart, type Probe, type RestartTiming } from './watch.ts';

const timing: RestartTiming = { pollIntervalMs: 1000, requestTimeoutMs: 3000, giveUpAfterMs: 60_000 };

/** A gateway whose answers come from a script, one per poll (the last one repeats). */
function scripted(answers: Probe[]) {
  const asked: number[] = [];
  const probe = (): Promise<Probe> => {
    asked.push(Date.now());
    return Promise.resolve(answers[Math.min(asked.length - 1, answers.length - 1)] ?? { up: false });
  };
  return { probe, asked };
}

describe('watchRestart', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is back once the gateway answers after having gone away', async () => {
    const gateway = scripted([{ up: true, uptime: 300 }, { up: false }, { up: false }, { up: true }]);
    const onBack = vi.fn();
    const onGiveUp = vi.fn();
    watchRestart({ timing, probe: gateway.probe, onBack, onGiveUp });
    await vi.advanceTimersByTimeAsync(3000);
    expect(onBack).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(onBack).toHaveBeenCalledOnce();
    expect(gateway.asked).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(gateway.asked).toHaveLength(4);
    expect(onGiveUp).not.toHaveBeenCalled();
  });

  it('does not count the answer of the gateway that has not restarted yet', async () => {
    const gateway = scripted([
      { up: true, uptime: 300 },
      { up: true, uptime: 301 },
    ]);
    const onBack = vi.fn();
    watchRestart({ timing, probe: gateway.probe, onBack, onGiveUp: vi.fn() });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(onBack).not.toHaveBeenCalled();
  });

  it('sees a restart between two polls by the uptime starting again', async () => {
    const gateway = scripted([
      { up: true, uptime: 300 },
      { up: true, uptime: 2 },
    ]);
    const onBack = vi.fn();
    watchRestart({ timing, probe: gateway.probe, onBack, onGiveUp: vi.fn() });
    await vi.advanceTimersByTimeAsync(2000);
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('sees a restart that was over before the first poll: the uptime is shorter than the wait', async () => {
    const gateway = scripted([
      { up: true, uptime: 0 },
      { up: true, uptime: 1 },
    ]);
    const onBack = vi.fn();
    watchRestart({ timing, probe: gateway.probe, onBack, onGiveUp: vi.fn() });
    await vi.advanceTimersByTimeAsync(1000);
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('does not take a gateway that had just booted before the wait for a restarted one', async () => {
    const gateway = scripted([
      { up: true, uptime: 1 },
      { up: true, uptime: 2 },
      { up: true, uptime: 3 },
    ]);
    const onBack = vi.fn();
    watchRestart({ timing, probe: gateway.probe, onBack, onGiveUp: vi.fn() });
    await vi.advanceTimersByTimeAsync(3000);
    expect(onBack).not.toHaveBeenCalled();
  });

  it('gives up after the time limit and stops polling, at one request per interval', async () => {
    const gateway = scripted([{ up: false }]);
    const onBack = vi.fn();
    const onGiveUp = vi.fn();
    watchRestart({ timing, probe: gateway.probe, onBack, onGiveUp });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(onGiveUp).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onGiveUp).toHaveBeenCalledOnce();
    expect(gateway.asked.length).toBeLessThanOrEqual(60);
    const count = gateway.asked.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(gateway.asked).toHaveLength(count);
    expect(onBack).not.toHaveBeenCalled();
  });

  it('never has two polls in flight: a hanging request is cut by its timeout', async () => {
    let inFlight = 0;
    let most = 0;
    const probe = (signal: AbortSignal): Promise<Probe> =>
      new Promise((resolve) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        signal.addEventListener('abort', () => {
          inFlight -= 1;
          resolve({ up: false });
        });
      });
    const onGiveUp = vi.fn();
    watchRestart({ timing, probe, onBack: vi.fn(), onGiveUp });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(most).toBe(1);
    expect(onGiveUp).toHaveBeenCalledOnce();
  });

  it('stops on request without calling back', async () => {
    const gateway = scripted([{ up: false }, { up: true }]);
    const onBack = vi.fn();
    const onGiveUp = vi.fn();
    const stop = watchRestart({ timing, probe: gateway.probe, onBack, onGiveUp });
    await vi.advanceTimersByTimeAsync(1000);
    stop();
    await vi.advanceTimersByTimeAsync(70_000);
    expect(onBack).not.toHaveBeenCalled();
    expect(onGiveUp).not.toHaveBeenCalled();
  });
});

describe('assetUrls', () => {
  it('finds the scripts and stylesheets of an index.html', () => {
    const html =
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
      '<link rel="modulepreload" href="/assets/screens-1.js"><link rel="stylesheet" href="/assets/index-2.css">' +
      '<link rel="icon" href="/favicon.png">';
    expect(assetUrls(html, 'http://dtu.local/')).toEqual([
      'http://dtu.local/assets/index-abc.js',
      'http://dtu.local/assets/screens-1.js',
      'http://dtu.local/assets/index-2.css',
    ]);
  });
});

describe('watchRestart after a time-out (anyAnswer)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes the first answer as the restarted gateway', async () => {
    const gateway = scripted([{ up: true, uptime: 500 }]);
    const onBack = vi.fn();
    watchRestart({ timing, probe: gateway.probe, onBack, onGiveUp: vi.fn(), anyAnswer: true });
    await vi.advanceTimersByTimeAsync(1000);
    expect(onBack).toHaveBeenCalledOnce();
  });
});
