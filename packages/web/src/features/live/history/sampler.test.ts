import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveStore } from '../../../lib/live/index.ts';
import { frame, inverter } from '../../../test/liveFrames.ts';
import type { DayYield, PowerSample } from './historyDb.ts';
import { BUCKET_MS, startSampler } from './sampler.ts';

const written = vi.hoisted(() => ({ samples: [] as PowerSample[], days: [] as DayYield[] }));

vi.mock('./historyDb.ts', () => ({
  putSample: (sample: PowerSample) => {
    written.samples.push(structuredClone(sample));
    return Promise.resolve();
  },
  putDay: (day: DayYield) => {
    written.days.push(structuredClone(day));
    return Promise.resolve();
  },
  prune: () => Promise.resolve(),
}));

const START = new Date(2024, 5, 21, 12, 0, 0).getTime();

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  written.samples.length = 0;
  written.days.length = 0;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('power history sampler', () => {
  it('writes a new 30 s bucket at once, then at most every 5 s, with total and fresh inverter power', () => {
    const store = new LiveStore();
    const stop = startSampler(store);
    store.applyFrame(frame(inverter('a'), 500), Date.now());
    expect(written.samples).toEqual([{ t: START, total: 500, inverters: { a: 228.4 } }]);
    for (let i = 0; i < 20; i++) {
      vi.advanceTimersByTime(50); // 20 frames/s
      const b = inverter('b');
      const ac = b.AC['0'];
      if (ac) ac.Power.v = 7;
      store.applyFrame(frame(b, 501), Date.now());
    }
    expect(written.samples).toHaveLength(1);
    vi.advanceTimersByTime(BUCKET_MS);
    store.applyFrame(frame(inverter('a'), 502), Date.now());
    expect(written.samples.map((sample) => sample.t)).toEqual([START, START, START + BUCKET_MS]);
    expect(written.samples[1]).toEqual({ t: START, total: 501, inverters: { a: 228.4, b: 7 } });
    stop();
  });

  it('leaves out an inverter whose values are stale and keeps the last YieldDay of each day', () => {
    const store = new LiveStore();
    const stop = startSampler(store);
    store.applyFrame(frame(inverter('a', { data_age: 600 })), Date.now());
    expect(written.samples.at(-1)?.inverters).toEqual({});
    expect(written.days.at(-1)).toEqual({ day: '2024-06-21', wh: 1234, inverters: { a: 1210 } });
    vi.setSystemTime(new Date(2024, 5, 22, 0, 0, 5));
    store.applyFrame(frame(inverter('a')), Date.now());
    expect(written.days.map((day) => day.day)).toEqual(['2024-06-21', '2024-06-22']);
    stop();
  });
});
