import { describe, expect, it } from 'vitest';
import { decodeLiveFrame, type LiveFrame } from '../upstream/liveFrames.ts';
import { LiveRecord, SETTLE_MS } from './record.ts';

/** One inverter's frame: `reported` false is what a gateway sends before the inverter answered its radio. */
function frame(serial: string, reported: boolean, power: number, at: number): LiveFrame {
  const text = JSON.stringify({
    inverters: [
      {
        serial,
        data_age: reported ? 2 : 5,
        radio_stats: { rx_success: reported ? 12 : 0, rssi: reported ? -70 : -127 },
      },
    ],
    total: {
      Power: { v: power, u: 'W', d: 1 },
      YieldDay: { v: 100, u: 'Wh', d: 0 },
      YieldTotal: { v: 5, u: 'kWh', d: 3 },
    },
    hints: {},
  });
  const decoded = decodeLiveFrame(text, at);
  if (decoded === undefined) throw new Error('frame not decoded');
  return decoded;
}

describe('when a gateway’s values are current', () => {
  it('once every inverter has reported, not while one sends its post-boot zeros', () => {
    const record = new LiveRecord();
    expect(record.reported(0)).toBe(false);
    record.record(frame('a', true, 300, 1000));
    record.record(frame('b', false, 300, 1100));
    expect(record.reported(1100 + SETTLE_MS)).toBe(false);
    expect(record.lastKnown(1100 + SETTLE_MS)).toBeUndefined();
    record.record(frame('b', true, 500, 2000 + SETTLE_MS));
    expect(record.reported(2000 + SETTLE_MS)).toBe(true);
    expect(record.lastKnown(2000 + SETTLE_MS)?.total.Power.v).toBe(500);
  });

  it('on a first connection, only once every inverter has had time to be sent', () => {
    const record = new LiveRecord();
    record.record(frame('a', true, 300, 1000));
    expect(record.reported(1000)).toBe(false);
    expect(record.reported(1000 + SETTLE_MS)).toBe(true);
    expect(record.lastKnown(1000 + SETTLE_MS)?.total.Power.v).toBe(300);
  });

  it('starts over on a new connection, keeping the last known values meanwhile', () => {
    const record = new LiveRecord();
    record.record(frame('a', true, 300, 1000));
    record.record(frame('b', true, 400, 1000));
    expect(record.lastKnown(1000 + SETTLE_MS)?.total.Power.v).toBe(400);
    record.lost();
    expect(record.reported(2000 + SETTLE_MS)).toBe(false);
    expect(record.lastKnown(2000 + SETTLE_MS)?.total.Power.v).toBe(400);
    // Only one of the two known inverters sent so far: not yet current.
    const again = 3000 + SETTLE_MS;
    record.record(frame('a', true, 0, again));
    expect(record.reported(again)).toBe(false);
    record.record(frame('b', true, 50, again + 10));
    expect(record.reported(again + 10)).toBe(true);
    record.lost();
    record.record(frame('a', true, 0, again + 100));
    // An inverter not sent on a settled connection is no longer the gateway's.
    expect(record.reported(again + 100 + SETTLE_MS)).toBe(true);
    expect(record.frames(again + 100 + SETTLE_MS).map((held) => held.serial)).toEqual(['a']);
  });
});
