import { describe, expect, it } from 'vitest';
import { dayBounds, wallClock } from './calendar.ts';
import { byTimeOfDay, dayCurves, peak, resample, sumSeries } from './series.ts';
import { TZ, powerDay } from '../../test/historyFixtures.ts';
import { zoneFromTz } from '@dtu-web/protocol';

const MIN = 60_000;

describe('history series', () => {
  it('averages a bucket, bridges a few missed polls, and leaves a real silence as a hole', () => {
    const samples: [number, number][] = [
      [0, 100],
      [30_000, 200],
      [2 * MIN, 300], // minute 1 has no sample: the last one (200) stands for it
      [20 * MIN, 50], // minutes 3…19: more than the hole length without data
    ];
    const points = resample(samples, 0, 21 * MIN, MIN, 5 * MIN);
    expect(points[0]).toEqual([0, 150]);
    expect(points[1]).toEqual([MIN, 200]);
    expect(points[2]).toEqual([2 * MIN, 300]);
    expect(points[6]).toEqual([6 * MIN, 300]);
    expect(points[7]).toEqual([7 * MIN, null]);
    expect(points[19]).toEqual([19 * MIN, null]);
    expect(points[20]).toEqual([20 * MIN, 50]);
  });

  it('sums inverters where any has a value and keeps null where none has', () => {
    expect(
      sumSeries([
        [
          [0, 1],
          [1, null],
          [2, null],
        ],
        [
          [0, 2],
          [1, 3],
          [2, null],
        ],
      ]),
    ).toEqual([
      [0, 3],
      [1, 3],
      [2, null],
    ]);
  });

  it('draws a day per plant, inverter or string on the gateway day, with the recorded hole', () => {
    const history = powerDay();
    const bounds = dayBounds(zoneFromTz(history.tz), history.day);
    const [plant] = dayCurves(history, 'plant', bounds, 'Plant');
    expect(plant?.points).toHaveLength(24 * 60);
    // 12:10 local lies in the half hour nothing was recorded; 11:00 and 13:00 have power.
    expect(plant?.points[12 * 60 + 10]?.[1]).toBeNull();
    expect(plant?.points[11 * 60]?.[1]).toBeGreaterThan(0);
    expect(plant?.points[13 * 60]?.[1]).toBeGreaterThan(0);
    expect(peak(dayCurves(history, 'plant', bounds, 'Plant'))).toBeCloseTo(1200, 0);
    expect(dayCurves(history, 'inverter', bounds, 'Plant').map((each) => each.name)).toEqual([
      'Roof',
      'Garage',
    ]);
    expect(dayCurves(history, 'string', bounds, 'Plant').map((each) => each.id)).toEqual([
      '116180000001/1',
      '116180000001/2',
      '116180000002/1',
      '116180000002/2',
    ]);
  });
});

describe('issue 29: comparing days and the end of today', () => {
  const zone = zoneFromTz(TZ);
  const wall = (time: number): number => wallClock(zone, time);

  it('lays a day of 5-minute means beside a day of samples by time of day, not point by point', () => {
    const today = powerDay('2026-06-21');
    const lastYear = { ...powerDay('2025-06-21'), resolution_s: 300 };
    // Last year's day as 5-minute means: one point every 5 minutes.
    lastYear.inverters = lastYear.inverters.map((inverter) => ({
      ...inverter,
      points: inverter.points.filter(([time]) => (time / MIN) % 5 === 0),
    }));
    const [base] = dayCurves(today, 'plant', dayBounds(zone, today.day), 'Plant');
    const [old] = dayCurves(lastYear, 'plant', dayBounds(zone, lastYear.day), '');
    const aligned = byTimeOfDay(base?.points ?? [], wall, old?.points ?? [], wall);
    expect(aligned).toHaveLength(24 * 60);
    // 02:00 is night on both days: no value. 11:00 and 15:00 have last year's power there.
    expect(aligned[2 * 60]?.[1]).toBeNull();
    expect(aligned[11 * 60]?.[1]).toBeCloseTo(base?.points[11 * 60]?.[1] ?? 0, -1);
    expect(aligned[15 * 60 + 2]?.[1]).toBeGreaterThan(500);
    // …and the other way round: samples on a day of 5-minute buckets.
    const back = byTimeOfDay(old?.points ?? [], wall, base?.points ?? [], wall);
    expect(back).toHaveLength(24 * 12);
    expect(back[15 * 12]?.[1]).toBeCloseTo(base?.points[15 * 60]?.[1] ?? 0, 0);
    expect(back.filter(([, value]) => value !== null).length).toBeGreaterThan(150);
  });

  it('ends today’s plant curve where every inverter is known, never after now and without drops', () => {
    const history = powerDay('2026-06-21');
    const { from } = dayBounds(zone, history.day);
    const now = from + (10 * 60 + 30) * MIN + 20_000; // 10:30:20
    // The two inverters are polled 50 s apart: their last samples are 10:29 and 10:30.
    const cut = (until: number) => (point: [number, number, number[]]) => point[0] <= until;
    const [roof, garage] = history.inverters;
    if (!roof || !garage) throw new Error('fixture');
    roof.points = roof.points.filter(cut(now - 50_000));
    garage.points = garage.points.filter(cut(now));
    const [plant] = dayCurves(history, 'plant', dayBounds(zone, history.day), 'Plant', now);
    const points = plant?.points ?? [];
    const lastIndex = points.findLastIndex(([, value]) => value !== null);
    const last = points[lastIndex];
    expect(last?.[0]).toBeLessThanOrEqual(now);
    // The last value is both inverters together, not one of them alone.
    const before = points[lastIndex - 1]?.[1] ?? 0;
    expect(last?.[1]).toBeGreaterThan(before * 0.8);
    expect(points.slice(lastIndex + 1).every(([, value]) => value === null)).toBe(true);
    const [inverter] = dayCurves(history, 'inverter', dayBounds(zone, history.day), 'Plant', now);
    expect(inverter?.points.some(([time, value]) => time > now && value !== null)).toBe(false);
  });
});
