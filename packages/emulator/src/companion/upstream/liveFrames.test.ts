import { describe, expect, it } from 'vitest';
import { decodeLiveFrame, LiveFrameCache } from './liveFrames.ts';

const frame = (serial: string, power: number, dataAge: number): string =>
  JSON.stringify({
    inverters: [{ serial, data_age: dataAge, AC: {}, DC: {}, INV: {}, events: 0 }],
    total: { Power: { v: power, u: 'W', d: 1 } },
    hints: { time_sync: false, radio_problem: false, default_password: false },
  });

describe('the latest frame of each inverter', () => {
  it('keeps one frame per inverter and ignores what is not one inverter’s frame', () => {
    const cache = new LiveFrameCache();
    for (const text of [frame('a', 100, 0), frame('b', 300, 1), frame('a', 350, 0), '{}', 'x']) {
      const decoded = decodeLiveFrame(text, 1000);
      if (decoded !== undefined) cache.record(decoded);
    }
    expect(cache.latest().map((held) => held.serial)).toEqual(['a', 'b']);
  });

  it('replays them with the newest total and hints, data_age advanced by the time held', () => {
    const cache = new LiveFrameCache();
    const first = decodeLiveFrame(frame('a', 100, 2), 1000);
    const second = decodeLiveFrame(frame('b', 300, 0), 4000);
    if (first === undefined || second === undefined) throw new Error('frames not decoded');
    cache.record(first);
    cache.record(second);
    const replay = cache.replay(6500).map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(replay.map((sent) => Object.keys(sent))).toEqual([
      ['inverters', 'total', 'hints'],
      ['inverters', 'total', 'hints'],
    ]);
    expect(replay[0]).toMatchObject({
      inverters: [{ serial: 'a', data_age: 7 }],
      total: { Power: { v: 300 } },
    });
    expect(replay[1]).toMatchObject({ inverters: [{ serial: 'b', data_age: 2 }] });
  });
});
