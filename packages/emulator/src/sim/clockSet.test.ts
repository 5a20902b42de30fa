/**
 * Setting the gateway's wall clock (POST /api/ntp/time) while the plant runs: ages, timeouts and poll
 * turns follow the monotonic clock, so only the sun, the local date and the wall timestamps move.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmulatedClock } from '../ntp/clock.ts';
import { Plant } from './plant.ts';
import type { InverterState } from './state.ts';
import { BERLIN, berlinTime, inverterConfig, SERIAL, testPlant } from './testkit.ts';

const FLEET = [inverterConfig(SERIAL.hm2), inverterConfig(SERIAL.hms2), inverterConfig(SERIAL.hm4)];
const STEADY = { partialRate: 0, corruptRate: 0 };

/**
 * Three inverters polled every 30 s: each one's turn comes every 90 s, so the data ages differ and a
 * minute of fresh polling could not hide an age that jumped.
 */
function slowFleet() {
  const t = testPlant(berlinTime(6, 21, 12, 0), FLEET, { pollIntervalSeconds: 30, tuning: STEADY });
  t.runFor(100);
  return t;
}

const ages = (states: InverterState[]): number[] => states.map((s) => s.dataAge);
const totals = (states: InverterState[]): number[] => states.map((s) => s.values.inv.yieldTotal);

describe('setting the wall clock', () => {
  it('155 days ahead: the data keeps its age, the inverters stay reachable and produce nothing extra', () => {
    const t = slowFleet();
    const before = t.plant.states();
    expect(before.every((s) => s.reachable && s.producing)).toBe(true);
    expect(new Set(ages(before)).size).toBe(3);

    // The same time of day, 155 days later (November: the sun is still up at noon).
    t.setClock(berlinTime(11, 23, 12, 1, 40));
    const after = t.plant.states();
    expect(ages(after)).toEqual(ages(before));
    expect(after.every((s) => s.reachable && s.producing)).toBe(true);
    // No time passed, so nothing was produced in the skipped months.
    expect(totals(after)).toEqual(totals(before));
    expect(t.plant.uptimeSeconds()).toBe(100);
    // The wall timestamps follow the clock: the last packet is as old as before, on the new date.
    for (const s of after) {
      const age = t.plant.now() - (s.lastPacketMs ?? 0);
      expect(Math.floor(age / 1000)).toBe(s.dataAge);
    }

    t.runFor(90);
    const later = t.plant.states();
    expect(later.every((s) => s.reachable && s.producing && s.dataAge <= 90)).toBe(true);
    // A November noon: well under the June noon's power, and only 90 s of it were added.
    for (const [i, s] of later.entries()) {
      expect(s.values.inv.yieldTotal - (totals(before)[i] ?? 0)).toBeLessThan(0.1);
    }
  });

  it('back by a day: no age goes negative or stops, uptime runs on', () => {
    const t = slowFleet();
    const before = ages(t.plant.states());
    t.setClock(berlinTime(6, 20, 9, 0));
    const after = t.plant.states();
    expect(ages(after)).toEqual(before);
    expect(after.every((s) => (s.lastPacketMs ?? 0) <= t.plant.now())).toBe(true);
    expect(t.plant.uptimeSeconds()).toBe(100);

    for (let second = 1; second <= 5; second++) {
      t.runFor(1);
      for (const [i, s] of t.plant.states().entries()) {
        expect(s.dataAge).toBeGreaterThanOrEqual(0);
        // Either it counts on, or a new packet just came.
        if (s.dataAge >= second) expect(s.dataAge).toBe((before[i] ?? 0) + second);
      }
    }
    expect(t.plant.uptimeSeconds()).toBe(105);
  });

  it('to another day: one midnight (radio statistics, YieldDay with zero_day), polling runs on', () => {
    const t = testPlant(berlinTime(6, 21, 12, 0), [inverterConfig(SERIAL.hm2, { zero_day: true })], {
      tuning: STEADY,
    });
    t.runFor(60);
    const before = t.plant.state(SERIAL.hm2);
    expect(before?.radioStats.tx_request).toBeGreaterThan(5);
    expect(before?.values.inv.yieldDay).toBeGreaterThan(0);
    t.setClock(berlinTime(9, 1, 13, 0));
    const after = t.plant.state(SERIAL.hm2);
    expect(after?.radioStats.tx_request).toBe(0);
    expect(after?.values.inv.yieldDay).toBe(0);
    expect(after?.dataAge).toBe(before?.dataAge);
    // The next turn is on the old schedule: within one poll interval.
    t.runFor(5);
    expect(t.plant.state(SERIAL.hm2)?.radioStats.rx_success).toBe(1);
  });

  it('back an hour during a restart: the inverter still stays silent for its polls', () => {
    const t = testPlant(berlinTime(6, 21, 12, 0), [inverterConfig(SERIAL.hm4)], { tuning: STEADY });
    t.runFor(30);
    expect(t.plant.restart(SERIAL.hm4)).toBe('queued');
    // Acknowledged after 1–3 s: the silence has begun.
    t.runFor(4);
    t.setClock(t.plant.now() - 3_600_000);
    const reachable: boolean[] = [];
    for (let i = 0; i < 40; i++) {
      t.runFor(1);
      const now = t.plant.state(SERIAL.hm4)?.reachable ?? false;
      if (reachable.at(-1) !== now) reachable.push(now);
    }
    expect(reachable).toEqual([true, false, true]);
  });
});

describe('the emulated clock on fake timers', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a command set back in wall time still times out after 5 attempts of 2 s of passing time', () => {
    vi.useFakeTimers({ now: berlinTime(6, 21, 1, 0) });
    const clock = new EmulatedClock();
    const plant = new Plant({
      clock,
      site: BERLIN,
      dtu: { pollIntervalSeconds: 5, nrfEnabled: true, cmtEnabled: true },
      inverters: [inverterConfig(SERIAL.hm2)],
      seed: 7,
      tuning: { gridFaultsPerHour: 0, weatherOverride: 1, ...STEADY },
    });
    // The runtime's 1 s task.
    const task = setInterval(() => {
      plant.tick();
    }, 1000);
    try {
      vi.advanceTimersByTime(3000);
      // At night the inverter sleeps: no attempt is answered.
      expect(plant.setLimit(SERIAL.hm2, 50, 257)).toBe('queued');
      clock.set(clock.now() - 30 * 60_000);
      const status = (): string | undefined => plant.limitStatus(SERIAL.hm2)?.limit_set_status;
      let failedAfter = 0;
      for (let second = 1; second <= 15 && failedAfter === 0; second++) {
        vi.advanceTimersByTime(1000);
        if (status() === 'Failure') failedAfter = second;
        else expect(status()).toBe('Pending');
      }
      expect(failedAfter).toBeGreaterThanOrEqual(10);
      expect(failedAfter).toBeLessThanOrEqual(12);
      expect(plant.uptimeSeconds()).toBe(3 + failedAfter);
    } finally {
      clearInterval(task);
    }
  });
});
