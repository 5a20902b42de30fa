import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { probeCompanion, resetCompanionProbe } from '../lib/history/companion.ts';
import { INFO, stubCompanion } from '../test/historyFixtures.ts';
import { loadStrings } from '../test/i18n.ts';
import { AlertBell } from './AlertBell.tsx';

const firing = (count: number) => ({ active: Array.from({ length: count }, () => ({})), history: [] });

describe('AlertBell', () => {
  beforeAll(async () => {
    await loadStrings('en');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetCompanionProbe();
  });

  it('counts the firing alerts in its accessible name and links to them', async () => {
    stubCompanion({ '/api/x/info': INFO, '/api/x/alerts': firing(3) });
    render(
      <MemoryRouter>
        <AlertBell />
      </MemoryRouter>,
    );
    const bell = await screen.findByRole('link', { name: '3 alerts firing' });
    expect(bell).toHaveAttribute('href', '/alerts');
  });

  it('is absent on a bare gateway and never asks for alerts there', async () => {
    const fake = stubCompanion({
      '/api/x/info': new Response('<html></html>', { headers: { 'Content-Type': 'text/html' } }),
    });
    render(
      <MemoryRouter>
        <AlertBell />
      </MemoryRouter>,
    );
    await act(async () => {
      expect(await probeCompanion()).toEqual({ state: 'bare' });
    });
    expect(screen.queryByTestId('alert-bell')).toBeNull();
    expect(fake.requests.some((r) => r.path === '/api/x/alerts')).toBe(false);
  });
});
