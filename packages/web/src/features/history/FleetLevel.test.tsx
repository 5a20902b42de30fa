import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanionInfo } from '@dtu-web/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { companionInfo, energyAnswer, powerAnswer, setUpHistoryScreens } from '../../test/historyFixtures.ts';
import { forgetInverterNames } from './inverterNames.ts';
import { renderHistoryAt } from './testScreen.tsx';

const INFO = companionInfo([
  ['home', 'Home'],
  ['barn', 'Barn'],
]);

/** Home has June's fixture days; the barn half of each. */
const energy = (params: URLSearchParams): Response =>
  energyAnswer(params, params.get('gateway') === 'barn' ? 0.5 : 1);

function renderAt(path: string, info: CompanionInfo = INFO) {
  return renderHistoryAt(path, {
    '/api/x/info': info,
    '/api/livedata/status': { inverters: [] },
    '/api/x/history/energy': energy,
    '/api/x/history/power': powerAnswer,
  });
}

setUpHistoryScreens();

afterEach(() => {
  forgetInverterNames();
});

describe('History at the fleet level', { timeout: 20_000 }, () => {
  it('adds every gateway’s energy per day and stacks the gateways on request', async () => {
    const fake = renderAt('/history?view=month&month=2026-06');
    const scope = await screen.findByRole('radiogroup', { name: 'Gateways shown' });
    expect(within(scope).getByRole('radio', { name: 'This gateway' })).toBeChecked();
    expect(await screen.findByTestId('period-figures')).toHaveTextContent('Sunday, June 21, 2026 · 31.0 kWh');

    await userEvent.click(within(scope).getByRole('radio', { name: 'All gateways' }));
    expect(await screen.findByTestId('period-figures')).toHaveTextContent(
      'Best daySunday, June 21, 2026 · 46.5 kWh',
    );
    const asked = fake.requests
      .filter((request) => request.path === '/api/x/history/energy' && request.params.get('step') === 'day')
      .map((request) => request.params.get('gateway'));
    expect(asked).toEqual(expect.arrayContaining(['home', 'barn']));

    await userEvent.click(screen.getByRole('switch', { name: 'Per gateway' }));
    await userEvent.click(screen.getAllByText('Show the values as a table')[0] as HTMLElement);
    expect(await screen.findByRole('columnheader', { name: 'Barn (kWh)' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Home (kWh)' })).toBeInTheDocument();
  });

  it('opens the fleet level from the address (the fleet overview’s link)', async () => {
    renderAt('/history?view=year&year=2026&scope=fleet');
    expect(await screen.findByRole('radio', { name: 'All gateways' })).toBeChecked();
    expect(await screen.findByTestId('period-figures')).toHaveTextContent('46.5 kWh');
  });

  it('leaves a gateway this login does not open out of the sums and says so, asking nothing of it', async () => {
    const base = companionInfo([
      ['home', 'Home'],
      ['barn', 'Barn'],
      ['shed', 'Shed'],
    ]);
    const info: CompanionInfo = {
      ...base,
      gateways: base.gateways.map((gateway) =>
        gateway.id === 'shed' ? { ...gateway, locked: true, login: 'none' } : gateway,
      ),
    };
    const fake = renderAt('/history?view=year&year=2026&scope=fleet', info);
    expect(await screen.findByTestId('period-figures')).toHaveTextContent('46.5 kWh');
    expect(screen.getByTestId('history-locked-out')).toHaveTextContent(
      'Not included: Shed (locked — log in to include it)',
    );
    const asked = fake.requests
      .filter((request) => request.path === '/api/x/history/energy')
      .map((request) => request.params.get('gateway'));
    expect(asked).not.toContain('shed');
    // The day view's fleet figure is of the open ones too.
    await userEvent.click(screen.getByRole('tab', { name: 'Day' }));
    await waitFor(() => {
      expect(screen.getByTestId('day-fleet-energy')).toHaveTextContent('Energy of all gateways');
    });
    expect(screen.getByTestId('history-locked-out')).toBeInTheDocument();
  });

  it('shows the day’s energy of all gateways beside this one’s', async () => {
    renderAt('/history?day=2026-06-21');
    await waitFor(() => {
      expect(screen.getByTestId('day-fleet-energy')).toHaveTextContent('Energy of all gateways46.5 kWh');
    });
  });

  it('offers no choice with one gateway', async () => {
    renderAt('/history?view=month&month=2026-06&scope=fleet', {
      ...INFO,
      gateways: INFO.gateways.slice(0, 1),
    });
    expect(await screen.findByTestId('period-figures')).toHaveTextContent('31.0 kWh');
    expect(screen.queryByRole('radiogroup', { name: 'Gateways shown' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Day' }));
    expect(await screen.findByTestId('day-figures')).toBeInTheDocument();
    expect(screen.queryByTestId('day-fleet-energy')).not.toBeInTheDocument();
  });
});
