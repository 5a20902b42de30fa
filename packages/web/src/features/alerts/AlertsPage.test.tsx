import type { Alert, AlertList } from '@dtu-web/protocol';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/auth/index.ts';
import { resetCompanionProbe } from '../../lib/history/companion.ts';
import { INFO, stubCompanion } from '../../test/historyFixtures.ts';
import { loadStrings } from '../../test/i18n.ts';
import AlertsPage from './AlertsPage.tsx';

const LIVE = { inverters: [{ serial: '116180000001', name: 'Roof' }] };

function alert(change: Partial<Alert>): Alert {
  return {
    id: '1',
    rule: 'inverter_unreachable',
    gateway: 'sim',
    subject: { serial: '116180000001', string: null },
    severity: 'warning',
    since: Date.UTC(2026, 5, 21, 12),
    resolved: null,
    acknowledged: null,
    message: 'inverter 116180000001 unreachable',
    notified: [],
    ...change,
  };
}

const LIST: AlertList = {
  active: [
    alert({
      notified: [
        { channel: 'hook', at: Date.UTC(2026, 5, 21, 12, 1), ok: false, error: 'HTTP 500 from hook' },
      ],
    }),
  ],
  history: [
    alert({ id: '2', rule: 'temperature_high', resolved: Date.UTC(2026, 5, 20, 10) }),
    alert({ id: '3', rule: 'inverter_not_producing', resolved: Date.UTC(2026, 5, 20, 18) }),
  ],
};

function renderPage(routes: Record<string, unknown>) {
  const fake = stubCompanion(routes);
  render(
    <MemoryRouter initialEntries={['/alerts']}>
      <Routes>
        <Route path="/alerts" element={<AlertsPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return fake;
}

describe('AlertsPage', () => {
  beforeAll(async () => {
    await loadStrings('en');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetCompanionProbe();
    session.logOut();
  });

  it('shows what fires in words with the inverter’s name, its failed delivery, and the history newest first', async () => {
    renderPage({ '/api/x/info': INFO, '/api/x/alerts': LIST, '/api/livedata/status': LIVE });
    const active = await screen.findByTestId('alerts-active');
    expect(await within(active).findByText('Roof does not answer')).toBeVisible();
    expect(within(active).getByText(/hook: failed .* HTTP 500 from hook/)).toBeVisible();
    expect(screen.queryByText('inverter 116180000001 unreachable')).toBeNull();
    expect(within(active).getByRole('link', { name: 'That day’s curve' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/history\?view=day&day=2026-06-2\d$/),
    );
    const history = within(screen.getByTestId('alerts-history')).getAllByRole('heading');
    expect(history.map((h) => h.textContent)).toEqual([
      'Roof produces nothing although the sun is up',
      'Roof is running hot',
    ]);
    // Read-only visitors cannot acknowledge.
    expect(screen.queryByRole('button', { name: /Acknowledge/ })).toBeNull();
  });

  it('acknowledges a firing alert for an admin', async () => {
    session.logIn({ authdata: 'YWRtaW46eA==' });
    const fake = renderPage({
      '/api/x/info': INFO,
      '/api/x/alerts': LIST,
      '/api/livedata/status': LIVE,
      '/api/x/alerts/ack': { type: 'success', message: 'Acknowledged' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Acknowledge: Roof does not answer' }));
    await vi.waitFor(() => {
      const ack = fake.requests.find((r) => r.path === '/api/x/alerts/ack');
      expect(ack?.params.get('id')).toBe('1');
      expect(ack?.init?.method).toBe('POST');
    });
  });

  it('says alerts need a companion on a bare gateway', async () => {
    renderPage({
      '/api/x/info': new Response('<html></html>', { headers: { 'Content-Type': 'text/html' } }),
    });
    expect(await screen.findByTestId('alerts-no-companion')).toBeVisible();
  });
});
