import { describe, expect, it } from 'vitest';
import { dayBounds } from './calendar.ts';
import { dayCurves, peak, resample, sumSeries } from './series.ts';
import { powerDay } from '../../test/historyFixtures.ts';
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
