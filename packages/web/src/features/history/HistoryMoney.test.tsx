import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  INFO,
  energyAnswer,
  energyJune,
  energyRow,
  powerAnswer,
  setUpHistoryScreens,
  stubCompanion,
} from '../../test/historyFixtures.ts';
import { forgetHistorySettings } from './historySettings.ts';
import HistoryPage from './HistoryPage.tsx';

/** June's fixture days, and June as one month row (424.5 kWh) when asked by month. */
function energy(params: URLSearchParams): Response {
  if (params.get('step') !== 'month') return energyAnswer(params);
  const june = energyJune().rows.reduce((sum, row) => sum + row.wh, 0);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const rows = '2026-06' >= from && '2026-06' <= to ? [energyRow('2026-06', june)] : [];
  return Response.json({ gateway: 'sim', step: 'month', rows });
}

/** All fed in at 0.10 € from 15 June: before it nothing earned. */
const SETTINGS = {
  currency: 'EUR',
  co2_g_per_kwh: null,
  tariffs: [{ from: '2026-06-15', feed_in: 0.1, consumption: null, self_use_percent: 0 }],
};

function renderAt(path: string) {
  const fake = stubCompanion({
    '/api/x/info': INFO,
    '/api/livedata/status': { inverters: [] },
    '/api/x/history/power': powerAnswer,
    '/api/x/history/energy': energy,
    '/api/x/history/settings': SETTINGS,
  });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/history" element={<HistoryPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return fake;
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
