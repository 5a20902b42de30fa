import { describe, expect, it } from 'vitest';
import { sunWindowOf } from './sun.ts';

describe('sunWindowOf', () => {
  it("reads the gateway's local rise and set in its zone", () => {
    const sun = sunWindowOf({
      ntp_timezone: 'CET-1CEST,M3.5.0,M10.5.0/3',
      sun_risetime: 'Sunday, June 21 2026 04:43:10',
      sun_settime: 'Sunday, June 21 2026 21:33:02',
      sun_isSunsetAvailable: true,
    });
    expect(sun).toEqual({ rise: Date.UTC(2026, 5, 21, 2, 43, 10), set: Date.UTC(2026, 5, 21, 19, 33, 2) });
  });

  it('has no window without sun times', () => {
    expect(sunWindowOf({ sun_isSunsetAvailable: false, sun_risetime: '--', sun_settime: '--' })).toBeNull();
    expect(sunWindowOf({ sun_isSunsetAvailable: true, sun_risetime: '--', sun_settime: '--' })).toBeNull();
    expect(sunWindowOf({})).toBeNull();
  });
});
