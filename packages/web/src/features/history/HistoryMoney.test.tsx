import type { CompanionInfo, HistorySettings, HistoryTariff } from '@dtu-web/protocol';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  INFO,
  companionInfo,
  energyAnswer,
  energyJune,
  energyRow,
  powerAnswer,
  setUpHistoryScreens,
} from '../../test/historyFixtures.ts';
import { forgetHistorySettings } from './historySettings.ts';
import { renderHistoryAt } from './testScreen.tsx';

/** June's fixture days, and June as one month row (424.5 kWh) when asked by month. */
function energy(params: URLSearchParams): Response {
  if (params.get('step') !== 'month') return energyAnswer(params);
  const june = energyJune().rows.reduce((sum, row) => sum + row.wh, 0);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const rows = '2026-06' >= from && '2026-06' <= to ? [energyRow('2026-06', june)] : [];
  return Response.json({ gateway: 'sim', step: 'month', rows });
}

/** A tariff feeding everything in at `price` € per kWh from `from`. */
const feedIn = (from: string, price: number): HistoryTariff => ({
  from,
  feed_in: price,
  consumption: null,
  self_use_percent: 0,
});

/** All fed in at 0.10 € from 15 June: before it nothing earned. */
const SETTINGS: HistorySettings = {
  currency: 'EUR',
  co2_g_per_kwh: null,
  tariffs: [feedIn('2026-06-15', 0.1)],
};

function renderAt(path: string, routes: Record<string, unknown> = {}) {
  return renderHistoryAt(path, {
    '/api/x/info': INFO,
    '/api/livedata/status': { inverters: [] },
    '/api/x/history/power': powerAnswer,
    '/api/x/history/energy': energy,
    '/api/x/history/settings': SETTINGS,
    ...routes,
  });
}

setUpHistoryScreens();
afterEach(() => {
  forgetHistorySettings();
});

describe('money over a tariff that starts inside a month (issue 29)', { timeout: 20_000 }, () => {
  // 15–21 June made 25 + 26 + … + 31 = 196 kWh, at 0.10 €.
  it.each([
    ['month', '/history?view=month&month=2026-06'],
    ['year', '/history?view=year&year=2026'],
    ['all-years', '/history?view=all'],
  ])('prices June by its days in the %s view', async (_view, path) => {
    const fake = renderAt(path);
    expect(await screen.findByTestId('figure-earned')).toHaveTextContent('Earned€19.60');
    const days = fake.requests.filter(
      (request) => request.path === '/api/x/history/energy' && request.params.get('step') === 'day',
    );
    expect(days.some((request) => request.params.get('from') === '2026-06-01')).toBe(true);
  });
});

describe('money at the fleet level (issue 29)', { timeout: 20_000 }, () => {
  const FLEET: CompanionInfo = companionInfo([
    ['home', 'Home'],
    ['barn', 'Barn'],
  ]);
  /** Home: June's days at 0.10 € all month; the barn: half of each day, at 0.20 € from 15 June. */
  function fleetRoutes(barnCurrency: string): Record<string, unknown> {
    const settings: Record<string, HistorySettings> = {
      home: { ...SETTINGS, tariffs: [feedIn('2026-01-01', 0.1)] },
      barn: { ...SETTINGS, currency: barnCurrency, tariffs: [feedIn('2026-06-15', 0.2)] },
    };
    return {
      '/api/x/info': FLEET,
      '/api/x/history/energy': (params: URLSearchParams) =>
        energyAnswer(params, params.get('gateway') === 'barn' ? 0.5 : 1),
      '/api/x/history/settings': (params: URLSearchParams) =>
        Response.json(settings[params.get('gateway') ?? 'home']),
    };
  }

  it('prices each gateway’s energy at its own tariffs', async () => {
    renderAt('/history?view=month&month=2026-06&scope=fleet', fleetRoutes('EUR'));
    // Home 424.5 kWh × 0.10 = 42.45 €; the barn 98 kWh (15–21 June, halves) × 0.20 = 19.60 €.
    expect(await screen.findByTestId('figure-earned')).toHaveTextContent('Earned€62.05');
  });

  it('adds up no money priced in different currencies, and says why', async () => {
    renderAt('/history?view=month&month=2026-06&scope=fleet', fleetRoutes('CHF'));
    expect(await screen.findByTestId('figure-earned-currencies')).toHaveTextContent(
      'the gateways are priced in different currencies',
    );
    expect(screen.queryByTestId('figure-earned')).toBeNull();
  });
});
