import { act, renderHook } from '@testing-library/react';
import type { CompanionInfo } from '@dtu-web/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INFO, TZ } from '../../test/historyFixtures.ts';
import {
  hasHistory,
  pageGatewayInfo,
  probeCompanion,
  resetCompanionProbe,
  useCompanion,
} from './companion.ts';

afterEach(() => {
  resetCompanionProbe();
  vi.useRealTimers();
});

/** The companion's info for one gateway, its recorder's today and clock offset as given. */
function infoOn(today: string, offset = 0): CompanionInfo {
  return {
    ...INFO,
    gateways: INFO.gateways.map((gateway) => ({ ...gateway, today, tz: TZ, clock_offset_s: offset })),
  };
}

describe('companion probe (GET /api/x/info)', () => {
  it('takes a JSON answer as a companion that records history', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(Response.json(INFO)));
    const state = await probeCompanion(fetch);
    expect(hasHistory(state)).toBe(true);
    expect(fetch).toHaveBeenCalledWith('/api/x/info', expect.anything());
  });

  it('takes the firmware’s index.html as a bare gateway and stops its download at the headers', async () => {
    let signal: AbortSignal | undefined;
    const fetch = vi.fn<typeof globalThis.fetch>((_input, init) => {
      signal = init?.signal ?? undefined;
      return Promise.resolve(
        new Response('<!doctype html><html></html>', { headers: { 'Content-Type': 'text/html' } }),
      );
    });
    const state = await probeCompanion(fetch);
    expect(state).toEqual({ state: 'bare' });
    expect(hasHistory(state)).toBe(false);
    expect(signal?.aborted).toBe(true);
  });

  it('probes once per page load', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(Response.json(INFO)));
    await probeCompanion(fetch);
    await probeCompanion(fetch);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('takes a JSON refusal (no read-only access) as a companion too', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(Response.json({ type: 'warning', message: 'Unauthorized', code: 0 }, { status: 401 })),
    );
    expect(hasHistory(await probeCompanion(fetch))).toBe(true);
  });

  describe('kept fresh while a screen shows it (a tablet left open overnight)', () => {
    it('within two minutes after the recorder’s midnight, today moves on', async () => {
      vi.useFakeTimers();
      // 23:59 in Berlin (CEST): a minute before the recorder's midnight.
      vi.setSystemTime(new Date('2026-06-21T21:59:00Z'));
      let answer = infoOn('2026-06-21');
      const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(Response.json(answer)));
      await probeCompanion(fetch);
      const { result } = renderHook(() => useCompanion());
      expect(pageGatewayInfo(result.current)?.today).toBe('2026-06-21');
      answer = infoOn('2026-06-22');
      await act(() => vi.advanceTimersByTimeAsync(100_000));
      expect(pageGatewayInfo(result.current)?.today).toBe('2026-06-21');
      await act(() => vi.advanceTimersByTimeAsync(20_000));
      expect(pageGatewayInfo(result.current)?.today).toBe('2026-06-22');
      expect(fetch).toHaveBeenCalledTimes(2);
    });

    it('asks every two minutes: a clock offset that changed is shown, a failed ask keeps the last answer', async () => {
      vi.useFakeTimers();
      vi.setSystemTime(new Date('2026-06-21T10:00:00Z'));
      let answer: CompanionInfo | undefined = infoOn('2026-06-21');
      const fetch = vi.fn<typeof globalThis.fetch>(() =>
        answer ? Promise.resolve(Response.json(answer)) : Promise.reject(new TypeError('Failed to fetch')),
      );
      await probeCompanion(fetch);
      const { result, unmount } = renderHook(() => useCompanion());
      answer = undefined;
      await act(() => vi.advanceTimersByTimeAsync(2 * 60_000));
      expect(fetch).toHaveBeenCalledTimes(2);
      expect(pageGatewayInfo(result.current)?.clock_offset_s).toBe(0);
      answer = infoOn('2026-06-21', 600);
      await act(() => vi.advanceTimersByTimeAsync(2 * 60_000));
      expect(pageGatewayInfo(result.current)?.clock_offset_s).toBe(600);
      // Nothing on screen watches: no more asks.
      unmount();
      await vi.advanceTimersByTimeAsync(30 * 60_000);
      expect(fetch).toHaveBeenCalledTimes(3);
    });
  });
});
