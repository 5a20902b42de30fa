import type { HistoryHealth, PowerHistory, StringHealth } from '@dtu-web/protocol';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/auth/index.ts';
import {
  HEALTH,
  INFO,
  TZ,
  energyAnswer,
  powerAnswer,
  powerDay,
  setUpHistoryScreens,
} from '../../test/historyFixtures.ts';
import { forgetHistorySettings } from './historySettings.ts';
import { renderHistoryAt } from './testScreen.tsx';

const ROUTES = {
  '/api/x/info': INFO,
  '/api/livedata/status': {
    inverters: [
      { serial: '116180000001', name: 'Roof' },
      { serial: '116180000002', name: 'Garage' },
    ],
  },
  '/api/x/history/power': powerAnswer,
  '/api/x/history/energy': energyAnswer,
  '/api/x/history/health': HEALTH,
};

function renderAt(path: string, routes: Record<string, unknown> = ROUTES) {
  return { ...renderHistoryAt(path, routes), routes };
}

setUpHistoryScreens();
afterEach(() => {
  vi.useRealTimers();
  forgetHistorySettings();
  act(() => {
    session.logOut();
  });
});

const withGateway = (extra: object) => ({
  ...INFO,
  gateways: [{ ...INFO.gateways[0], ...extra }],
});

describe('History: whose today, and what owners ask (issue 29)', { timeout: 20_000 }, () => {
  it('opens the recorder’s today from the companion and says the gateway clock is off', async () => {
    const fake = renderAt('/history', {
      ...ROUTES,
      '/api/x/info': withGateway({
        today: '2030-01-02',
        tz: 'CET-1CEST,M3.5.0,M10.5.0/3',
        clock_offset_s: 312,
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Wednesday, January 2, 2030' })).toBeInTheDocument();
    expect(screen.getByTestId('history-clock-note')).toHaveTextContent(
      'The gateway’s clock is 5 min 12 s ahead of the recorder’s.',
    );
    // The gateway's own clock was not needed.
    expect(fake.requests.some((r) => r.path === '/api/ntp/status')).toBe(false);
  });

  it('moves on to the recorder’s new day at its midnight on a page left open (a tablet on the wall)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // 23:58 in Berlin: two minutes before the recorder's midnight.
    vi.setSystemTime(new Date('2026-06-21T21:58:00Z'));
    let today = '2026-06-21';
    renderAt('/history', {
      ...ROUTES,
      '/api/x/info': () => Response.json(withGateway({ today, tz: TZ, clock_offset_s: 0 })),
    });
    expect(await screen.findByRole('heading', { name: 'Sunday, June 21, 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next day' })).toBeDisabled();
    today = '2026-06-22';
    await act(() => vi.advanceTimersByTimeAsync(3 * 60_000));
    expect(await screen.findByRole('heading', { name: 'Monday, June 22, 2026' })).toBeInTheDocument();
  });

  it('says days are recorded in UTC when the gateway’s time zone could not be read', async () => {
    renderAt('/history', {
      ...ROUTES,
      '/api/x/info': withGateway({ today: '2026-06-21', tz: null, clock_offset_s: 0 }),
    });
    expect(await screen.findByTestId('history-clock-note')).toHaveTextContent('recorded in UTC');
    expect(screen.getByTestId('history-clock-note')).not.toHaveTextContent('ahead');
  });

  it('lists the records of the plant and of each inverter', async () => {
    renderAt('/history?view=records', {
      ...ROUTES,
      '/api/x/history/records': {
        gateway: 'sim',
        plant: {
          best_day: { period: '2026-06-21', wh: 31_000 },
          best_month: { period: '2026-06', wh: 425_000 },
          best_year: { period: '2025', wh: 4_100_000 },
          max_power: { at: Date.UTC(2026, 5, 21, 11, 0), w: 12_345 },
        },
        inverters: {
          '116180000001': {
            best_day: { period: '2026-06-20', wh: 20_000 },
            best_month: null,
            best_year: null,
            max_power: null,
          },
          '116180000002': { best_day: null, best_month: null, best_year: null, max_power: null },
        },
      },
    });
    const plant = await screen.findByTestId('records-plant');
    expect(plant).toHaveTextContent('Best day31.0 kWhJune 21, 2026');
    expect(plant).toHaveTextContent('Best month425 kWhJune 2026');
    expect(plant).toHaveTextContent('Best year4.10 MWh2025');
    expect(plant).toHaveTextContent('Highest power12.3 kW');
    expect(await screen.findByRole('heading', { name: 'Roof' })).toBeInTheDocument();
    expect(screen.getByTestId('records-116180000002')).toHaveTextContent('Best daynothing recorded yet');
  });

  it('shows the tariff settings as text without a login, with the way to log in', async () => {
    renderAt('/history?view=tariffs', {
      ...ROUTES,
      '/api/x/history/settings': { currency: 'EUR', co2_g_per_kwh: 380, tariffs: [] },
    });
    const currency = await screen.findByLabelText('Currency (e.g. EUR)');
    await waitFor(() => {
      expect(currency).toHaveValue('EUR');
    });
    // Not a field that looks editable and takes no save: read-only, drawn as plain text.
    expect(currency).toHaveAttribute('readonly');
    expect(currency).toHaveClass('form-control-plaintext');
    expect(screen.getByLabelText('CO₂ avoided per kWh (g)')).toHaveClass('form-control-plaintext');
    expect(screen.getByRole('link', { name: 'Log in as admin to change the tariffs.' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /save/i })).toBeNull();
  });

  it('saves a dated tariff and then shows earnings, CO₂ and kWh/kWp beside a month', async () => {
    act(() => {
      session.logIn({ authdata: 'YWRtaW46eA==' });
    });
    let saved: unknown = null;
    const fake = renderAt('/history?view=tariffs', {
      ...ROUTES,
      // A save answers as the companion does (an ApiResult); a read gives the settings.
      'POST /api/x/history/settings': { type: 'success', message: 'Settings saved!', code: 1001 },
      '/api/x/history/settings': () =>
        Response.json(saved ?? { currency: 'EUR', co2_g_per_kwh: null, tariffs: [] }),
      '/api/x/history/energy': (params: URLSearchParams) => {
        const answer = energyAnswer(params);
        return answer.json().then((body: object) =>
          Response.json({
            ...body,
            installed_wp: { '116180000001': [400, 400], '116180000002': [300, 300] },
          }),
        );
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a tariff' }));
    await userEvent.type(screen.getByLabelText('Feed-in price (EUR per kWh, empty: none)'), '0,08');
    const selfUse = screen.getByLabelText('Used yourself (%)');
    await userEvent.clear(selfUse);
    await userEvent.type(selfUse, '0');
    await userEvent.type(screen.getByLabelText('CO₂ avoided per kWh (g)'), '400');
    const from = within(screen.getByRole('group', { name: 'Tariff 1' })).getByRole('textbox', {
      name: 'Applies from',
    });
    await userEvent.clear(from);
    await userEvent.type(from, '01/01/2026{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
    const sent = fake.requests.find((r) => r.path === '/api/x/history/settings' && r.init?.method === 'POST');
    const body = sent?.init?.body;
    const field = body instanceof FormData ? body.get('data') : null;
    const data: unknown = typeof field === 'string' ? JSON.parse(field) : null;
    expect(data).toEqual({
      currency: 'EUR',
      co2_g_per_kwh: 400,
      tariffs: [{ from: '2026-01-01', feed_in: 0.08, consumption: null, self_use_percent: 0 }],
    });
    saved = data;
    cleanup();
    renderAt('/history?view=month&month=2026-06', fake.routes);
    // 424.5 kWh, all fed in at 0.08 € from 1 January; 400 g CO₂ per kWh; 1,400 W installed.
    expect(await screen.findByTestId('figure-earned')).toHaveTextContent('Earned€33.96');
    expect(screen.getByTestId('figure-co2')).toHaveTextContent('CO₂ avoided170 kg');
    expect(screen.getByTestId('figure-specific-yield')).toHaveTextContent('Specific yield303 kWh/kWp');
    await userEvent.click(screen.getByText('kWh per kWp of each inverter and string'));
    expect(await screen.findByRole('row', { name: /Roof 354 East: 354 · West: 354/ })).toBeVisible();
  });
});

describe('many strings (issue 29)', { timeout: 20_000 }, () => {
  it('groups 29 strings by inverter, colours never repeat within one, and shows one inverter alone', async () => {
    const day = powerDay();
    const [roof] = day.inverters;
    if (!roof) throw new Error('fixture');
    const many: PowerHistory = {
      ...day,
      inverters: Array.from({ length: 8 }, (_, n) => ({
        ...roof,
        serial: `11618000001${String(n)}`,
        name: `Roof ${String(n + 1)}`,
        strings: Array.from({ length: n < 5 ? 4 : 3 }, (_, s) => `S${String(s + 1)}`),
        points: roof.points.map(
          ([t, w]) => [t, w, [w / 4, w / 4, w / 4, w / 4]] as [number, number, number[]],
        ),
      })),
    };
    renderAt('/history?view=day&day=2026-06-21', { ...ROUTES, '/api/x/history/power': Response.json(many) });
    await userEvent.click(await screen.findByRole('radio', { name: 'Per string' }));
    const legend = await screen.findByTestId('grouped-legend');
    const groups = within(legend).getAllByRole('group');
    expect(groups.length).toBeGreaterThanOrEqual(8);
    for (const group of groups.slice(0, 8)) {
      const colours = [...group.querySelectorAll<HTMLElement>('.history-swatch')].map(
        (each) => each.style.background,
      );
      expect(new Set(colours).size).toBe(colours.length);
    }
    expect(legend.querySelectorAll('.history-swatch').length).toBeGreaterThanOrEqual(29);
    await userEvent.click(within(legend).getByRole('button', { name: 'Show only Roof 3' }));
    const pressed = within(legend)
      .getAllByRole('button', { pressed: true })
      .map((each) => each.getAttribute('aria-label') ?? each.textContent);
    expect(pressed.filter((name) => name.includes(' · '))).toEqual([
      'Roof 3 · S1',
      'Roof 3 · S2',
      'Roof 3 · S3',
      'Roof 3 · S4',
    ]);
    await userEvent.click(within(legend).getByRole('button', { name: 'Show all' }));
    expect(within(legend).queryAllByRole('button', { pressed: false })).toHaveLength(0);
  });

  it('leads string health with the strings that fall behind, by name, the rest folded with a ratio bar each', async () => {
    const base = HEALTH.strings[0] as StringHealth;
    const strings: StringHealth[] = Array.from({ length: 29 }, (_, i) => ({
      ...base,
      string: (i % 4) + 1,
      serial: `1161800000${String(10 + Math.floor(i / 4))}`,
      name: `Panel row ${String(i + 1)}`,
      ratio: i === 7 ? 0.6 : 1,
      flag: i === 7 ? 'low' : null,
      earlier_ratio: 1,
    }));
    const health: HistoryHealth = { ...HEALTH, strings };
    renderAt('/history?view=health', { ...ROUTES, '/api/x/history/health': health });
    const list = await screen.findByTestId('health');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent(/^Falls behindPanel row 8 of \d+ produced 40% less/);
    const rest = screen.getByTestId('health-rest');
    expect(rest).not.toHaveAttribute('open');
    expect(within(rest).getByText('28 more strings keep up with their siblings')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getAllByRole('img', { name: /of its siblings/, hidden: true })).toHaveLength(29);
    });
  });
});
