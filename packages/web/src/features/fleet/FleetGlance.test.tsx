import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fleetGateway, inverter } from '../../test/fleetFixtures.ts';
import { loadStrings } from '../../test/i18n.ts';
import { FleetGlance } from './FleetGlance.tsx';

beforeAll(async () => {
  await loadStrings();
});

describe('the fleet at a glance', () => {
  it('names an unreachable inverter and its gateway, and counts only the others as not producing', () => {
    const home = fleetGateway(
      'home',
      'Home',
      [
        inverter('a', 0, { name: 'Roof' }),
        inverter('b', 1, { name: 'Garage', reachable: false, producing: false }),
        inverter('c', 2, { name: 'Shed', producing: false }),
      ],
      { inverters: 3, producing: 1 },
    );
    const barn = fleetGateway('barn', 'Barn', [inverter('d', 0, { name: 'Barn roof' })], {
      inverters: 1,
      producing: 1,
    });
    render(<FleetGlance gateways={[home, barn]} reachable sun={new Map()} now={Date.now()} />);
    expect(screen.getByTestId('fleet-glance-head')).toHaveTextContent(
      'Needs attention. 2 of 4 inverters producing',
    );
    const notes = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(notes).toEqual(['Garage on Home unreachable', 'Home: 1 inverter not producing']);
  });

  it('says nothing of an inverter whose polling is off', () => {
    const home = fleetGateway(
      'home',
      'Home',
      [inverter('a', 0), inverter('b', 1, { poll_enabled: false, reachable: false, producing: false })],
      { inverters: 2, producing: 1 },
    );
    render(<FleetGlance gateways={[home]} reachable sun={new Map()} now={Date.now()} />);
    expect(screen.queryByText(/unreachable/)).not.toBeInTheDocument();
  });
});
