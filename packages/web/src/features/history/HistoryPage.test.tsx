import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/auth/index.ts';
import { i18n } from '../../lib/i18n/index.ts';
import {
  HEALTH,
  INFO,
  energyAnswer,
  powerAnswer,
  powerDay,
  setUpHistoryScreens,
  stubCompanion,
} from '../../test/historyFixtures.ts';
import { loadStrings } from '../../test/i18n.ts';
import { forgetInverterNames } from './inverterNames.ts';
import { renderHistoryAt } from './testScreen.tsx';

const LIVE = {
  inverters: [
    { serial: '116180000001', name: 'Roof' },
    { serial: '116180000002', name: 'Garage' },
  ],
};

const ROUTES = {
  '/api/x/info': INFO,
  '/api/livedata/status': LIVE,
  '/api/x/history/power': powerAnswer,
  '/api/x/history/energy': energyAnswer,
  '/api/x/history/health': HEALTH,
};

function renderAt(path: string, routes: Record<string, unknown> = ROUTES) {
  return renderHistoryAt(path, routes);
}

setUpHistoryScreens();

afterEach(async () => {
  forgetInverterNames();
  await i18n.setLocale('en');
});

// Whole screens with charts of 1,440 points: slow on a busy shared machine, never waiting on time.
describe('History screen', { timeout: 20_000 }, () => {
  it('on a bare gateway says what a companion adds and asks for no history', async () => {
    const fake = renderAt('/history', {
      '/api/x/info': new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }),
    });
    expect(await screen.findByTestId('history-no-companion')).toHaveTextContent('companion');
    expect(fake.requests.some((request) => request.path.startsWith('/api/x/history'))).toBe(false);
  });

  it('shows a day: its energy and peak, the curve with its hole, and goes to the day before', async () => {
    const fake = renderAt('/history?view=day&day=2026-06-21');
    expect(await screen.findByRole('heading', { name: 'Sunday, June 21, 2026' })).toBeInTheDocument();
    const figures = await screen.findByTestId('day-figures');
    await waitFor(() => {
      expect(figures).toHaveTextContent('Energy31.0 kWh');
    });
    expect(figures).toHaveTextContent('Maximum power5,167 W');
    // The half hour without samples is drawn as a gap: the plant's line is made of two pieces.
    const path = await waitFor(() => {
      const found = document.querySelector('.history-chart path');
      expect(found).not.toBeNull();
      return found;
    });
    expect(path?.getAttribute('d')?.match(/M/g)).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(await screen.findByRole('heading', { name: 'Saturday, June 20, 2026' })).toBeInTheDocument();
    expect(
      fake.requests.some((r) => r.path === '/api/x/history/power' && r.params.get('day') === '2026-06-20'),
    ).toBe(true);
  });

  it('takes a day typed in the UI language’s form, steps it by arrow keys, and keeps a bad one marked', async () => {
    const fake = renderAt('/history?view=day&day=2026-06-21');
    await screen.findByRole('heading', { name: 'Sunday, June 21, 2026' });
    const field = screen.getByRole('textbox', { name: 'Day' });
    expect(field).toHaveValue('06/21/2026');
    // Typed digit by digit, nothing is asked for until the field is left or Enter is pressed.
    await userEvent.clear(field);
    await userEvent.type(field, '6/14/2026');
    expect(screen.getByRole('heading', { name: 'Sunday, June 21, 2026' })).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Sunday, June 14, 2026' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByRole('heading', { name: 'Saturday, June 13, 2026' })).toBeInTheDocument();
    // This year's days (each with the same day last year beside it).
    const days = fake.requests
      .filter((r) => r.path === '/api/x/history/power')
      .map((r) => r.params.get('day'))
      .filter((day) => day?.startsWith('2026'));
    expect(days).toEqual(['2026-06-21', '2026-06-14', '2026-06-13']);
    // Not a date (or a future one): kept as typed, marked, explained; the day shown stays.
    await userEvent.clear(field);
    await userEvent.type(field, '31/31/2026{Enter}');
    expect(field).toHaveValue('31/31/2026');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/^Type a date like \d\d\/\d\d\/\d{4}\.$/);
    expect(screen.getByRole('heading', { name: 'Saturday, June 13, 2026' })).toBeInTheDocument();
  });

  it('reads the curve by keyboard and by tap, and offers the values as a table', async () => {
    renderAt('/history?view=day&day=2026-06-21');
    const slider = await screen.findByRole('slider', { name: /Power on Sunday, June 21, 2026/ });
    slider.focus();
    await userEvent.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuetext', '00:00: Plant no data, Saturday, June 21, 2025 no data');
    // A tap at 11:00 (x = 56 + 572 · 11/24 in a 640 px chart) shows the values there: 1200 W · sin(60°).
    fireEvent.pointerDown(slider, { clientX: 318.2, clientY: 100, pointerType: 'touch' });
    expect(slider.getAttribute('aria-valuetext')).toMatch(
      /^11:00: Plant 1,039\sW, Saturday, June 21, 2025 1,039\sW$/,
    );
    expect(document.querySelector('.history-tooltip')).toHaveTextContent(/11:00\s*Plant: 1,039 W/);
    await userEvent.keyboard('{Escape}');
    expect(document.querySelector('.history-tooltip')).toBeNull();
    await userEvent.click(screen.getByText('Show the values as a table'));
    const table = await screen.findByRole('table', { name: 'Power every 15 minutes' });
    expect(within(table).getByRole('rowheader', { name: '12:00' })).toBeInTheDocument();
    expect(within(table).getAllByText('no data').length).toBeGreaterThan(0);
  });

  it('draws one curve per string, and another day dashed for comparison', async () => {
    const fake = renderAt('/history?view=day&day=2026-06-21');
    await userEvent.click(await screen.findByRole('radio', { name: 'Per string' }));
    expect(screen.getByRole('button', { name: 'Roof · East' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('button', { name: / · / })).toHaveLength(4);
    const compare = screen.getByRole('textbox', { name: 'Compare with' });
    await userEvent.clear(compare);
    await userEvent.type(compare, '06/14/2026{Enter}');
    expect(await screen.findByRole('button', { name: 'Sunday, June 14, 2026' })).toBeInTheDocument();
    expect(document.querySelector('path[stroke-dasharray]')).not.toBeNull();
    expect(fake.requests.some((r) => r.params.get('day') === '2026-06-14')).toBe(true);
  });

  it('says so when the day to compare with holds nothing, and draws no second curve', async () => {
    renderAt('/history?view=day&day=2026-06-21', {
      ...ROUTES,
      // The same day last year (the comparison it opens with) was before the recording began.
      '/api/x/history/power': (params: URLSearchParams) =>
        params.get('day') === '2025-06-21'
          ? Response.json({ ...powerDay('2025-06-21'), inverters: [] })
          : powerAnswer(params),
    });
    expect(await screen.findByTestId('compare-empty')).toHaveTextContent(
      'Nothing was recorded on Saturday, June 21, 2025: no curve to compare.',
    );
    expect(document.querySelector('path[stroke-dasharray]')).toBeNull();
  });

  it('shows a month of bars with its best and weakest day, stacked per inverter on request', async () => {
    renderAt('/history?view=month&month=2026-06');
    const figures = await screen.findByTestId('period-figures');
    expect(figures).toHaveTextContent('Best daySunday, June 21, 2026 · 31.0 kWh');
    expect(figures).toHaveTextContent('Weakest dayTuesday, June 9, 2026 · 2.50 kWh');
    await userEvent.click(screen.getAllByText('Show the values as a table')[0] as HTMLElement);
    const table = await screen.findByRole('table', { name: 'Energy, June 2026' });
    expect(within(table).getAllByRole('row')).toHaveLength(22);
    expect(within(table).getByRole('row', { name: /June 5, 2026.*corrected/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Per inverter' }));
    expect(await screen.findByRole('button', { name: 'Garage' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Roof (kWh)' })).toBeInTheDocument();
  });

  it('opens a day from a month bar by keyboard', async () => {
    renderAt('/history?view=month&month=2026-06');
    const slider = await screen.findByRole('slider', { name: 'Energy, June 2026' });
    slider.focus();
    await userEvent.keyboard('{Home}{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^Wednesday, June 3, 2026: 13\.0\skWh/),
    );
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Wednesday, June 3, 2026' })).toBeInTheDocument();
  });

  it('shows a year as month bars and a calendar heat-map of its days', async () => {
    const fake = renderAt('/history?view=year&year=2026');
    expect(await screen.findByRole('heading', { name: 'Every day of 2026' })).toBeInTheDocument();
    await waitFor(() => {
      expect(document.querySelectorAll('rect[data-day]')).toHaveLength(365);
    });
    expect(document.querySelector('rect[data-day="2026-06-21"]')).toHaveClass('history-heat-5');
    expect(document.querySelector('rect[data-day="2026-07-01"]')).toHaveClass('history-heat-empty');
    expect(
      fake.requests.some((r) => r.params.get('from') === '2026-01-01' && r.params.get('to') === '2026-12-31'),
    ).toBe(true);
  });

  it('flags a string that falls behind in a plain sentence', async () => {
    const fake = renderAt('/history?view=health');
    const flagged = await screen.findByText(
      'South 2 of Garage produced 38% less than its siblings over the last 30 days.',
    );
    expect(flagged.closest('li')).toHaveAttribute('data-flag', 'low');
    expect(within(screen.getByTestId('health')).getAllByRole('listitem')[0]).toHaveTextContent(
      'Falls behind',
    );
    expect(
      fake.requests.filter((r) => r.path === '/api/x/history/health').map((r) => r.params.get('days')),
    ).toEqual(['30']);
  });

  it('downloads an export with the chosen range and format', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    const fake = renderAt('/history?view=data', {
      ...ROUTES,
      '/api/x/history/export': new Response('date,wh\n2026-06-01,11000\n', {
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="history.csv"' },
      }),
    });
    const from = await screen.findByRole('textbox', { name: 'From' });
    const to = screen.getByRole('textbox', { name: 'To' });
    await userEvent.clear(from);
    await userEvent.type(from, '06/01/2026{Enter}');
    await userEvent.clear(to);
    await userEvent.type(to, '05/01/2026{Enter}');
    expect(screen.getByText('The start must not be after the end.')).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(to);
    await userEvent.type(to, '06/21/2026{Enter}');
    await userEvent.click(screen.getByRole('radio', { name: 'JSON' }));
    await userEvent.click(screen.getByRole('radio', { name: 'CSV' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => {
      expect(fake.requests.some((r) => r.path === '/api/x/history/export')).toBe(true);
    });
    const request = fake.requests.find((r) => r.path === '/api/x/history/export');
    expect(Object.fromEntries(request?.params ?? [])).toEqual({
      from: '2026-06-01',
      to: '2026-06-21',
      format: 'csv',
      resolution: 'day',
    });
  });

  it('shows the first lines as read, then imports them as admin and says how many days it took', async () => {
    renderAt('/history?view=data');
    expect(
      await screen.findByRole('link', { name: 'Log in as admin to import yields.' }),
    ).toBeInTheDocument();
    act(() => {
      session.logIn({ authdata: 'YWRtaW46eA==' });
    });
    const fake = stubCompanion({
      ...ROUTES,
      '/api/x/history/import': (params: URLSearchParams) =>
        params.get('dry_run') === '1'
          ? Response.json({
              type: 'success',
              imported: 0,
              skipped: 1,
              unit: 'kWh',
              preview: [
                { date: '2024-09-01', wh: 23_480, serial: null },
                { date: '2024-09-02', wh: 19_000, serial: '116180000001' },
              ],
            })
          : Response.json({ type: 'success', imported: 2, skipped: 1 }),
    });
    const file = new File(['Datum;kWh\n01.09.2024;23,48\n02.09.2024;19,0;116180000001\n'], 'yields.csv', {
      type: 'text/csv',
    });
    await userEvent.upload(screen.getByLabelText('CSV file'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    const preview = await screen.findByTestId('import-preview');
    expect(preview).toHaveTextContent('energy column in kWh');
    expect(within(preview).getByRole('row', { name: /^Sep 1, 2024 23\.5\skWh whole plant$/ })).toBeVisible();
    expect(within(preview).getByRole('row', { name: /^Sep 2, 2024 19\.0\skWh 116180000001$/ })).toBeVisible();
    expect(preview).toHaveTextContent('1 line would be skipped');
    // Nothing stored yet: only the dry run was asked.
    expect(fake.requests.filter((r) => r.path === '/api/x/history/import')).toHaveLength(1);
    await userEvent.click(within(preview).getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('status')).toHaveTextContent('2 days imported, 1 line skipped.');
    const posts = fake.requests.filter((r) => r.path === '/api/x/history/import');
    expect(posts.map((r) => r.params.get('dry_run'))).toEqual(['1', null]);
    expect(posts[1]?.init?.method).toBe('POST');
    expect(new Headers(posts[1]?.init?.headers).get('Authorization')).toBe('Basic YWRtaW46eA==');
  });

  it('says in its own words why a file was refused, not “the device did not answer”', async () => {
    act(() => {
      session.logIn({ authdata: 'YWRtaW46eA==' });
    });
    renderAt('/history?view=data', {
      ...ROUTES,
      '/api/x/history/import': Response.json(
        { type: 'warning', message: 'Line 3: not a date: 31.31.2024', code: 90001 },
        { status: 400 },
      ),
    });
    await userEvent.upload(
      await screen.findByLabelText('CSV file'),
      new File(['date,wh\n'], 'bad.csv', { type: 'text/csv' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The file was not imported: Line 3: not a date: 31.31.2024');
    expect(alert).not.toHaveTextContent('did not answer as expected');
  });

  it('speaks German with German dates and numbers', async () => {
    await loadStrings('de');
    renderAt('/history?view=month&month=2026-06');
    const figures = await screen.findByTestId('period-figures');
    expect(figures).toHaveTextContent('Bester TagSonntag, 21. Juni 2026 · 31,0 kWh');
    // The fields in German's own form, whatever language the browser speaks.
    expect(screen.getByRole('textbox', { name: 'Monat' })).toHaveValue('06/2026');
    expect(screen.getByRole('tab', { name: 'Monat' })).toHaveAttribute('aria-selected', 'true');
  });

  // Last: the gateway's clock, once read, stays known for the rest of the file.
  it('opens the gateway’s today, not the browser’s, when the two calendars disagree', async () => {
    const fake = renderAt('/history', {
      ...ROUTES,
      '/api/ntp/status': { ntp_status: 1, ntp_localtime: 'Wednesday, January 02 2030 00:30:00' },
    });
    expect(await screen.findByRole('heading', { name: 'Wednesday, January 2, 2030' })).toBeInTheDocument();
    const days = fake.requests
      .filter((r) => r.path === '/api/x/history/power')
      .map((r) => r.params.get('day'));
    expect(days).toEqual(['2030-01-02', '2029-01-02']);
  });
});
