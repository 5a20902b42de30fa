import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanup } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  HEALTH,
  INFO,
  energyAnswer,
  energyJune,
  energyRow,
  powerAnswer,
  setUpHistoryScreens,
} from '../../test/historyFixtures.ts';
import { renderHistoryAt } from './testScreen.tsx';

const ROUTES = {
  '/api/x/info': INFO,
  '/api/livedata/status': { inverters: [] },
  '/api/x/history/power': powerAnswer,
  '/api/x/history/energy': energyAnswer,
  '/api/x/history/health': HEALTH,
};

function renderAt(path: string, routes: Record<string, unknown> = ROUTES) {
  return renderHistoryAt(path, routes);
}

setUpHistoryScreens();

describe('History an owner can trust (issue 29)', { timeout: 20_000 }, () => {
  it('marks imported days “+” as the legend promises', async () => {
    renderAt('/history?view=month&month=2026-06');
    await screen.findByTestId('period-figures');
    const marks = [...document.querySelectorAll('.history-note')].map((each) => each.textContent);
    expect(marks.filter((mark) => mark.includes('+'))).toHaveLength(1);
    expect(screen.getByText(/\+ imported/)).toBeInTheDocument();
  });

  it('marks a day partly counted by the gateway “~”, in the legend too, and says why on its day', async () => {
    const seeded = (params: URLSearchParams): Response => {
      const answer = energyJune();
      const rows = answer.rows
        .filter((row) => row.period >= (params.get('from') ?? '') && row.period <= (params.get('to') ?? ''))
        .map((row) => (row.period === '2026-06-21' ? { ...row, seeded: true } : row));
      return Response.json({ ...answer, rows });
    };
    renderAt('/history?view=month&month=2026-06', { ...ROUTES, '/api/x/history/energy': seeded });
    await screen.findByTestId('period-figures');
    const marks = [...document.querySelectorAll('.history-note')].map((each) => each.textContent);
    expect(marks.filter((mark) => mark.includes('~'))).toHaveLength(1);
    expect(screen.getByText(/~ partly the gateway’s own count/)).toBeInTheDocument();
    cleanup();
    renderAt('/history?view=day&day=2026-06-21', { ...ROUTES, '/api/x/history/energy': seeded });
    expect(await screen.findByTestId('day-seeded')).toHaveTextContent(
      'Recording began during this day: the energy made before that is the gateway’s own day count',
    );
  });

  it('says an imported day has no curve instead of “0 W” and “nothing recorded”', async () => {
    renderAt('/history?view=day&day=2024-06-02', {
      ...ROUTES,
      '/api/x/history/power': (params: URLSearchParams) =>
        Response.json({
          gateway: 'sim',
          day: params.get('day'),
          tz: 'UTC0',
          resolution_s: 0,
          inverters: [],
        }),
      '/api/x/history/energy': (params: URLSearchParams) =>
        Response.json({
          gateway: 'sim',
          step: 'day',
          rows:
            params.get('from') === '2024-06-02'
              ? [{ ...energyRow('2024-06-02', 23_480), max_w: 0, imported: true, inverters: {} }]
              : [],
        }),
    });
    const figures = await screen.findByTestId('day-figures');
    await waitFor(() => {
      expect(figures).toHaveTextContent('Energy23.5 kWh');
    });
    expect(figures).toHaveTextContent('Maximum power–');
    expect(figures).not.toHaveTextContent('0 W');
    expect(await screen.findByTestId('day-empty')).toHaveTextContent('imported from a file');
    expect(screen.getByTestId('day-empty')).not.toHaveTextContent('Nothing was recorded');
  });

  it('shows no “Energy 0.0 kWh” beside a month where nothing was recorded', async () => {
    renderAt('/history?view=month&month=2026-03');
    expect(await screen.findByTestId('period-empty')).toHaveTextContent('Nothing was recorded');
    expect(screen.queryByTestId('period-figures')).toBeNull();
  });

  it('says which years are partial in the all-years view and compares whole years only', async () => {
    const months = [
      ...['07', '08', '09', '10', '11', '12'].map((m) => energyRow(`2024-${m}`, 100_000)),
      ...Array.from({ length: 12 }, (_, i) => energyRow(`2025-${String(i + 1).padStart(2, '0')}`, 80_000)),
      energyRow('2026-01', 50_000),
    ];
    renderAt('/history?view=all', {
      ...ROUTES,
      '/api/x/history/energy': (params: URLSearchParams) =>
        Response.json({ gateway: 'sim', step: params.get('step'), rows: months }),
    });
    const figures = await screen.findByTestId('period-figures');
    expect(figures).toHaveTextContent('Best year2025 · 960 kWh');
    await userEvent.click(screen.getAllByText('Show the values as a table')[0] as HTMLElement);
    const table = await screen.findByRole('table', { name: 'Energy, All years' });
    expect(within(table).getByRole('row', { name: /2024.*partial year: 6 months recorded/ })).toBeVisible();
    expect(within(table).getByRole('row', { name: /2026.*so far/ })).toBeVisible();
    expect(screen.getByText(/◐ partial year/)).toBeInTheDocument();
  });

  it('starts the day chart’s keyboard cursor at the last point with data, not at an empty midnight', async () => {
    renderAt('/history?view=day&day=2026-06-21');
    const slider = await screen.findByRole('slider', { name: /Power on Sunday, June 21, 2026/ });
    slider.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(slider.getAttribute('aria-valuetext')).toMatch(/^21:00: Plant 0\sW/);
    await userEvent.keyboard('{ArrowLeft}');
    expect(slider.getAttribute('aria-valuetext')).toMatch(/^20:59: Plant \d+\sW/);
  });

  it('shows the same month last year as a figure and as a line on every bar', async () => {
    renderAt('/history?view=month&month=2026-06', {
      ...ROUTES,
      '/api/x/history/energy': (params: URLSearchParams) => {
        if (params.get('from') !== '2025-06-01') return energyAnswer(params);
        const rows = energyJune().rows.map((row) => ({
          ...row,
          period: row.period.replace('2026', '2025'),
          wh: row.wh / 2,
        }));
        return Response.json({ gateway: 'sim', step: 'day', rows });
      },
    });
    const lastYear = await screen.findByTestId('period-last-year');
    expect(lastYear).toHaveTextContent('Same month last year212 kWhnow 100% more');
    expect(document.querySelectorAll('line.history-reference')).toHaveLength(21);
    expect(screen.getByTestId('bar-reference-key')).toHaveTextContent('Same month last year');
    const slider = screen.getByRole('slider', { name: 'Energy, June 2026' });
    slider.focus();
    await userEvent.keyboard('{Home}');
    expect(slider.getAttribute('aria-valuetext')).toContain('Same month last year: 5.50\u00a0kWh');
  });

  it('puts values on the heat-map’s scale', async () => {
    renderAt('/history?view=year&year=2026');
    const scale = await screen.findByTestId('heat-scale');
    expect(scale).toHaveTextContent(/^0 Wh31\.0 kWh$/);
  });

  it('puts a unit on the bar chart’s value axis', async () => {
    renderAt('/history?view=month&month=2026-06');
    await screen.findByTestId('period-figures');
    const ticks = [...document.querySelectorAll('.history-chart svg text[text-anchor="end"]')].map(
      (each) => each.textContent,
    );
    expect(ticks.length).toBeGreaterThan(2);
    expect(ticks.every((tick) => /\u00a0(k|M)?Wh$/.test(tick))).toBe(true);
  });
});
