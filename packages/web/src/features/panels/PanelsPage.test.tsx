import type { Alert, HistoryHealth, StringHealth } from '@dtu-web/protocol';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveLink, liveStore } from '../../lib/live/index.ts';
import { setGatewayOffset, setGatewaySun } from '../../lib/time/gatewayClock.ts';
import { FakeSocket } from '../../test/fakeSocket.ts';
import { loadStrings } from '../../test/i18n.ts';
import { jsonResponse } from '../../test/jsonResponse.ts';
// The live data comes from the frames each test applies; the link's own GET fails.
import { frame, inverter, status } from '../../test/liveFrames.ts';
import PanelsPage from './PanelsPage.tsx';

const ROOF = '116180123456';
const SHED = '116180654321';

const roof = (over: Parameters<typeof inverter>[1] = {}) =>
  inverter(ROOF, { name: 'Roof', order: 0, ...over });
const shed = (over: Parameters<typeof inverter>[1] = {}) =>
  inverter(SHED, { name: 'Shed', order: 1, ...over });

const health = (serial: string, string: number, ratio: number, flag: StringHealth['flag']): StringHealth => ({
  serial,
  string,
  name: '',
  wh_per_wp: 3 * ratio,
  siblings_wh_per_wp: 3,
  ratio,
  flag,
  wp: 400,
  wh: 8400 * ratio,
  earlier_ratio: 1,
});

const stringLow: Alert = {
  id: '7',
  rule: 'string_low',
  gateway: 'sim',
  subject: { serial: SHED, string: 2 },
  severity: 'warning',
  since: Date.UTC(2026, 5, 20, 19, 0),
  resolved: null,
  acknowledged: null,
  message: 'String 2 of Shed yields less than its siblings.',
  notified: [],
};

let answers: { health: HistoryHealth | null; alerts: Alert[] | null };

beforeAll(async () => {
  await loadStrings();
});

beforeEach(() => {
  answers = {
    health: {
      days: 7,
      strings: [
        health(ROOF, 1, 1.01, null),
        health(ROOF, 2, 0.99, null),
        health(SHED, 1, 1.2, null),
        health(SHED, 2, 0.71, 'low'),
      ],
    } as unknown as HistoryHealth,
    alerts: [stringLow],
  };
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('fetch', (input: string) => {
    const url = input;
    if (url.includes('/api/x/history/health'))
      return Promise.resolve(
        answers.health ? jsonResponse(JSON.stringify(answers.health)) : new Response('no', { status: 500 }),
      );
    if (url.includes('/api/x/alerts'))
      return Promise.resolve(
        answers.alerts
          ? jsonResponse(JSON.stringify({ active: answers.alerts, history: [] }))
          : new Response('no', { status: 401 }),
      );
    return Promise.reject(new Error('offline in tests'));
  });
});

afterEach(() => {
  liveLink.stop();
  act(() => {
    liveStore.applyStatus(status(), Date.now());
    setGatewaySun(undefined);
  });
  setGatewayOffset(0);
  vi.unstubAllGlobals();
});

function show(...inverters: ReturnType<typeof inverter>[]) {
  const now = Date.now();
  for (const each of inverters) liveStore.applyFrame(frame(each), now);
  return render(
    <MemoryRouter>
      <PanelsPage />
    </MemoryRouter>,
  );
}

const tiles = (name: string): HTMLElement[] => {
  const section = screen.getByRole('region', { name });
  return within(section).getAllByTestId('panel-string');
};

describe('the panels view', () => {
  it('shows every string of every inverter: name, power now, today’s yield, health, state', async () => {
    show(roof(), shed());
    const [east, second] = tiles('Roof');
    expect(east).toHaveTextContent('East');
    expect(east).toHaveTextContent('Power now121 W');
    // 120.5 W of the 400 W installed.
    expect(east).toHaveTextContent('30% of 400 W');
    expect(east).toHaveTextContent('Yield today612 Wh');
    expect(east).toHaveTextContent('Producing');
    expect(east).toHaveAttribute('data-verdict', 'producing');
    // An unnamed string gets its number.
    expect(second).toHaveTextContent('String 2');
    expect(await within(east as HTMLElement).findByText('101% of its siblings')).toBeVisible();
    expect(tiles('Shed')).toHaveLength(2);
  });

  it('marks a string the recorded health flags and the alert firing on it, and counts it in the summary', async () => {
    show(roof(), shed());
    const low = tiles('Shed')[1] as HTMLElement;
    expect(await within(low).findByText('Falls behind its siblings')).toBeVisible();
    expect(low).toHaveAttribute('data-verdict', 'flagged');
    expect(low).toHaveTextContent('71% of its siblings');
    const mark = await within(low).findByTestId('panel-alert');
    expect(mark).toHaveTextContent('Alert: yields less than its siblings');
    expect(mark).toHaveAttribute('href', '/alerts');
    expect(screen.getByTestId('panels-summary')).toHaveTextContent('1 string needs a look (4 in all).');
    // The other inverter's strings carry no mark.
    expect(within(screen.getByRole('region', { name: 'Roof' })).queryByTestId('panel-alert')).toBeNull();
  });

  it('calls a string that makes nothing while its sibling produces silent, at once from the live data', () => {
    answers = { health: null, alerts: null };
    const dark = roof();
    const first = dark.DC['0'];
    if (first) dark.DC['0'] = { ...first, Power: { v: 0, u: 'W', d: 1 } };
    show(dark);
    const [silent] = tiles('Roof');
    expect(silent).toHaveAttribute('data-verdict', 'silent');
    expect(silent).toHaveTextContent('Nothing while its siblings produce');
    expect(screen.getByTestId('panels-summary')).toHaveTextContent('1 string needs a look (2 in all).');
  });

  it('without the companion’s health or alerts still shows the live values, and says why the rest is missing', async () => {
    answers = { health: null, alerts: null };
    show(roof());
    expect(await screen.findByText(/The recorded health could not be loaded/)).toBeVisible();
    const [east] = tiles('Roof');
    expect(east).toHaveTextContent('Power now121 W');
    expect(east).toHaveTextContent('Not recorded yet');
    expect(screen.getByTestId('panels-summary')).toHaveTextContent('All 2 strings are doing their part.');
  });

  it('by day an inverter that does not answer shows no power now and asks for a look', () => {
    show(roof({ reachable: false, producing: false, data_age: 900 }));
    const [east] = tiles('Roof');
    expect(east).toHaveAttribute('data-verdict', 'unreachable');
    expect(east).toHaveTextContent('Power now—');
    expect(east).toHaveTextContent('Inverter does not answer');
  });

  it('at night its strings sleep: no power, the last day’s yield, nothing to look at', () => {
    const now = Date.now();
    // The gateway's clock reads 23:00; the sun set at 17:35.
    setGatewayOffset(Date.UTC(2024, 11, 21, 23, 0, 0) - now);
    act(() => {
      setGatewaySun({ rise: Date.UTC(2024, 11, 21, 6, 57), set: Date.UTC(2024, 11, 21, 17, 35) });
    });
    answers = { health: null, alerts: null };
    show(roof({ reachable: false, producing: false, data_age: 600 }));
    for (const tile of tiles('Roof')) {
      expect(tile).toHaveAttribute('data-verdict', 'asleep');
      expect(tile).toHaveTextContent('Asleep');
      expect(tile).toHaveTextContent('Power now—');
    }
    expect(screen.getByTestId('panels-summary')).toHaveTextContent(
      'Night at the gateway: the inverters sleep until sunrise',
    );
  });

  it('at night a string its recorded days flag still asks for a look, without a current power', async () => {
    const now = Date.now();
    setGatewayOffset(Date.UTC(2024, 11, 21, 23, 0, 0) - now);
    act(() => {
      setGatewaySun({ rise: Date.UTC(2024, 11, 21, 6, 57), set: Date.UTC(2024, 11, 21, 17, 35) });
    });
    show(shed({ reachable: false, producing: false, data_age: 600 }));
    const low = tiles('Shed')[1] as HTMLElement;
    expect(await within(low).findByText('Falls behind its siblings')).toBeVisible();
    expect(low).toHaveTextContent('Power now—');
    expect(tiles('Shed')[0]).toHaveAttribute('data-verdict', 'asleep');
    expect(screen.getByTestId('panels-summary')).toHaveTextContent('1 string needs a look (2 in all).');
  });

  it('follows the live frames: a string that drops to nothing turns silent', () => {
    show(roof());
    expect(tiles('Roof')[0]).toHaveAttribute('data-verdict', 'producing');
    const dark = roof();
    const first = dark.DC['0'];
    if (first) dark.DC['0'] = { ...first, Power: { v: 0, u: 'W', d: 1 } };
    act(() => {
      liveStore.applyFrame(frame(dark), Date.now());
    });
    expect(tiles('Roof')[0]).toHaveAttribute('data-verdict', 'silent');
  });
});
