// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { LiveStore, hasChannels } from './store.ts';
import { frame, inverter, status } from '../../test/liveFrames.ts';

const NOW = 1_700_000_000_000;

describe('live store', () => {
  it('loads the GET list sorted by order, without channel data', () => {
    const store = new LiveStore();
    store.applyStatus(
      status(inverter('b', { order: 1 }), inverter('a', { order: 2 }), inverter('c', { order: 0 })),
      NOW,
    );
    expect(store.getList().map((item) => item.serial)).toEqual(['c', 'b', 'a']);
    const b = store.inverter('b');
    expect(b && hasChannels(b)).toBe(false);
    expect(store.getSummary()?.total.Power.v).toBe(100);
  });

  it('merges a frame into the inverter with the same serial and adds an unknown serial', () => {
    const store = new LiveStore();
    store.applyStatus(status(inverter('a'), inverter('b', { order: 1 })), NOW);
    store.applyFrame(frame(inverter('b', { order: 1, name: 'Garage' })), NOW);
    store.applyFrame(frame(inverter('z', { order: 5, name: 'New' })), NOW);
    expect(store.getList().map((item) => `${item.serial}:${item.name}`)).toEqual([
      'a:Inverter a',
      'b:Garage',
      'z:New',
    ]);
    const a = store.inverter('a');
    expect(a && hasChannels(a)).toBe(false); // never written over by another serial
    const b = store.inverter('b');
    expect(b && hasChannels(b) && b.AC['0']?.Power.v).toBe(228.4);
  });

  it('wakes only the subscribers of the inverter a frame is for', () => {
    const store = new LiveStore();
    store.applyStatus(status(inverter('a'), inverter('b')), NOW);
    const onA = vi.fn();
    const onB = vi.fn();
    const onList = vi.fn();
    store.subscriberFor('a')(onA);
    store.subscriberFor('b')(onB);
    store.subscribeList(onList);
    store.applyFrame(frame(inverter('b')), NOW);
    expect(onA).not.toHaveBeenCalled();
    expect(onB).toHaveBeenCalledTimes(1);
    expect(onList).not.toHaveBeenCalled(); // same names and order
    expect(store.subscriberFor('a')).toBe(store.subscriberFor('a'));
  });

  it('keeps the totals object while the values are the same', () => {
    const store = new LiveStore();
    store.applyFrame(frame(inverter('a'), 100), NOW);
    const first = store.getSummary();
    const onSummary = vi.fn();
    store.subscribeSummary(onSummary);
    store.applyFrame(frame(inverter('a'), 100), NOW + 1000);
    expect(store.getSummary()).toBe(first);
    store.applyFrame(frame(inverter('a'), 101), NOW + 2000);
    expect(store.getSummary()?.total.Power.v).toBe(101);
    expect(onSummary).toHaveBeenCalledTimes(1);
  });

  it('counts the data age on from the device and drops inverters the GET no longer lists', () => {
    const store = new LiveStore();
    store.applyStatus(status(inverter('a', { data_age: 7 }), inverter('b')), NOW);
    expect(store.ageOf('a', NOW + 3400)).toBe(10);
    store.applyStatus(status(inverter('a', { data_age: 7 })), NOW);
    expect(store.getList().map((item) => item.serial)).toEqual(['a']);
    expect(store.inverter('b')).toBeUndefined();
  });

  it('calls values stale once they are older than the observed poll cycle', () => {
    const store = new LiveStore();
    store.applyFrame(frame(inverter('a', { data_age: 0 })), NOW);
    // The same packet re-sent 10 s later (device-api §2.4): no new cycle observed.
    store.applyFrame(frame(inverter('a', { data_age: 10 })), NOW + 10_000);
    store.applyFrame(frame(inverter('a', { data_age: 0 })), NOW + 20_000);
    expect(store.pollCycleMs()).toBe(20_000);
    expect(store.isStale('a', NOW + 20_000 + 21_000)).toBe(false);
    expect(store.isStale('a', NOW + 20_000 + 23_000)).toBe(true);
  });

  it('keeps channel data a later GET describes as the same packet, drops it for a newer one', () => {
    const store = new LiveStore();
    store.applyFrame(frame(inverter('a', { data_age: 2 })), NOW);
    store.applyStatus(status(inverter('a', { data_age: 5, name: 'Renamed' })), NOW + 3000);
    const same = store.inverter('a');
    expect(same && hasChannels(same)).toBe(true);
    expect(same?.name).toBe('Renamed');
    store.applyStatus(status(inverter('a', { data_age: 0 })), NOW + 30_000);
    const newer = store.inverter('a');
    expect(newer && hasChannels(newer)).toBe(false);
  });

  it('counts the age from data_age_ms where the firmware sends it (v25.4.2+), else from data_age', () => {
    const store = new LiveStore();
    // 2.9 s old: data_age says 2 (whole seconds), data_age_ms says 2900.
    store.applyFrame(frame(inverter('a', { data_age: 2, data_age_ms: 2900 })), NOW);
    store.applyFrame(frame(inverter('b', { data_age: 2 })), NOW);
    expect(store.ageOf('a', NOW + 200)).toBe(3);
    expect(store.ageOf('b', NOW + 200)).toBe(2);
    // The GET's summary of the same packet keeps its milliseconds too.
    store.applyStatus(status(inverter('a', { data_age: 3, data_age_ms: 3100 })), NOW + 200);
    expect(store.inverter('a')?.data_age_ms).toBe(3100);
    expect(store.ageOf('a', NOW + 1000)).toBe(3);
    expect(store.ageOf('a', NOW + 1100)).toBe(4);
  });
});
