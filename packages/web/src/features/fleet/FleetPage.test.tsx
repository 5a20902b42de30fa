import type { FleetGateway, FleetStatus } from '@dtu-web/protocol';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/index.ts';
import { ALL_ONLINE, cardGateway as gateway } from '../../test/fleetFixtures.ts';
import { companionInfo, setUpHistoryScreens, stubCompanion } from '../../test/historyFixtures.ts';
import FleetPage, { POLL_MS } from './FleetPage.tsx';

const INFO = companionInfo([
  ['home', 'Home'],
  ['garage', 'Garage'],
  ['shed', 'shed'],
]);

const ONE_OFFLINE: FleetStatus = {
  gateways: [
    gateway('home', 'Home', 1200.5),
    gateway('garage', 'Garage', 800, {
      online: false,
      reported: false,
      last_known: true,
      data_age_s: 400,
      producing: undefined,
    }),
    gateway('shed', 'shed', 99.25),
  ],
  // Energy already made stays in the total (issue 30): the Garage's yields as last known.
  total: {
    Power: { v: 1299.75, u: 'W', d: 1 },
    YieldDay: { v: 8399, u: 'Wh', d: 0 },
    YieldTotal: { v: 209.975, u: 'kWh', d: 3 },
    last_known: ['garage'],
    left_out: [],
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
        last_known: [],
        left_out: [],
      },
    };
    renderFleet({ '/api/x/info': INFO, '/api/x/fleet': big });
    expect(await screen.findByTestId('fleet-total-YieldDay')).toHaveTextContent(/^17\.5 kWh$/);
    expect(screen.getByTestId('fleet-total-YieldTotal')).toHaveTextContent(/^29\.9 MWh$/);
    expect(within(card('home')).getByTestId('fleet-card-YieldDay')).toHaveTextContent(/^4\.80 kWh$/);
  });

  it('shows each gateway’s firing alerts on its card, linking to that gateway’s Alerts page', async () => {
    const perGateway: Record<string, number> = { home: 2, garage: 0 };
    const fake = renderFleet({
      '/api/x/info': INFO,
      '/api/x/fleet': ALL_ONLINE,
      '/api/x/alerts': (params: URLSearchParams) => {
        const count = perGateway[params.get('gateway') ?? ''];
        // shed cannot be read (no read access without a login): its card says nothing of alerts.
        if (count === undefined)
          return Response.json({ type: 'warning', message: 'Unauthorized' }, { status: 401 });
        return Response.json({ active: Array.from({ length: count }, () => ({})), history: [] });
      },
    });
    const alerts = await within(await screen.findByTestId('fleet-card-alerts')).findByText('2 alerts firing');
    expect(alerts.closest('a')).toHaveAttribute('href', '/g/home/alerts');
    expect(within(card('home')).getByTestId('fleet-card-alerts')).toBeInTheDocument();
    expect(within(card('garage')).queryByTestId('fleet-card-alerts')).not.toBeInTheDocument();
    expect(within(card('shed')).queryByTestId('fleet-card-alerts')).not.toBeInTheDocument();
    const asked = fake.requests.filter((r) => r.path === '/api/x/alerts').map((r) => r.params.get('gateway'));
    expect(new Set(asked)).toEqual(new Set(['home', 'garage', 'shed']));
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

  it('shows an offline gateway with no power and no count, its yields as last known and kept in the total', async () => {
    renderFleet({ '/api/x/info': INFO, '/api/x/fleet': ONE_OFFLINE });
    expect(await screen.findByTestId('fleet-lastknown-note')).toHaveTextContent(
      'The yields include the last known values of Garage.',
    );
    expect(screen.getByTestId('fleet-total-Power')).toHaveTextContent('1,299.8 W');
    expect(screen.getByTestId('fleet-total-YieldDay')).toHaveTextContent('8.40 kWh');
    const garage = card('garage');
    expect(within(garage).getByTestId('fleet-card-state')).toHaveTextContent('Offline');
    expect(garage).toHaveAttribute('data-current', 'false');
    // No power and no "0 of 2 producing" next to "Offline": nothing is known about now.
    expect(within(garage).getByTestId('fleet-card-Power')).toHaveTextContent('–');
    expect(within(garage).getByTestId('fleet-card-Producing')).toHaveTextContent('–');
    expect(within(garage).getByTestId('fleet-card-YieldDay')).toHaveTextContent('3.20 kWh (last known)');
    expect(within(garage).getByTestId('fleet-card-age')).toHaveTextContent(/^Last data .+ · outdated$/);
    // At a glance: what needs attention, and the inverters producing over the fleet.
    expect(screen.getByTestId('fleet-glance-head')).toHaveTextContent(
      'Needs attention. 4 of 6 inverters producing',
    );
    expect(screen.getByTestId('fleet-glance-list')).toHaveTextContent('Garage: offline');
  });

  it('says all producing when every inverter of every gateway produces', async () => {
    renderFleet({ '/api/x/info': INFO, '/api/x/fleet': ALL_ONLINE });
    expect(await screen.findByTestId('fleet-glance-head')).toHaveTextContent(
      'All producing. 6 of 6 inverters producing',
    );
    expect(screen.queryByTestId('fleet-glance-list')).not.toBeInTheDocument();
  });

  it('lists a locked gateway by name as locked, with no values, and leaves it out of the count', async () => {
    const locked: FleetGateway = {
      id: 'shed',
      name: 'Shed',
      own_name: null,
      online: true,
      locked: true,
      login: 'none',
      reported: false,
      last_known: false,
    };
    renderFleet({
      '/api/x/info': INFO,
      '/api/x/fleet': {
        gateways: [...ALL_ONLINE.gateways.slice(0, 2), locked],
        total: { ...ALL_ONLINE.total, left_out: ['shed'] },
      },
    });
    const shed = await screen.findByRole('article', { name: /^Shed/ });
    expect(within(shed).getByTestId('fleet-card-state')).toHaveTextContent('Locked');
    expect(within(shed).queryByTestId('fleet-card-Power')).not.toBeInTheDocument();
    expect(within(shed).getByTestId('fleet-card-age')).toHaveTextContent('does not allow reading');
    expect(screen.getByTestId('fleet-offline-note')).toHaveTextContent('Not in the total: Shed.');
    expect(screen.getByTestId('fleet-glance-head')).toHaveTextContent('4 of 4 inverters producing');
    expect(screen.getByTestId('fleet-glance-list')).toHaveTextContent('Shed: locked, log in to see it');
  });

  it('shows no sum at all when every gateway is left out (a companion started at night)', async () => {
    const waiting = (each: FleetGateway): FleetGateway => ({
      ...each,
      reported: false,
      producing: undefined,
      total: undefined,
    });
    renderFleet({
      '/api/x/info': INFO,
      '/api/x/fleet': {
        gateways: ALL_ONLINE.gateways.map(waiting),
        total: {
          Power: { v: 0, u: 'W', d: 1 },
          YieldDay: { v: 0, u: 'Wh', d: 0 },
          YieldTotal: { v: 0, u: 'kWh', d: 3 },
          last_known: [],
          left_out: ALL_ONLINE.gateways.map((each) => each.id),
        },
      },
    });
    expect(await screen.findByTestId('fleet-offline-note')).toHaveTextContent('Not in the total: Home');
    for (const field of ['Power', 'YieldDay', 'YieldTotal'])
      expect(screen.getByTestId(`fleet-total-${field}`)).toHaveTextContent(/^–$/);
  });

  it('shows no fresh-looking zeros for a gateway whose inverters have not reported since its restart', async () => {
    const restarted = gateway('home', 'Home', 0, {
      reported: false,
      last_known: true,
      producing: undefined,
      data_age_s: 5,
    });
    renderFleet({
      '/api/x/info': INFO,
      '/api/x/fleet': { ...ALL_ONLINE, gateways: [restarted, ...ALL_ONLINE.gateways.slice(1)] },
    });
    const home = await screen.findByRole('article', { name: /^Home/ });
    expect(within(home).getByTestId('fleet-card-Power')).toHaveTextContent('–');
    expect(within(home).getByTestId('fleet-card-Producing')).toHaveTextContent('–');
    expect(within(home).getByTestId('fleet-card-age')).toHaveTextContent(
      'Waiting for its inverters to report',
    );
    expect(home).toHaveAttribute('data-current', 'false');
    expect(screen.getByTestId('fleet-glance-head')).toHaveTextContent('4 of 6 inverters producing');
  });

  it('shows no values for a gateway never reached rather than zeros', async () => {
    const never: FleetGateway = {
      id: 'shed',
      name: 'shed',
      own_name: null,
      online: false,
      locked: false,
      login: 'none',
      reported: false,
      last_known: false,
    };
    renderFleet({
      '/api/x/info': INFO,
      '/api/x/fleet': { ...ALL_ONLINE, gateways: [...ALL_ONLINE.gateways.slice(0, 2), never] },
    });
    const shed = await screen.findByText('No data received yet');
    const found = shed.closest('article');
    if (!found) throw new Error('no card');
    expect(within(found).queryByTestId('fleet-card-Power')).not.toBeInTheDocument();
    expect(found).toHaveAttribute('data-current', 'false');
  });

  it('writes the notes in each language, with its plural', async () => {
    const twoDown: FleetStatus = {
      ...ONE_OFFLINE,
      gateways: ONE_OFFLINE.gateways.map((each) => (each.id === 'shed' ? { ...each, producing: 0 } : each)),
    };
    await i18n.setLocale('de');
    renderFleet({ '/api/x/info': INFO, '/api/x/fleet': twoDown });
    expect(await screen.findByTestId('fleet-lastknown-note')).toHaveTextContent(
      'Die Erträge enthalten die zuletzt bekannten Werte von Garage.',
    );
    expect(screen.getByTestId('fleet-glance-list')).toHaveTextContent(
      'shed: 2 Wechselrichter produzieren nicht',
    );
    await act(() => i18n.setLocale('fr'));
    expect(screen.getByTestId('fleet-glance-list')).toHaveTextContent(
      /shed\s: 2 onduleurs ne produisent pas/,
    );
    expect(screen.getByTestId('fleet-total-Power')).toHaveTextContent(/^1\s299,8\sW$/);
  });

  it('renames a gateway in the companion with that gateway’s login, then shows the fleet again', async () => {
    localStorage.setItem('user@garage', JSON.stringify({ authdata: btoa('admin:garage') }));
    const fake = renderFleet({
      '/api/x/info': INFO,
      '/api/x/fleet': ALL_ONLINE,
      '/api/x/gateways/name': {
        type: 'success',
        message: 'ok',
        gateway: { id: 'garage', name: 'Roof', own_name: 'Roof' },
      },
    });
    const user = userEvent.setup();
    await user.click(
      await within(await screen.findByRole('article', { name: /^Garage/ })).findByRole('button', {
        name: /^Rename\s*Garage$/,
      }),
    );
    await user.type(await screen.findByLabelText('Display name of garage (empty: its own name)'), 'Roof');
    const asked = fake.requests.filter((request) => request.path === '/api/x/fleet').length;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const post = fake.requests.find((request) => request.path === '/api/x/gateways/name');
    expect(post?.params.get('gateway')).toBe('garage');
    expect(new Headers(post?.init?.headers).get('Authorization')).toBe(`Basic ${btoa('admin:garage')}`);
    expect((post?.init?.body as FormData).get('data')).toBe('{"name":"Roof"}');
    await screen.findByRole('button', { name: /^Rename\s*Garage$/ });
    expect(fake.requests.filter((request) => request.path === '/api/x/fleet').length).toBeGreaterThan(asked);
    localStorage.removeItem('user@garage');
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
    // Nothing current is claimed: no power on the cards.
    expect(within(home).getByTestId('fleet-card-Power')).toHaveTextContent('–');
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
