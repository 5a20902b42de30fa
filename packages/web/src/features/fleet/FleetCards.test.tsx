import type { FleetGateway } from '@dtu-web/protocol';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GatewayPickerSlot } from '../../components/GatewayPickerSlot.tsx';
import { ALL_ONLINE, cardGateway as gateway } from '../../test/fleetFixtures.ts';
import {
  companionInfo,
  powerAnswer,
  setUpHistoryScreens,
  stubCompanion,
} from '../../test/historyFixtures.ts';
import FleetPage from './FleetPage.tsx';

// Issue 30 and 28 on the fleet's cards: one sign-in, night, firmware, a new name in the picker.

const INFO = companionInfo([
  ['home', 'Home'],
  ['garage', 'Garage'],
  ['shed', 'shed'],
]);

function renderFleet(routes: Record<string, unknown>) {
  const fake = stubCompanion(routes);
  render(
    <MemoryRouter initialEntries={['/fleet']}>
      <GatewayPickerSlot />
      <Routes>
        <Route path="/fleet" element={<FleetPage />} />
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

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('Fleet cards', () => {
  it('shows a gateway locked for the page’s login with the login kept on its own pages (one sign-in)', async () => {
    const locked = (login: 'none' | 'refused'): FleetGateway => ({
      id: 'shed',
      name: 'Shed',
      own_name: null,
      online: true,
      locked: true,
      login,
      reported: false,
      last_known: false,
    });
    const shedLogin = btoa('admin:shed');
    // Logged in on /g/shed/ only: its login is kept as `user@shed`, the page's own `user` is none.
    localStorage.setItem('user@shed', JSON.stringify({ authdata: shedLogin }));
    // Answered after the request is recorded (and `fake` is set): the last one is this one.
    const answer = (): Response => {
      const init = fake.requests.at(-1)?.init;
      const opened = new Headers(init?.headers).get('Authorization') === `Basic ${shedLogin}`;
      const gateways = [
        ...ALL_ONLINE.gateways.slice(0, 2).map((each) => (opened ? { ...each, locked: true } : each)),
        opened ? gateway('shed', 'Shed', 99.25, { login: 'opens' }) : locked('none'),
      ];
      return Response.json({ gateways, total: { ...ALL_ONLINE.total, left_out: opened ? [] : ['shed'] } });
    };
    // The companion's info, asked with the page's login, lists shed as locked.
    const info = {
      ...INFO,
      gateways: INFO.gateways.map((each) =>
        each.id === 'shed' ? { ...each, locked: true, login: 'none' as const } : each,
      ),
    };
    const fake = renderFleet({
      '/api/x/info': info,
      '/api/x/fleet': answer,
      '/api/x/history/power': powerAnswer,
    });
    const shed = await screen.findByRole('article', { name: /^Shed/ });
    expect(await within(shed).findByTestId('fleet-card-Power')).toHaveTextContent('99.3 W');
    expect(within(shed).getByTestId('fleet-card-state')).toHaveTextContent('Online');
    // The others as the page's login sees them, the total over all three.
    expect(within(card('home')).getByTestId('fleet-card-Power')).toHaveTextContent('1,200.5 W');
    expect(screen.getByTestId('fleet-total-Power')).toHaveTextContent('2,099.8 W');
    expect(screen.queryByTestId('fleet-glance-list')).not.toBeInTheDocument();
    // Today's curve asks with the page's login: only of the gateways that login opens (shed would
    // refuse it, and a refusal sends the page to a login).
    const powerOf = () =>
      fake.requests
        .filter((request) => request.path === '/api/x/history/power')
        .map((request) => request.params.get('gateway'));
    await waitFor(() => {
      expect(powerOf()).toEqual(expect.arrayContaining(['home', 'garage']));
    });
    expect(powerOf()).not.toContain('shed');
    // Its sun (what tells night from a fault) is asked with its own login, which it needs.
    await waitFor(() => {
      const sun = fake.requests.find((request) => request.path === '/g/shed/api/ntp/status');
      expect(new Headers(sun?.init?.headers).get('Authorization')).toBe(`Basic ${shedLogin}`);
    });
    localStorage.removeItem('user@shed');
  });

  it('at night says each gateway sleeps since its sunset and the glance stays calm with the day’s yield', async () => {
    // Each gateway's clock reads 23:10, its sun set at 21:34: its inverters sleep, their data grows old.
    const ntp = {
      ntp_status: true,
      ntp_localtime: 'Sunday, June 21 2026 23:10:00',
      sun_isSunsetAvailable: true,
      sun_risetime: 'Sunday, June 21 2026 05:12:00',
      sun_settime: 'Sunday, June 21 2026 21:34:00',
    };
    const asleep = (each: FleetGateway): FleetGateway => ({
      ...each,
      data_age_s: 5760,
      producing: 0,
      total: each.total && { ...each.total, Power: { v: 0, u: 'W', d: 1 } },
    });
    renderFleet({
      '/api/x/info': INFO,
      '/api/x/fleet': { ...ALL_ONLINE, gateways: ALL_ONLINE.gateways.map(asleep) },
      '/g/home/api/ntp/status': ntp,
      '/g/garage/api/ntp/status': ntp,
      '/g/shed/api/ntp/status': ntp,
    });
    await waitFor(() => {
      expect(screen.getByTestId('fleet-glance-head')).toHaveTextContent(
        /^All asleep — night\. Today 8\.40 kWh\./,
      );
    });
    for (const id of ['home', 'garage', 'shed']) {
      await waitFor(() => {
        expect(within(card(id)).getByTestId('fleet-card-age')).toHaveTextContent(/^Asleep since 21:34$/);
      });
    }
    expect(screen.getByTestId('fleet-glance')).toHaveAttribute('data-fine', 'true');
    expect(screen.getByTestId('fleet-glance-list')).toHaveTextContent(
      'Home: night, inverters asleep since 21:34',
    );
    expect(screen.queryByText(/outdated/)).not.toBeInTheDocument();
  });

  it('shows each gateway’s firmware, with a quiet note for a release this app was not tested with', async () => {
    renderFleet({
      '/api/x/info': INFO,
      '/api/x/fleet': {
        ...ALL_ONLINE,
        gateways: [
          gateway('home', 'Home', 1200.5, { firmware: 'v26.3.30' }),
          gateway('garage', 'Garage', 800, { firmware: 'v27.1.5' }),
          gateway('shed', 'shed', 99.25, { firmware: null }),
        ],
      },
    });
    await screen.findAllByTestId('fleet-card');
    expect(within(card('home')).getByTestId('fleet-card-firmware')).toHaveTextContent(
      /^Firmware v26\.3\.30$/,
    );
    expect(within(card('home')).queryByTestId('fleet-card-untested')).not.toBeInTheDocument();
    expect(within(card('garage')).getByTestId('fleet-card-firmware')).toHaveTextContent('Firmware v27.1.5');
    expect(within(card('garage')).getByTestId('fleet-card-untested')).toHaveTextContent(
      'not tested with this firmware',
    );
    // Not read yet: nothing rather than a guess.
    expect(within(card('shed')).queryByTestId('fleet-card-firmware')).not.toBeInTheDocument();
  });

  it('after a rename the gateway picker names it anew without a page load', async () => {
    localStorage.setItem('user@garage', JSON.stringify({ authdata: btoa('admin:garage') }));
    let renamed = false;
    const info = (): Response =>
      Response.json({
        ...INFO,
        gateways: INFO.gateways.map((each) =>
          renamed && each.id === 'garage' ? { ...each, name: 'Roof', own_name: 'Roof' } : each,
        ),
      });
    const fake = renderFleet({
      '/api/x/info': info,
      '/api/x/fleet': ALL_ONLINE,
      'POST /api/x/gateways/name': () => {
        renamed = true;
        return Response.json({
          type: 'success',
          message: 'ok',
          gateway: { id: 'garage', name: 'Roof', own_name: 'Roof' },
        });
      },
    });
    const user = userEvent.setup();
    await user.click(
      await within(await screen.findByRole('article', { name: /^Garage/ })).findByRole('button', {
        name: /^Rename\s*Garage$/,
      }),
    );
    await user.type(await screen.findByLabelText('Display name of garage (empty: its own name)'), 'Roof');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(fake.requests.filter((request) => request.path === '/api/x/info').length).toBeGreaterThan(1);
    });
    await user.click(await screen.findByRole('button', { name: 'All gateways' }));
    await waitFor(() => {
      expect(document.querySelector('a.dropdown-item[data-gateway="garage"]')).toHaveTextContent('Roof');
    });
    localStorage.removeItem('user@garage');
  });
});
