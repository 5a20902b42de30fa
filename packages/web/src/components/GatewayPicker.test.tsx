import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FLEET_POLL_MS } from '../lib/gateway/useFleetOnline.ts';
import { i18n } from '../lib/i18n/index.ts';
import { loadStrings } from '../test/i18n.ts';
import GatewayPicker from './GatewayPicker.tsx';
import { gatewayCatalogue } from './GatewayPickerSlot.tsx';

beforeAll(async () => {
  await loadStrings();
  await i18n.ensure(gatewayCatalogue);
});

const gateways = [
  { id: 'home', name: 'House', origin: 'http://127.0.0.1:1' },
  { id: 'garage', name: 'Garage', origin: 'http://127.0.0.1:2' },
  { id: 'shed', name: 'shed', origin: 'http://127.0.0.1:3' },
];

/** A companion whose /api/x/fleet answers with the given online states (changeable between polls). */
function fleetFetch(states: Record<string, boolean>) {
  const fetcher = vi.fn((input: string) => {
    expect(input).toBe('/api/x/fleet');
    const body = { gateways: Object.entries(states).map(([id, online]) => ({ id, name: id, online })) };
    return Promise.resolve(Response.json(body));
  });
  return fetcher as unknown as typeof fetch & typeof fetcher;
}

function renderPicker(path: string, currentId: string | null, fetcher: typeof fetch) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ul>
        <GatewayPicker gateways={gateways} currentId={currentId} fetcher={fetcher} />
      </ul>
    </MemoryRouter>,
  );
}

describe('GatewayPicker', () => {
  afterEach(async () => {
    vi.useRealTimers();
    await i18n.setLocale('en');
  });

  it('names the current gateway and offers the same screen on each, the current one marked', async () => {
    const fetcher = fleetFetch({ home: true, garage: true, shed: false });
    renderPicker('/settings/inverter?tab=1', 'garage', fetcher);
    const toggle = screen.getByRole('button', { name: 'Gateway: Garage' });
    await userEvent.setup().click(toggle);
    const items = screen.getAllByRole('link');
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/g/home/settings/inverter?tab=1',
      '/g/garage/settings/inverter?tab=1',
      '/g/shed/settings/inverter?tab=1',
      '/fleet',
    ]);
    expect(screen.getByRole('link', { current: 'page' })).toHaveAttribute('data-gateway', 'garage');
    await waitFor(() => {
      expect(screen.getByRole('link', { name: /^shed, offline/ })).toHaveAttribute('data-reach', 'offline');
    });
    expect(screen.getByRole('link', { name: /^House home, online/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All gateways' })).toBeInTheDocument();
  });

  it('lists a locked gateway by name, marked locked (issue 30)', async () => {
    const fetcher = fleetFetch({ home: true, garage: true, shed: true });
    render(
      <MemoryRouter initialEntries={['/fleet']}>
        <ul>
          <GatewayPicker
            gateways={gateways.map((each) => (each.id === 'shed' ? { ...each, locked: true } : each))}
            currentId={null}
            fetcher={fetcher}
          />
        </ul>
      </MemoryRouter>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: /All gateways/ }));
    expect(screen.getByRole('link', { name: /^shed, .* locked$/ })).toHaveAttribute('href', '/g/shed/');
    expect(screen.getAllByTestId('gateway-locked')).toHaveLength(1);
  });

  it('shows the page’s gateway offline when the companion stops hearing it, asking every few seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const states = { home: true, garage: true, shed: true };
    const fetcher = fleetFetch(states);
    renderPicker('/', 'garage', fetcher);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('button', { name: 'Gateway: Garage' })).toBeInTheDocument();
    expect(screen.queryByText('offline')).toBeNull();
    states.garage = false;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FLEET_POLL_MS);
    });
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Gateway: Garage offline' })).toBeInTheDocument();
    expect(screen.getByText('offline')).toHaveClass('badge');
  });

  it('leaves the states unknown when the companion refuses or is away', async () => {
    const fetcher = vi.fn(() => Promise.resolve(new Response('', { status: 401 })));
    renderPicker('/', 'home', fetcher);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Gateway: House' }));
    await waitFor(() => {
      expect(fetcher).toHaveBeenCalled();
    });
    expect(screen.getByRole('link', { name: /^Garage, state unknown/ })).toHaveAttribute(
      'data-reach',
      'unknown',
    );
  });

  it('is worked by keyboard: arrows move, Escape closes and returns to the toggle', async () => {
    const user = userEvent.setup();
    renderPicker('/info/system', 'home', fleetFetch({ home: true, garage: true, shed: true }));
    const toggle = screen.getByRole('button', { name: 'Gateway: House' });
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /^House/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /^Garage/ })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'All gateways' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('on the fleet’s pages opens each gateway’s live view and speaks German and French', async () => {
    await i18n.setLocale('fr');
    renderPicker('/fleet', null, fleetFetch({}));
    const toggle = screen.getByRole('button', { name: 'Toutes les passerelles' });
    await userEvent.setup().click(toggle);
    expect(screen.getByRole('link', { name: /^Garage/ })).toHaveAttribute('href', '/g/garage/');
    expect(screen.getByRole('heading', { name: 'Changer de passerelle' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Toutes les passerelles' })[0]).toHaveAttribute(
      'aria-current',
      'page',
    );
    await act(async () => {
      await i18n.setLocale('de');
    });
    expect(screen.getByRole('heading', { name: 'Gateway wechseln' })).toBeInTheDocument();
  });
});
