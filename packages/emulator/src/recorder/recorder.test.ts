import { describe, expect, it } from 'vitest';
import { energyHistory } from '../history/energy.ts';
import { powerHistory } from '../history/power.ts';
import { SqliteHistoryStore } from '../history/sqlite.ts';
import { Recorder } from './recorder.ts';
import { frame, type FrameValues } from './testFrames.ts';

const TZ = 'CET-1CEST,M3.5.0,M10.5.0/3';
const SERIAL = '114190123456';
/** A sample every 50 s, like 10 inverters at a 5 s poll interval. */
const CADENCE_MS = 50_000;

/** Local CEST time of 2026-06-<day> as UTC ms. */
const at = (day: number, hh: number, mm = 0): number => Date.UTC(2026, 5, day, hh - 2, mm);

/**
 * An inverter making `watts` from 08:00 to 18:00 local, with the true counters a healthy gateway would
 * show; `shape` may change what the gateway reports for a frame (the glitches under test).
 */
class Roof {
  totalWh = 1_234_567;
  dayWh = 0;
  readonly store = new SqliteHistoryStore(':memory:', { sampleDays: 90, meanDays: 730, dayDays: 0 });
  recorder = this.newRecorder();

  constructor(private readonly watts = 400) {}

  newRecorder(): Recorder {
    return new Recorder({ store: this.store, gateway: 'home', timezone: () => TZ });
  }

  /** Produces and reports from `from` to `to`; `report: false` produces without frames reaching us. */
  run(
    from: number,
    to: number,
    shape: (t: number, values: FrameValues) => FrameValues = (_t, values) => values,
    report = true,
  ): void {
    for (let t = from; t < to; t += CADENCE_MS) {
      const hour = new Date(t + 2 * 3_600_000).getUTCHours();
      const power = hour >= 8 && hour < 18 ? this.watts : 0;
      this.totalWh += (power * CADENCE_MS) / 3_600_000;
      this.dayWh += (power * CADENCE_MS) / 3_600_000;
      if (!report || power === 0) continue;
      const values = {
        ac: power,
        yieldDay: Math.floor(this.dayWh),
        yieldTotal: Math.floor(this.totalWh) / 1000,
      };
      this.recorder.record(frame(shape(t, values)), t);
    }
  }

  /** The inverter's own midnight: its day counter starts over. */
  midnight(): void {
    this.dayWh = 0;
  }

  day(key: string) {
    return energyHistory(this.store, 'home', key, key, 'day').rows[0];
  }
}

/** A whole sunny day: 10 h × 400 W. */
const DAY_WH = 4000;

describe('recorder: energy from guarded YieldTotal deltas', () => {
  it('records a clean day exactly and marks nothing', () => {
    const roof = new Roof();
    roof.run(at(21, 7), at(21, 19));
    const day = roof.day('2026-06-21');
    expect(day?.wh).toBeCloseTo(DAY_WH, -1);
    expect(Math.abs((day?.wh ?? 0) - roof.dayWh)).toBeLessThanOrEqual(2);
    expect(day?.repaired).toBe(false);
    expect(day?.inverters[SERIAL]?.strings_wh).toHaveLength(2);
  });

  it('reboot zero: YieldTotal reads 0 for a few frames, then comes back — no spike, one glitch', () => {
    const roof = new Roof();
    const reboot = (t: number, values: FrameValues): FrameValues =>
      t >= at(21, 12) && t < at(21, 12, 3) ? { ...values, yieldTotal: 0, yieldDay: 0 } : values;
    roof.run(at(21, 7), at(21, 19), reboot);
    const day = roof.day('2026-06-21');
    expect(Math.abs((day?.wh ?? 0) - roof.dayWh)).toBeLessThanOrEqual(2);
    expect(day?.glitches).toBe(1);
    expect(day?.repaired).toBe(true);
  });

  it('a jump beyond max power for the time passed is ignored when the counter comes back', () => {
    const roof = new Roof();
    const spike = (t: number, values: FrameValues): FrameValues =>
      t >= at(21, 10) && t < at(21, 10, 1) ? { ...values, yieldTotal: values.yieldTotal + 1000 } : values;
    roof.run(at(21, 7), at(21, 19), spike);
    const day = roof.day('2026-06-21');
    expect(Math.abs((day?.wh ?? 0) - roof.dayWh)).toBeLessThanOrEqual(2);
    expect(day?.glitches).toBe(1);
  });

  it('a counter that stays moved (offset changed) becomes the new base; the step is not counted', () => {
    const roof = new Roof();
    const offset = (t: number, values: FrameValues): FrameValues =>
      t >= at(21, 11) ? { ...values, yieldTotal: values.yieldTotal + 500 } : values;
    roof.run(at(21, 7), at(21, 19), offset);
    const day = roof.day('2026-06-21');
    expect(Math.abs((day?.wh ?? 0) - roof.dayWh)).toBeLessThanOrEqual(3);
    expect(day?.glitches).toBe(1);
  });

  it('midnight non-reset: YieldDay keeps yesterday’s count next morning — energy from YieldTotal, day marked', () => {
    const roof = new Roof();
    roof.run(at(21, 7), at(21, 19));
    const yesterday = roof.dayWh;
    roof.midnight();
    const notReset = (_t: number, values: FrameValues): FrameValues => ({
      ...values,
      yieldDay: values.yieldDay + Math.floor(yesterday),
    });
    roof.run(at(21, 19), at(22, 19), notReset);
    expect(Math.abs((roof.day('2026-06-21')?.wh ?? 0) - yesterday)).toBeLessThanOrEqual(2);
    const day = roof.day('2026-06-22');
    expect(Math.abs((day?.wh ?? 0) - roof.dayWh)).toBeLessThanOrEqual(2);
    expect(day?.glitches).toBe(1);
    expect(roof.day('2026-06-21')?.repaired).toBe(false);
  });

  it('mid-day reset: YieldDay drops to 0 at 13:00 and counts again — energy right, day marked', () => {
    const roof = new Roof();
    let reset = false;
    let offsetWh = 0;
    const midDay = (t: number, values: FrameValues): FrameValues => {
      if (!reset && t >= at(21, 13)) {
        reset = true;
        offsetWh = values.yieldDay;
      }
      return { ...values, yieldDay: values.yieldDay - offsetWh };
    };
    roof.run(at(21, 7), at(21, 19), midDay);
    const day = roof.day('2026-06-21');
    expect(Math.abs((day?.wh ?? 0) - roof.dayWh)).toBeLessThanOrEqual(2);
    expect(day?.glitches).toBe(1);
  });

  it('frames missed for three hours: the counter bridges the energy, the curve shows a hole', () => {
    const roof = new Roof();
    roof.run(at(21, 7), at(21, 11));
    roof.run(at(21, 11), at(21, 14), undefined, false);
    roof.run(at(21, 14), at(21, 19));
    const day = roof.day('2026-06-21');
    expect(Math.abs((day?.wh ?? 0) - roof.dayWh)).toBeLessThanOrEqual(2);
    expect(day?.repaired).toBe(false);
    const curve = powerHistory(roof.store, 'home', '2026-06-21').inverters[0];
    expect(curve?.holes).toHaveLength(1);
    const [from, to] = curve?.holes[0] ?? [0, 0];
    expect(from).toBeLessThanOrEqual(at(21, 11));
    expect(to).toBeGreaterThanOrEqual(at(21, 14));
  });

  it('resumes after a restart from the committed state; energy across the night goes to its days', () => {
    const roof = new Roof();
    roof.run(at(21, 7), at(21, 15));
    roof.recorder.flush();
    // The recorder is down from 15:00 until 10:00 next morning; a new one resumes from the store.
    roof.run(at(21, 15), at(22, 0), undefined, false);
    const yesterday = roof.dayWh;
    roof.midnight();
    roof.run(at(22, 0), at(22, 10), undefined, false);
    roof.recorder = roof.newRecorder();
    roof.run(at(22, 10), at(22, 19));
    expect(Math.abs((roof.day('2026-06-21')?.wh ?? 0) - yesterday)).toBeLessThanOrEqual(2);
    expect(Math.abs((roof.day('2026-06-22')?.wh ?? 0) - roof.dayWh)).toBeLessThanOrEqual(2);
  });

  it('the first frame ever, at noon, takes the morning from YieldDay', () => {
    const roof = new Roof();
    roof.run(at(21, 7), at(21, 12), undefined, false);
    roof.run(at(21, 12), at(21, 19));
    expect(Math.abs((roof.day('2026-06-21')?.wh ?? 0) - roof.dayWh)).toBeLessThanOrEqual(2);
  });

  it('skips re-sent frames, unreachable inverters and a gateway that has not heard the inverter yet', () => {
    const roof = new Roof();
    const t = at(21, 12);
    const values = { ac: 400, yieldDay: 1000, yieldTotal: 1234.5 };
    expect(roof.recorder.record(frame(values), t).samples).toBe(1);
    expect(roof.recorder.record(frame({ ...values, dataAge: 10 }), t + 10_000).samples).toBe(0);
    expect(roof.recorder.record(frame({ ...values, ac: 300, reachable: false }), t + 20_000).samples).toBe(0);
    expect(roof.recorder.record(frame({ ...values, ac: 0, rxSuccess: 0 }), t + 30_000).samples).toBe(0);
    expect(roof.recorder.record({ inverters: 'nonsense' }, t).samples).toBe(0);
    expect(roof.recorder.record(null, t).samples).toBe(0);
  });
});
