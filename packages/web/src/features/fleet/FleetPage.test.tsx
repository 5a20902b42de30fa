import type { FleetGateway, FleetStatus } from '@dtu-web/protocol';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/index.ts';
import { companionInfo, setUpHistoryScreens, stubCompanion } from '../../test/historyFixtures.ts';
import FleetPage, { POLL_MS } from './FleetPage.tsx';

const INFO = companionInfo([
  ['home', 'Home'],
  ['garage', 'Garage'],
  ['shed', 'shed'],
]);

function gateway(id: string, name: string, power: number, extra: Partial<FleetGateway> = {}): FleetGateway {
  return {
    id,
    name,
    online: true,
    data_age_s: 3,
    total: {
      Power: { v: power, u: 'W', d: 1 },
      YieldDay: { v: power * 4, u: 'Wh', d: 0 },
      YieldTotal: { v: power / 10, u: 'kWh', d: 3 },
    },
    inverters: 2,
    producing: 2,
    ...extra,
  };
}

const ALL_ONLINE: FleetStatus = {
  gateways: [
    gateway('home', 'Home', 1200.5),
    gateway('garage', 'Garage', 800),
    gateway('shed', 'shed', 99.25),
  ],
  total: {
    Power: { v: 2099.75, u: 'W', d: 1 },
    YieldDay: { v: 8399, u: 'Wh', d: 0 },
    YieldTotal: { v: 209.975, u: 'kWh', d: 3 },
  },
};

const ONE_OFFLINE: FleetStatus = {
  gateways: [
    gateway('home', 'Home', 1200.5),
    gateway('garage', 'Garage', 800, { online: false, data_age_s: 400, producing: 0 }),
    gateway('shed', 'shed', 99.25),
  ],
  total: {
    Power: { v: 1299.75, u: 'W', d: 1 },
    YieldDay: { v: 5199, u: 'Wh', d: 0 },
    YieldTotal: { v: 129.975, u: 'kWh', d: 3 },
  },
};

function renderFleet(routes: Record<string, unknown>) {
  const fake = stubCompanion(routes);
  render(
    <MemoryRouter initialEntries={['/fleet']}>
      <Routes>
        <Route path="/fleet" element={<FleetPage />} />
        <Route path="/history" element={<p>History screen</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return fake;
}

const card = (id: string): HTMLElement => {
  const found = screen.getAllByTestId('fleet-card').find((each) => each.dataset.gateway === id);
  if (!found) throw new Error(`no card for ${id}`);
  return found;
};

setUpHistoryScreens();

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await i18n.setLocale('en');
});

describe('Fleet overview', () => {
  it('scales the fleet’s energy as the reader takes it in (issue 29: no “29,922.529 kWh”)', async () => {
    const big: FleetStatus = {
      ...ALL_ONLINE,
      total: {
        Power: { v: 2099.75, u: 'W', d: 1 },
        YieldDay: { v: 17_522, u: 'Wh', d: 0 },
        YieldTotal: { v: 29_922.529, u: 'kWh', d: 3 },
      },
    };
    renderFleet({ '/api/x/info': INFO, '/api/x/fleet': big });
    expect(await screen.findByTestId('fleet-total-YieldDay')).toHaveTextContent(/^17\.5 kWh$/);
    expect(screen.getByTestId('fleet-total-YieldTotal')).toHaveTextContent(/^29\.9 MWh$/);
    expect(within(card('home')).getByTestId('fleet-card-YieldDay')).toHaveTextContent(/^4\.80 kWh$/);
  });

  it('shows a card per gateway and the fleet total, each link opening that gateway’s live view', async () => {
    renderFleet({ '/api/x/info': INFO, '/api/x/fleet': ALL_ONLINE });
    expect(await screen.findAllByTestId('fleet-card')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 1, name: 'Fleet overview' })).toBeInTheDocument();
    expect(screen.getByTestId('fleet-total-Power')).toHaveTextContent('2,099.8 W');
    expect(screen.getByTestId('fleet-total-YieldDay')).toHaveTextContent('8.40 kWh');
    expect(screen.getByTestId('fleet-total-YieldTotal')).toHaveTextContent('210 kWh');
    expect(screen.queryByTestId('fleet-offline-note')).not.toBeInTheDocument();

    const home = card('home');
    expect(within(home).getByTestId('fleet-card-Power')).toHaveTextContent('1,200.5 W');
    expect(within(home).getByTestId('fleet-card-Producing')).toHaveTextContent('2 of 2');
    expect(within(home).getByTestId('fleet-card-state')).toHaveTextContent('Online');
    expect(within(home).getByTestId('fleet-card-age')).toHaveTextContent('Data age 3 s');
    expect(within(home).getByRole('link', { name: /^Home/ })).toHaveAttribute('href', '/g/home/');
    expect(home).toHaveAttribute('data-current', 'true');
    expect(screen.getByRole('link', { name: 'Fleet history' })).toHaveAttribute(
      'href',
      '/history?view=month&scope=fleet',
    );
  });

  it('marks an offline gateway, leaves it out of the total and says so', async () => {
    renderFleet({ '/api/x/info': INFO, '/api/x/fleet': ONE_OFFLINE });
    expect(await screen.findByTestId('fleet-offline-note')).toHaveTextContent(
      '1 gateway offline — not in the total',
    );
    expect(screen.getByTestId('fleet-total-Power')).toHaveTextContent('1,299.8 W');
    const garage = card('garage');
    expect(within(garage).getByTestId('fleet-card-state')).toHaveTextContent('Offline');
    expect(garage).toHaveAttribute('data-current', 'false');
    // Its last values stay, with their age (above 300 s: the time) and marked as outdated.
    expect(within(garage).getByTestId('fleet-card-Power')).toHaveTextContent('800.0 W');
    expect(within(garage).getByTestId('fleet-card-age')).toHaveTextContent(/^Last data .+ · outdated$/);
    expect(within(garage).getByTestId('fleet-card-Producing')).toHaveTextContent('0 of 2');
  });

  it('shows no values for a gateway never reached rather than zeros', async () => {
    const never = gateway('shed', 'shed', 0, { online: false, data_age_s: 0, inverters: 0, producing: 0 });
    renderFleet({
      '/api/x/info': INFO,
      '/api/x/fleet': { ...ALL_ONLINE, gateways: [...ALL_ONLINE.gateways.slice(0, 2), never] },
    });
    const shed = await screen.findByText('No data received yet');
    const card = shed.closest('article');
    if (!card) throw new Error('no card');
    expect(within(card).getByTestId('fleet-card-Power')).toHaveTextContent('–');
    expect(within(card).getByTestId('fleet-card-Producing')).toHaveTextContent('–');
    expect(card).toHaveAttribute('data-current', 'false');
  });

  it('writes the note with each language’s plural', async () => {
    const twoOffline: FleetStatus = {
      ...ONE_OFFLINE,
      gateways: ONE_OFFLINE.gateways.map((each) => (each.id === 'home' ? each : { ...each, online: false })),
    };
    await i18n.setLocale('de');
    renderFleet({ '/api/x/info': INFO, '/api/x/fleet': twoOffline });
    expect(await screen.findByTestId('fleet-offline-note')).toHaveTextContent(
      '2 Gateways sind offline und fehlen in der Summe',
    );
    await act(() => i18n.setLocale('fr'));
    expect(screen.getByTestId('fleet-offline-note')).toHaveTextContent(
      '2 passerelles hors ligne, non comptées dans le total',
    );
    expect(screen.getByTestId('fleet-total-Power')).toHaveTextContent(/^1\s299,8\sW$/);
  });

  it('counts the data age up between two answers and marks old data as outdated', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const fake = renderFleet({ '/api/x/info': INFO, '/api/x/fleet': ALL_ONLINE });
    const home = (await screen.findAllByTestId('fleet-card'))[0];
    if (!home) throw new Error('no card');
    expect(within(home).getByTestId('fleet-card-age')).toHaveTextContent('Data age 3 s');
    // The companion stops answering: the last answer stays, growing old.
    fake.fetch.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(within(home).getByTestId('fleet-card-age')).toHaveTextContent('Data age 5 s');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_MS);
    });
    expect(await screen.findByTestId('fleet-unreachable')).toBeInTheDocument();
    expect(within(home).getByTestId('fleet-card-state')).toHaveTextContent('Offline');
    expect(within(home).getByTestId('fleet-card-age')).toHaveTextContent(/Data age \d+ s · outdated/);
    expect(screen.getByTestId('fleet-total').querySelector('dl')).toHaveAttribute('data-current', 'false');
    // The notice says why the total is old; no gateway was left out of the last answer's total.
    expect(screen.queryByTestId('fleet-offline-note')).not.toBeInTheDocument();
  });

  it('asks every 5 s while the page is shown, not while it is hidden, and at once when it is back', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    let hidden = false;
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => (hidden ? 'hidden' : 'visible'));
    const fake = renderFleet({ '/api/x/info': INFO, '/api/x/fleet': ALL_ONLINE });
    await screen.findAllByTestId('fleet-card');
    const asked = (): number => fake.requests.filter((request) => request.path === '/api/x/fleet').length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2 * POLL_MS);
    });
    expect(asked()).toBe(3);
    hidden = true;
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(0);
    });
    const whenHidden = asked();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6 * POLL_MS);
    });
    expect(asked()).toBe(whenHidden);
    hidden = false;
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(asked()).toBe(whenHidden + 1);
  });

  it('on a bare gateway says a fleet needs a companion with several gateways, and asks nothing more', async () => {
    const fake = renderFleet({
      '/api/x/info': new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }),
    });
    expect(await screen.findByTestId('fleet-none')).toHaveTextContent('several gateways');
    expect(screen.getByRole('link', { name: 'Open the live view' })).toHaveAttribute('href', '/');
    expect(fake.requests.some((request) => request.path === '/api/x/fleet')).toBe(false);
  });

  it('with one gateway behind the companion, or no fleet answer, says the same', async () => {
    renderFleet({ '/api/x/info': { ...INFO, gateways: INFO.gateways.slice(0, 1) } });
    expect(await screen.findByTestId('fleet-none')).toBeInTheDocument();
  });

  it('where /api/x/fleet is unknown (404), says the same rather than failing', async () => {
    renderFleet({ '/api/x/info': INFO });
    expect(await screen.findByTestId('fleet-none')).toBeInTheDocument();
  });
});
