import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { totalFiring, useFiringCounts } from '../lib/alerts/firing.ts';
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

  it("on the fleet page of several gateways sums every gateway's firing alerts", async () => {
    const several = {
      ...INFO,
      gateways: ['home', 'garage', 'shed'].map((id) => ({ id, name: id, origin: `http://${id}` })),
    };
    const perGateway: Record<string, number> = { home: 2, garage: 0, shed: 1 };
    const fake = stubCompanion({
      '/api/x/info': several,
      '/api/x/alerts': (params: URLSearchParams) => {
        const count = perGateway[params.get('gateway') ?? ''];
        return count === undefined
          ? new Response('{"type":"warning","message":"gateway is missing","code":90001}', {
              status: 400,
              headers: { 'Content-Type': 'application/json' },
            })
          : Response.json(firing(count));
      },
    });
    render(
      <MemoryRouter>
        <AlertBell />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('link', { name: '3 alerts firing' })).toBeInTheDocument();
    const asked = fake.requests.filter((r) => r.path === '/api/x/alerts').map((r) => r.params.get('gateway'));
    expect(asked.sort()).toEqual(['garage', 'home', 'shed']);
  });

  it('shares one round with the fleet cards: each gateway is asked once, however many show it', async () => {
    const several = {
      ...INFO,
      gateways: ['home', 'garage', 'shed'].map((id) => ({ id, name: id, origin: `http://${id}` })),
    };
    const fake = stubCompanion({ '/api/x/info': several, '/api/x/alerts': firing(1) });
    // The fleet page's cards watch the same gateways as the bell.
    function Cards() {
      const counts = useFiringCounts(true, 'home garage shed');
      return <p data-testid="cards">{String(totalFiring(counts))}</p>;
    }
    render(
      <MemoryRouter>
        <AlertBell />
        <Cards />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('link', { name: '3 alerts firing' })).toBeInTheDocument();
    expect(screen.getByTestId('cards')).toHaveTextContent('3');
    const asked = fake.requests.filter((r) => r.path === '/api/x/alerts').map((r) => r.params.get('gateway'));
    expect(asked.sort()).toEqual(['garage', 'home', 'shed']);
  });

  it('says nothing about a count it could not read, never "no alerts"', async () => {
    const fake = stubCompanion({
      '/api/x/info': INFO,
      '/api/x/alerts': new Response('{"type":"warning","message":"Unauthorized","code":0}', {
        status: 401,
        headers: { 'Content-Type': 'application/json' },
      }),
    });
    render(
      <MemoryRouter>
        <AlertBell />
      </MemoryRouter>,
    );
    await vi.waitFor(() => {
      expect(fake.requests.some((r) => r.path === '/api/x/alerts')).toBe(true);
    });
    expect(await screen.findByRole('link', { name: 'Alerts' })).toHaveAttribute('data-count', '');
    expect(screen.queryByRole('link', { name: 'No alerts firing' })).toBeNull();
  });
});
