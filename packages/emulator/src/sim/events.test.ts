import { describe, expect, it } from 'vitest';
import { EVENT_LOG_CAPACITY, EventLog, noInputEventId } from './events.ts';
import { berlinTime, inverterConfig, SERIAL, testPlant } from './testkit.ts';

describe('event log', () => {
  it('keeps at most 15 entries, dropping the oldest', () => {
    const log = new EventLog();
    for (let i = 0; i < 20; i++) log.add(100 + i, i);
    expect(log.count).toBe(EVENT_LOG_CAPACITY);
    expect(log.list()[0]?.message_id).toBe(105);
  });

  it('ends the latest active entry of an id and changes its version on every change', () => {
    const log = new EventLog();
    log.add(209, 100);
    const version = log.version;
    expect(log.end(209, 200)).toBe(true);
    expect(log.end(209, 300)).toBe(false);
    expect(log.list()).toEqual([{ message_id: 209, start_time: 100, end_time: 200 }]);
    expect(log.version).toBeGreaterThan(version);
  });

  it('maps inputs to their "no input" ids (HMT PV-5/6 included)', () => {
    expect([0, 1, 2, 3, 4, 5].map(noInputEventId)).toEqual([209, 210, 211, 212, 217, 218]);
  });

  it('never shows more than 15 entries for a busy inverter', () => {
    const t = testPlant(berlinTime(6, 21, 12, 0), [inverterConfig(SERIAL.hm2)]);
    for (let i = 0; i < 20; i++) {
      t.plant.setLimit(SERIAL.hm2, 50 + i, 1);
      t.runFor(4);
    }
    t.runFor(10);
    expect(t.plant.eventLog(SERIAL.hm2)).toHaveLength(15);
    expect(t.plant.state(SERIAL.hm2)?.events).toBe(15);
  });

  it('logs rare, seeded grid faults with an end time a little later', () => {
    const t = testPlant(berlinTime(6, 21, 8, 0), [inverterConfig(SERIAL.hm2)], {
      tuning: { gridFaultsPerHour: 0.5 },
    });
    t.runTo(berlinTime(6, 21, 18, 0), 5000);
    const faults = (t.plant.eventLog(SERIAL.hm2) ?? []).filter(
      (e) => e.message_id >= 141 && e.message_id <= 149,
    );
    expect(faults.length).toBeGreaterThan(0);
    for (const fault of faults) {
      expect(fault.end_time - fault.start_time).toBeGreaterThanOrEqual(15);
      expect(fault.end_time - fault.start_time).toBeLessThanOrEqual(130);
    }
  });
});
