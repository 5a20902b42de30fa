import { describe, expect, it } from 'vitest';
import { gatewayDayKey, gatewayDayStart } from './gatewayClock.ts';

describe('the gateway’s clock', () => {
  it('places a moment in the gateway’s day, whatever the browser’s zone or clock says', () => {
    // The gateway runs on UTC+2; the browser's clock is 23:30 UTC on 21 June, 01:30 on the 22nd there.
    const plus2 = 2 * 3_600_000;
    const t = Date.UTC(2024, 5, 21, 23, 30);
    expect(gatewayDayKey(t, plus2)).toBe('2024-06-22');
    expect(gatewayDayStart(t, plus2)).toBe(Date.UTC(2024, 5, 21, 22, 0));
    // A gateway whose clock is a day behind the browser's.
    expect(gatewayDayKey(t, -86_400_000)).toBe('2024-06-20');
  });
});
