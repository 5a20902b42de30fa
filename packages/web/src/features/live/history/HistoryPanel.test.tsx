import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  INFO,
  energyJune,
  powerDay,
  TZ,
  setUpHistoryScreens,
  stubCompanion,
} from '../../../test/historyFixtures.ts';
import { gatewayDayKey, gatewayOffset, setGatewayOffset } from '../../../lib/time/gatewayClock.ts';
import HistoryPanel from './HistoryPanel.tsx';

setUpHistoryScreens();

function renderPanel(routes: Record<string, unknown>) {
  const fake = stubCompanion(routes);
  render(
    <MemoryRouter>
      <HistoryPanel />
    </MemoryRouter>,
  );
  return fake;
}

describe('live power-history panel', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('with a companion, draws today from midnight as the companion recorded it', async () => {
    // Late afternoon of the recorded day: the curve is drawn up to now, never past it (issue 29).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-21T16:00:00Z'));
    const today = gatewayDayKey(Date.now());
    const fake = renderPanel({
      '/api/x/info': INFO,
      '/api/x/history/power': () => Response.json(powerDay(today)),
      '/api/x/history/energy': energyJune(),
    });
    expect(await screen.findByText(/Recorded by the companion since midnight/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the history' })).toHaveAttribute('href', '/history');
    expect(screen.getByRole('button', { name: /Roof/ })).toBeInTheDocument();
    expect(screen.getByTestId('daily-yields')).toHaveTextContent('31.00 kWh');
    const power = fake.requests.find((request) => request.path === '/api/x/history/power');
    expect(power?.params.get('day')).toBe(today);
    expect(screen.queryByTestId('companion-adds')).toBeNull();
  });

  it('takes today from the recorder, not from a gateway clock a day behind (issue 29)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-21T16:00:00Z'));
    const before = gatewayOffset();
    // The gateway's NTP failed: its clock says yesterday, the companion recorded all of today.
    setGatewayOffset(2 * 3_600_000 - 86_400_000);
    try {
      const fake = renderPanel({
        '/api/x/info': {
          ...INFO,
          gateways: INFO.gateways.map((gateway) => ({ ...gateway, today: '2026-06-21', tz: TZ })),
        },
        '/api/x/history/power': (params: URLSearchParams) => {
          const day = params.get('day') ?? '';
          const recorded = powerDay(day);
          return Response.json(day === '2026-06-21' ? recorded : { ...recorded, inverters: [] });
        },
        '/api/x/history/energy': energyJune(),
      });
      expect(await screen.findByRole('button', { name: /Roof/ })).toBeInTheDocument();
      expect(screen.queryByText('Nothing recorded today yet.')).toBeNull();
      const power = fake.requests.filter((request) => request.path === '/api/x/history/power');
      expect(power.map((request) => request.params.get('day'))).toEqual(['2026-06-21']);
    } finally {
      setGatewayOffset(before);
    }
  });

  it('on a bare gateway keeps the browser’s own history and says what a companion adds', async () => {
    const fake = renderPanel({
      '/api/x/info': new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }),
    });
    expect(await screen.findByTestId('companion-adds')).toHaveTextContent('kept for years');
    await waitFor(() => {
      expect(screen.getByTestId('history-note')).toHaveTextContent('only while this page is open');
    });
    expect(fake.requests.some((request) => request.path.startsWith('/api/x/history'))).toBe(false);
  });
});
