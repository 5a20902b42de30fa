import type { CompanionInfo, FleetStatus } from '@dtu-web/protocol';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/index.ts';
import { fleetGateway, inverter } from '../../test/fleetFixtures.ts';
import {
  companionInfo,
  powerDay,
  setUpHistoryScreens,
  stubCompanion,
  TZ,
} from '../../test/historyFixtures.ts';
import FleetPage from './FleetPage.tsx';

const INFO: CompanionInfo = {
  ...companionInfo([
    ['home', 'Home'],
    ['garage', 'Garage'],
    ['barn', 'Barn'],
  ]),
};
for (const gateway of INFO.gateways) gateway.tz = TZ;

const FLEET: FleetStatus = {
  gateways: [
    fleetGateway('home', 'Home', [
      inverter('a', 0, { name: 'Roof', Power: { v: 512.3, u: 'W', d: 1 } }),
      inverter('b', 1, { name: 'Shed', installed_wp: [0], producing: false, Power: { v: 0, u: 'W', d: 1 } }),
    ]),
    fleetGateway(
      'garage',
      'Garage',
      [inverter('c', 0, { name: 'Carport', Power: { v: 80, u: 'W', d: 1 } })],
      {
        online: false,
        reported: false,
        last_known: true,
      },
    ),
    fleetGateway('barn', 'Barn', [], { locked: true, inverter_list: undefined, total: undefined }),
  ],
  total: {
    Power: { v: 512.3, u: 'W', d: 1 },
    YieldDay: { v: 4500, u: 'Wh', d: 0 },
    YieldTotal: { v: 36, u: 'kWh', d: 3 },
    last_known: ['garage'],
    left_out: ['barn'],
  },
};

function renderFleet() {
  const fake = stubCompanion({
    '/api/x/info': INFO,
    '/api/x/fleet': FLEET,
    '/api/x/history/power': (params: URLSearchParams) =>
      Response.json({ ...powerDay(params.get('day') ?? ''), gateway: params.get('gateway') }),
  });
  render(
    <MemoryRouter initialEntries={['/fleet']}>
      <Routes>
        <Route path="/fleet" element={<FleetPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return fake;
}

const cells = (testId: string): string[] => screen.getAllByTestId(testId).map((cell) => cell.textContent);

setUpHistoryScreens();

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.setLocale('en');
});

describe('the fleet’s inverter table', () => {
  it('lists every inverter of the open gateways with honest statuses, a locked gateway named apart', async () => {
    renderFleet();
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Gateway↕', 'Inverter↕', 'Power↕', 'Yield today↕', 'kWh/kWp today↕', 'Status↕']);
    expect(cells('fleet-row-name')).toEqual(['Roof', 'Shed', 'Carport']);
    expect(cells('fleet-row-gateway')).toEqual(['Home', 'Home', 'Garage']);
    expect(cells('fleet-row-status')).toEqual(['Producing', 'Not producing', 'Gateway offline']);
    // The offline gateway's inverter: no power, today's yield as last known.
    expect(cells('fleet-row-power')).toEqual(['512\u00a0W', '0\u00a0W', '–']);
    expect(cells('fleet-row-yield')).toEqual([
      '1.50\u00a0kWh',
      '1.50\u00a0kWh',
      '1.50\u00a0kWh (last known)',
    ]);
    // No installed watts set on the Shed's string: no figure invented.
    expect(cells('fleet-row-specific')).toEqual(['1.88', '–', '1.88']);
    expect(screen.getByTestId('fleet-inverters-locked')).toHaveTextContent('Not listed, locked: Barn.');
    expect(screen.getByRole('link', { name: 'Carport' })).toHaveAttribute('href', '/g/garage/?inverter=c');
  });

  it('sorts by a column from the keyboard, saying so with aria-sort', async () => {
    const user = userEvent.setup();
    renderFleet();
    await screen.findByRole('table', {}, { timeout: 5000 });
    const power = screen.getByRole('columnheader', { name: /Power/ });
    expect(power).not.toHaveAttribute('aria-sort');
    // Unsorted, the rows keep the page's order.
    expect(screen.getByRole('columnheader', { name: /Gateway/ })).not.toHaveAttribute('aria-sort');
    screen.getByRole('button', { name: /Status/ }).focus();
    await user.keyboard('{Shift>}{Tab}{Tab}{Tab}{/Shift}{Enter}');
    expect(power).toHaveAttribute('aria-sort', 'descending');
    expect(cells('fleet-row-name')).toEqual(['Roof', 'Shed', 'Carport']);
    await user.keyboard(' ');
    expect(power).toHaveAttribute('aria-sort', 'ascending');
    // Unknown power stays last whichever the direction.
    expect(cells('fleet-row-name')).toEqual(['Shed', 'Roof', 'Carport']);
    await user.keyboard('{Shift>}{Tab}{Tab}{/Shift}{Enter}');
    expect(screen.getByRole('columnheader', { name: /Gateway/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(power).not.toHaveAttribute('aria-sort');
    expect(cells('fleet-row-gateway')).toEqual(['Garage', 'Home', 'Home']);
  });

  it('writes its statuses and headers in German and French', async () => {
    await i18n.setLocale('de');
    renderFleet();
    await screen.findByRole('table', {}, { timeout: 5000 });
    expect(cells('fleet-row-status')).toEqual(['Produziert', 'Produziert nicht', 'Gateway offline']);
    expect(screen.getByTestId('fleet-inverters-locked')).toHaveTextContent(
      'Nicht aufgeführt, gesperrt: Barn.',
    );
    await i18n.setLocale('fr');
    expect(await screen.findByRole('columnheader', { name: /kWh\/kWc/ })).toBeInTheDocument();
    expect(cells('fleet-row-status')).toEqual(['En production', 'Ne produit pas', 'Passerelle hors ligne']);
  });
});

describe('today’s power per gateway', () => {
  it('asks each open gateway’s today by its clock and names every stacked gateway in the legend', async () => {
    const fake = renderFleet();
    const legend = await screen.findByTestId('fleet-curve-legend', {}, { timeout: 5000 });
    // Barn is locked: not asked, not drawn.
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent.trim()),
    ).toEqual(['Home', 'Garage']);
    const asked = fake.requests.filter((request) => request.path === '/api/x/history/power');
    expect(asked.map((request) => request.params.get('gateway'))).toEqual(['home', 'garage']);
    expect(screen.getByRole('img', { name: 'Today’s power per gateway' })).toBeInTheDocument();
  });
});
