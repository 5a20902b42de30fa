import { describe, expect, it } from 'vitest';
import { gatewayDayKey, gatewayDayStart, parseDeviceTime } from './gatewayClock.ts';

describe('the gateway’s clock', () => {
  it('reads ntp_localtime as the gateway writes it', () => {
    expect(parseDeviceTime('Monday, June 10 2024 14:03:12')).toBe(Date.UTC(2024, 5, 10, 14, 3, 12));
    expect(parseDeviceTime('Friday, December 31 2027 23:59:59')).toBe(Date.UTC(2027, 11, 31, 23, 59, 59));
    expect(parseDeviceTime('not a time')).toBeUndefined();
    expect(parseDeviceTime('Monday, Juin 10 2024 14:03:12')).toBeUndefined();
  });

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
