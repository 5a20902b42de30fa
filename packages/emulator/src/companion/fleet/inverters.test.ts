import { describe, expect, it } from 'vitest';
import { decodeLiveFrame, type LiveFrame } from '../upstream/liveFrames.ts';
import { fleetInverters } from './inverters.ts';

function frame(serial: string, order: number, dc: Record<string, unknown>, at: number): LiveFrame {
  const text = JSON.stringify({
    inverters: [
      {
        serial,
        name: `Inverter ${serial}`,
        order,
        data_age: 3,
        poll_enabled: true,
        reachable: true,
        producing: true,
        AC: { '0': { Power: { v: 312.5, u: 'W', d: 1 } } },
        INV: { '0': { YieldDay: { v: 1234, u: 'Wh', d: 0 } } },
        DC: dc,
      },
    ],
    total: {},
    hints: {},
  });
  const decoded = decodeLiveFrame(text, at);
  if (decoded === undefined) throw new Error('frame not decoded');
  return decoded;
}

describe('the fleet’s inverter list', () => {
  it('takes power, today’s yield and each string’s installed watts from the last frame, in order', () => {
    const list = fleetInverters(
      [
        frame('b', 1, { '1': { Irradiation: { v: 1, u: '%', d: 1, max: 400 } }, '0': {} }, 1000),
        frame('a', 0, { '0': { Irradiation: { v: 1, u: '%', d: 1, max: 410 } } }, 1000),
      ],
      8000,
    );
    expect(list.map((row) => row.serial)).toEqual(['a', 'b']);
    expect(list[0]).toMatchObject({
      name: 'Inverter a',
      Power: { v: 312.5, u: 'W', d: 1 },
      YieldDay: { v: 1234, u: 'Wh', d: 0 },
      installed_wp: [410],
      // 3 s old when sent, held 7 s since.
      data_age: 10,
    });
    // A string without Irradiation has no installed watts set.
    expect(list[1]?.installed_wp).toEqual([0, 400]);
  });
});
