import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/auth/index.ts';
import { firmwareStore } from '../../../lib/firmware/index.ts';
import { liveLink, liveStore } from '../../../lib/live/index.ts';
import { setGatewayOffset, setGatewaySun } from '../../../lib/time/gatewayClock.ts';
import { loadStrings } from '../../../test/i18n.ts';
import { frame, inverter, status } from '../../../test/liveFrames.ts';
import { ChannelCards } from './ChannelCards.tsx';
import { DataAge } from './DataAge.tsx';
import LiveView from './LiveView.tsx';

beforeAll(async () => {
  await loadStrings();
});

beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.reject(new Error('offline in tests')));
});

afterEach(() => {
  act(() => {
    liveStore.applyStatus(status(), Date.now());
  });
  session.logOut();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const show = () =>
  render(
    <MemoryRouter>
      <LiveView online />
    </MemoryRouter>,
  );

describe('live view', () => {
  it('shows the events count only when there are events, with plural forms', () => {
    liveStore.applyFrame(frame(inverter('116180123456', { name: 'Roof', events: 0 })), Date.now());
    show();
    expect(screen.getByRole('button', { name: 'Events' })).toBeVisible();
    expect(screen.queryByTestId('unread-events')).toBeNull();
    act(() => {
      liveStore.applyFrame(frame(inverter('116180123456', { name: 'Roof', events: 1 })), Date.now());
    });
    expect(screen.getByTestId('unread-events')).toHaveTextContent('1 new');
  });

  it('marks an inverter with old values stale and says the totals include them', () => {
    const now = Date.now();
    liveStore.applyFrame(frame(inverter('116180123456', { name: 'Roof', data_age: 600 })), now);
    show();
    expect(screen.getByTestId('inverter-header').closest('[data-stale]')).not.toBeNull();
    expect(screen.getByTestId('inverter-header')).toHaveTextContent('No current data (last: Producing)');
    expect(screen.getByTestId('totals-stale')).toHaveTextContent(
      'These totals include old values from Roof.',
    );
  });

  it('shows one inverter without pills or overview: header, AC, inverter and named strings', () => {
    liveStore.applyFrame(frame(inverter('116180123456', { name: 'Roof' })), Date.now());
    show();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('table', { name: 'All inverters' })).toBeNull();
    const header = screen.getByTestId('inverter-header');
    expect(header).toHaveTextContent('Roof');
    expect(header).toHaveTextContent('Producing');
    expect(header).toHaveAttribute('data-tone', 'success');
    expect(screen.getByTestId('inverter-limit')).toHaveTextContent('Limit: 100 % (1,500 W)');
    const ac = screen.getByTestId('channel-ac');
    expect(within(ac).getByRole('row', { name: /^Power 228/ })).toHaveTextContent('228.4 W');
    expect(within(ac).getByRole('row', { name: /Power factor/ })).toHaveTextContent('1.000');
    const [east, second] = screen.getAllByTestId('channel-dc');
    expect(east).toHaveTextContent('String 1: East');
    expect(within(east as HTMLElement).getByRole('row', { name: /Irradiation/ })).toHaveTextContent(
      '30.125 %',
    );
    expect(second).toHaveTextContent('String 2');
    expect(within(second as HTMLElement).queryByRole('row', { name: /Irradiation/ })).toBeNull();
    expect(screen.getByTestId('total-YieldTotal')).toHaveTextContent('2,345.678 kWh');
  });

  it('shows a negative reactive power with its sign, also as a release before v25.5.10 reads it', () => {
    const roof = inverter('116180123456', { name: 'Roof' });
    const ac = roof.AC['0'];
    if (!ac) throw new Error('the test inverter has an AC channel');
    // −16.4 var read unsigned by v24.10.6 … v25.4.x: 65372 / 10.
    liveStore.applyFrame(
      frame({ ...roof, AC: { '0': { ...ac, ReactivePower: { v: 6537.2, u: 'var', d: 1 } } } }),
      Date.now(),
    );
    show();
    const row = within(screen.getByTestId('channel-ac')).getByRole('row', { name: /Reactive power/ });
    expect(row).toHaveTextContent('-16.4 var');
  });

  it('lists two or more inverters in the overview and as pills sorted by order', async () => {
    const user = userEvent.setup();
    liveStore.applyFrame(frame(inverter('b', { name: 'Garage', order: 1, producing: false })), Date.now());
    liveStore.applyFrame(frame(inverter('a', { name: 'Roof', order: 0 })), Date.now());
    show();
    const rows = within(screen.getByRole('table', { name: 'All inverters' })).getAllByTestId('overview-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Roof.*Producing.*228\.4 W.*1,210 Wh.*100 % \(1,500 W\)/),
      expect.stringMatching(/^Garage.*Reachable, not producing/),
    ]);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent.trim())).toEqual(['Roof', 'Garage']);
    await user.click(screen.getByRole('tab', { name: 'Garage' }));
    expect(screen.getByRole('tabpanel', { name: 'Garage' })).toHaveTextContent('Reachable, not producing');
    expect(screen.getByTestId('inverter-header')).toHaveAttribute('data-tone', 'warning');
  });

  it('opens on the inverter the address names (the fleet’s inverter table) and brings its tab into view', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    liveStore.applyFrame(frame(inverter('b', { name: 'Garage', order: 1, producing: false })), Date.now());
    liveStore.applyFrame(frame(inverter('a', { name: 'Roof', order: 0 })), Date.now());
    render(
      <MemoryRouter initialEntries={['/?inverter=b']}>
        <LiveView online />
      </MemoryRouter>,
    );
    expect(screen.getByRole('tab', { name: 'Garage' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Garage' })).toHaveTextContent('Reachable, not producing');
    await vi.waitFor(() => {
      expect(scrolled).toHaveBeenCalled();
    });
  });

  it('shows each state with its own text and colour', () => {
    liveStore.applyFrame(frame(inverter('a', { poll_enabled: false })), Date.now());
    show();
    expect(screen.getByTestId('inverter-header')).toHaveTextContent('Polling disabled');
    expect(screen.getByTestId('inverter-header')).toHaveAttribute('data-tone', 'secondary');
    act(() => {
      liveStore.applyFrame(frame(inverter('a', { reachable: false })), Date.now());
    });
    expect(screen.getByTestId('inverter-header')).toHaveTextContent('Not reachable');
    expect(screen.getByTestId('inverter-header')).toHaveAttribute('data-tone', 'danger');
  });

  it('disables the limit and power buttons until the user logs in', () => {
    liveStore.applyFrame(frame(inverter('a')), Date.now());
    show();
    expect(screen.getByRole('button', { name: 'Limit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'On/off' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Limit' })).toHaveAccessibleDescription(
      'Log in to change the limit or to turn the inverter on or off.',
    );
    act(() => {
      session.logIn({ authdata: btoa('admin:x') });
    });
    expect(screen.getByRole('button', { name: 'Limit' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'On/off' })).toBeEnabled();
  });

  it('marks values older than the poll cycle as outdated, in text too', () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    liveStore.applyFrame(frame(inverter('a', { data_age: 0 })), Date.now());
    show();
    expect(screen.getByTestId('data-age')).toHaveTextContent('Data age 0 s');
    expect(screen.getByTestId('inverter-header').parentElement).not.toHaveAttribute('data-stale');
    act(() => {
      vi.advanceTimersByTime(8000);
    });
    expect(screen.getByTestId('data-age')).toHaveTextContent('Data age 8 s · outdated');
    expect(screen.getByTestId('inverter-header').parentElement).toHaveAttribute('data-stale');
    act(() => {
      vi.advanceTimersByTime(300_000);
    });
    expect(screen.getByTestId('data-age')).toHaveTextContent(/^Last data \d/);
  });
});

describe('night and a dropped link (issue 30)', () => {
  afterEach(() => {
    act(() => {
      setGatewaySun(undefined);
    });
  });

  it('at night says the inverters sleep since sunset, keeps the last limit and calls old values asleep', () => {
    const now = Date.now();
    // The gateway's clock reads 23:00; the sun set at 17:35 and rises at 06:57.
    const local = Date.UTC(2024, 11, 21, 23, 0, 0);
    setGatewayOffset(local - now);
    act(() => {
      setGatewaySun({ rise: Date.UTC(2024, 11, 21, 6, 57), set: Date.UTC(2024, 11, 21, 17, 35) });
    });
    // Producing at 80 % before sunset, then asleep: 0 %, not producing, old values.
    liveStore.applyFrame(
      frame(inverter('116180123456', { name: 'Roof', limit_relative: 80, limit_absolute: 1200 })),
      now - 700_000,
    );
    liveStore.applyFrame(
      frame(
        inverter('116180123456', {
          name: 'Roof',
          producing: false,
          limit_relative: 0,
          limit_absolute: 0,
          data_age: 600,
        }),
      ),
      now,
    );
    show();
    expect(screen.getByTestId('live-night')).toHaveTextContent('Night: inverters asleep since 17:35.');
    expect(screen.getByTestId('live-night').closest('[data-night]')).not.toBeNull();
    expect(screen.getByTestId('inverter-limit')).toHaveTextContent(
      'Limit: 80 % (1,200 W) (before the night)',
    );
    expect(screen.getByTestId('inverter-limit')).not.toHaveTextContent(/Limit: 0 %/);
    expect(screen.getByTestId('data-age')).toHaveTextContent(/ · asleep$/);
    expect(screen.getByTestId('data-age')).not.toHaveTextContent('outdated');
    expect(screen.getByTestId('inverter-header')).toHaveTextContent('Asleep');
  });

  it('by day shows no limit the gateway does not know yet: its 0 % reads as "–"', async () => {
    const user = userEvent.setup();
    // Just after the gateway started: Barn answered nothing yet, so the gateway reports 0 % for it.
    liveStore.applyFrame(frame(inverter('day-a', { name: 'Roof', order: 0 })), Date.now());
    liveStore.applyFrame(
      frame(
        inverter('day-b', {
          name: 'Barn',
          order: 1,
          producing: false,
          limit_relative: 0,
          limit_absolute: 0,
        }),
      ),
      Date.now(),
    );
    show();
    const rows = within(screen.getByRole('table', { name: 'All inverters' })).getAllByTestId('overview-row');
    expect(rows[1]).toHaveTextContent(/^Barn.*–/);
    expect(rows[1]).not.toHaveTextContent('0 %');
    await user.click(screen.getByRole('tab', { name: 'Barn' }));
    expect(screen.getByTestId('inverter-limit')).toHaveTextContent('Limit: –');
  });

  it('by day says nothing of the night', () => {
    const now = Date.now();
    setGatewayOffset(Date.UTC(2024, 5, 21, 12, 0, 0) - now);
    act(() => {
      setGatewaySun({ rise: Date.UTC(2024, 5, 21, 5, 0), set: Date.UTC(2024, 5, 21, 21, 30) });
    });
    liveStore.applyFrame(frame(inverter('116180123456', { name: 'Roof' })), now);
    show();
    expect(screen.queryByTestId('live-night')).toBeNull();
    expect(screen.getByTestId('inverter-limit')).toHaveTextContent('Limit: 100 % (1,500 W)');
  });

  it('an inverter silent since the gateway started says so, not "Data age 8 s"', () => {
    const now = Date.now();
    // The gateway started 8 s ago; it counts the age of an inverter that never answered from then.
    const snapshot = vi
      .spyOn(firmwareStore(), 'getSnapshot')
      .mockReturnValue({ status: 'ready', bootAt: now - 8_000 });
    try {
      const silent = inverter('silent-a', {
        name: 'Roof',
        reachable: false,
        producing: false,
        limit_relative: 0,
        limit_absolute: 0,
        data_age: 8,
      });
      liveStore.applyFrame(frame(silent), now);
      show();
      const age = screen.getByTestId('data-age');
      expect(age).toHaveTextContent(/^No answer since the gateway started$/);
      // At night it sleeps, and says both.
      setGatewayOffset(Date.UTC(2024, 11, 21, 23, 0, 0) - now);
      act(() => {
        setGatewaySun({ rise: Date.UTC(2024, 11, 21, 6, 57), set: Date.UTC(2024, 11, 21, 17, 35) });
        liveStore.applyFrame(frame(silent), now);
      });
      expect(age).toHaveTextContent(/^No answer since the gateway started · asleep$/);
      // Once it answered after the start, its age counts again.
      act(() => {
        liveStore.applyFrame(frame(inverter('silent-a', { name: 'Roof', data_age: 2 })), now);
      });
      expect(age).toHaveTextContent('Data age 2 s');
    } finally {
      snapshot.mockRestore();
    }
  });

  it('remembers when the link dropped', () => {
    expect(liveLink.getDownSince()).toBeNull();
  });
});

describe('rendering cost', () => {
  it('frames and the data-age tick update the numbers without rendering the channel cards', () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    liveStore.applyFrame(frame(inverter('a')), Date.now());
    liveStore.applyFrame(frame(inverter('b')), Date.now());
    const renders = vi.fn();
    render(
      <>
        <Profiler id="cards" onRender={renders}>
          <ChannelCards serial="a" />
        </Profiler>
        <DataAge serial="a" />
      </>,
    );
    renders.mockClear();
    act(() => {
      liveStore.applyFrame(frame(inverter('b', { data_age: 1 }), 200), Date.now());
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByTestId('data-age')).toHaveTextContent('Data age 3 s');
    const next = inverter('a', { data_age: 0 });
    const ac = next.AC['0'];
    if (ac) ac.Power.v = 199.9;
    act(() => {
      liveStore.applyFrame(frame(next), Date.now());
    });
    expect(
      within(screen.getByTestId('channel-ac')).getByRole('row', { name: /^Power 199/ }),
    ).toHaveTextContent('199.9 W');
    expect(screen.getByTestId('data-age')).toHaveTextContent('Data age 0 s');
    expect(renders).not.toHaveBeenCalled();
  });

  it('leaves the page untouched while the shown data age stays the same', () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    liveStore.applyFrame(frame(inverter('a')), Date.now());
    render(<DataAge serial="a" />);
    act(() => {
      vi.advanceTimersByTime(301_000);
    });
    const age = screen.getByTestId('data-age');
    expect(age).toHaveTextContent(/^Last data \d/);
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(age, { subtree: true, childList: true, characterData: true });
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    changes.push(...observer.takeRecords());
    observer.disconnect();
    expect(changes).toEqual([]);
  });
});
