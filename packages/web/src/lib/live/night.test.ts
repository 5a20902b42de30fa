import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribeGatewaySun, syncGatewayClock } from '../time/gatewayClock.ts';
import { gatewayNight } from './night.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('night on the gateway’s clock', () => {
  it('is judged with the gateway’s time the moment its sun times arrive, not the browser’s', async () => {
    // The browser reads 02:00 UTC (night in Europe); the gateway's clock reads noon of 21 June 2024.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 29, 2, 0, 0) });
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        Response.json({
          ntp_status: true,
          ntp_localtime: 'Friday, June 21 2024 12:00:00',
          sun_isSunsetAvailable: true,
          sun_risetime: 'Friday, June 21 2024 05:12:00',
          sun_settime: 'Friday, June 21 2024 21:34:00',
        }),
      ),
    );
    const judged: (number | null)[] = [];
    const stop = subscribeGatewaySun(() => {
      judged.push(gatewayNight());
    });
    await syncGatewayClock();
    stop();
    // Every judgement made when the sun arrived says day: no flash of "night" on the page.
    expect(judged).toEqual([null]);
  });
});
