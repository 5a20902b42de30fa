import { afterEach, describe, expect, it, vi } from 'vitest';
import { INFO } from '../../test/historyFixtures.ts';
import { hasHistory, probeCompanion, resetCompanionProbe } from './companion.ts';

afterEach(() => {
  resetCompanionProbe();
});

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

  it('asks once per page load', async () => {
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
});
