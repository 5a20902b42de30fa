import type { EnergyRow } from '@dtu-web/protocol';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  HEALTH,
  INFO,
  energyJune,
  energyRow,
  powerAnswer,
  setUpHistoryScreens,
} from '../../test/historyFixtures.ts';
import { forgetHistorySettings } from './historySettings.ts';
import { renderHistoryAt } from './testScreen.tsx';

/** June 2026's fixture days (today is the 21st), and June 2025 at half of each. */
function days(): EnergyRow[] {
  const june = energyJune().rows;
  return [
    ...june.map((row) => ({ ...row, period: row.period.replace('2026', '2025'), wh: row.wh / 2 })),
    ...june,
  ];
}

/** The energy route over those days: by day, by month (each month summed) or by year. */
function energy(params: URLSearchParams): Response {
  const step = params.get('step') ?? 'day';
  const width = step === 'day' ? 10 : step === 'month' ? 7 : 4;
  const sums = new Map<string, number>();
  for (const row of days()) {
    const period = row.period.slice(0, width);
    sums.set(period, (sums.get(period) ?? 0) + row.wh);
  }
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const rows = [...sums]
    .filter(([period]) => period >= from && period <= to)
    .map(([period, wh]) => energyRow(period, wh));
  return Response.json({ gateway: 'sim', step, rows });
}

function renderAt(path: string, routes: Record<string, unknown> = {}) {
  return renderHistoryAt(path, {
    // The recorder's today: 21 June 2026, whatever the date where the tests run.
    '/api/x/info': { ...INFO, gateways: INFO.gateways.map((each) => ({ ...each, today: '2026-06-21' })) },
    '/api/livedata/status': { inverters: [] },
    '/api/x/history/power': powerAnswer,
    '/api/x/history/energy': energy,
    '/api/x/history/health': HEALTH,
    ...routes,
  });
}

setUpHistoryScreens();
afterEach(() => {
  forgetHistorySettings();
});

describe('the same period last year (issue 29)', { timeout: 20_000 }, () => {
  it('shows a day’s energy beside the same day last year', async () => {
    const fake = renderAt('/history?view=day&day=2026-06-21');
    // 31 kWh on 21 June 2026, 15.5 kWh on 21 June 2025.
    expect(await screen.findByTestId('day-last-year')).toHaveTextContent(
      'Same day last year15.5 kWhnow 100% more',
    );
    expect(
      fake.requests.some(
        (request) => request.params.get('from') === '2025-06-21' && request.params.get('to') === '2025-06-21',
      ),
    ).toBe(true);
  });

  it.each([
    ['year', '/history?view=year&year=2026'],
    ['all-years', '/history?view=all'],
  ])('compares the year so far with last year up to the same date in the %s view', async (_view, path) => {
    const fake = renderAt(path);
    // 2026 so far: 424.5 kWh; 2025 from 1 January to 21 June: 212 kWh.
    const comparison = await screen.findByTestId('period-last-year');
    expect(comparison).toHaveTextContent('2025 up to June 21212 kWhnow 100% more');
    const toDate = fake.requests.find(
      (request) => request.params.get('from') === '2025-01-01' && request.params.get('step') === 'day',
    );
    expect(toDate?.params.get('to')).toBe('2025-06-21');
  });

  it('marks last year’s month on the year view’s bars', async () => {
    renderAt('/history?view=year&year=2026');
    await screen.findByTestId('period-last-year');
    // Only June has a month a year before: one mark, keyed and read out.
    expect(document.querySelectorAll('line.history-reference')).toHaveLength(1);
    expect(screen.getByTestId('bar-reference-key')).toHaveTextContent('Last year');
    const slider = screen.getByRole('slider', { name: 'Energy, 2026' });
    slider.focus();
    await userEvent.keyboard(`{Home}${'{ArrowRight}'.repeat(5)}`);
    // June is still running: the best so far, never the weakest.
    expect(slider.getAttribute('aria-valuetext')).toMatch(/^June 2026: 425\skWh, best\. /);
    expect(slider.getAttribute('aria-valuetext')).toContain('Last year: 212\u00a0kWh');
  });
});

describe('History at a glance (issue 29)', { timeout: 20_000 }, () => {
  it('opens with the year so far against last year, what it earned, and the strings that fall behind', async () => {
    renderAt('/history', {
      '/api/x/history/settings': {
        currency: 'EUR',
        co2_g_per_kwh: null,
        tariffs: [{ from: '2026-06-15', feed_in: 0.1, consumption: null, self_use_percent: 0 }],
      },
    });
    const glance = await screen.findByRole('region', { name: 'At a glance' });
    // 2026 so far 424.5 kWh; 2025 up to 21 June 212.25 kWh; 15–21 June 196 kWh at 0.10 €.
    expect(within(glance).getByTestId('glance-year')).toHaveTextContent('2026 so far425 kWhnow 100% more');
    expect(within(glance).getByTestId('glance-last-year')).toHaveTextContent('2025 up to June 21212 kWh');
    expect(await within(glance).findByTestId('glance-earned')).toHaveTextContent(
      'Earned in 2026 so far€19.60',
    );
    await userEvent.click(within(glance).getByRole('button', { name: '1 string falls behind' }));
    expect(await screen.findByRole('tab', { name: 'String health', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'At a glance' })).toBeNull();
  });

  it('counts only the strings that clearly lag, not a west string a few percent below its east sibling', async () => {
    const string = HEALTH.strings[0];
    if (string === undefined) throw new Error('no string in the fixture');
    renderAt('/history', {
      '/api/x/history/health': {
        ...HEALTH,
        strings: [
          { ...string, string: 1, name: 'East', ratio: 1.06, flag: null, earlier_ratio: 1.07 },
          { ...string, string: 2, name: 'West', ratio: 0.94, flag: null, earlier_ratio: 0.93 },
          { ...string, string: 3, name: 'Chimney', ratio: 0.62, flag: 'low', earlier_ratio: 0.62 },
        ],
      },
    });
    const glance = await screen.findByRole('region', { name: 'At a glance' });
    expect(await within(glance).findByRole('button', { name: '1 string falls behind' })).toBeInTheDocument();
  });
});
