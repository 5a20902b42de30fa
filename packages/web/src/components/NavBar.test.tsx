import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { session } from '../lib/auth/index.ts';
import { loadStrings } from '../test/i18n.ts';
import type { FakeMediaQueryList } from '../test/matchMedia.ts';
import { BRAND_RECHECK_MS } from './brandSeason.ts';
import { NavBar } from './NavBar.tsx';

beforeAll(async () => {
  await loadStrings();
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

function renderNav(path = '/') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <NavBar />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The navbar with its entries, which load as a chunk of their own (NavMenu.tsx). */
async function renderNavWithMenu(path = '/'): Promise<void> {
  renderNav(path);
  await screen.findByRole('link', { name: 'About' });
}

const brand = () => screen.getByTestId('brand-icon');

describe('NavBar', () => {
  it('loads its entries only once the menu is opened on a phone', async () => {
    const wide = window.matchMedia('(min-width: 992px)') as FakeMediaQueryList;
    wide.setMatches(false);
    try {
      renderNav();
      const toggle = screen.getByRole('button', { name: 'Toggle navigation' });
      expect(screen.queryByRole('link', { name: 'About' })).toBeNull();
      await userEvent.click(toggle);
      expect(await screen.findByRole('link', { name: 'About' })).toBeInTheDocument();
      // Closed again, the entries stay (hidden by the collapse), never loaded twice.
      await userEvent.click(toggle);
      expect(screen.getByRole('link', { name: 'About', hidden: true })).toBeInTheDocument();
    } finally {
      wide.setMatches(true);
    }
  });

  afterEach(() => {
    vi.useRealTimers();
    session.logOut();
  });

  it('shows the seasonal brand icon and rechecks the date every 10 s', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date(2026, 11, 23, 23, 59, 55));
    renderNav();
    expect(brand()).toHaveAttribute('data-icon', 'sun');
    act(() => {
      vi.advanceTimersByTime(BRAND_RECHECK_MS);
    });
    expect(brand()).toHaveAttribute('data-icon', 'tree');
    vi.setSystemTime(new Date(2027, 2, 26, 0, 0, 1));
    act(() => {
      vi.advanceTimersByTime(BRAND_RECHECK_MS - 1);
    });
    expect(brand()).toHaveAttribute('data-icon', 'tree');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(brand()).toHaveAttribute('data-icon', 'egg');
  });

  it('offers the spec’s Settings and Info entries', async () => {
    await renderNavWithMenu();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const settings = screen.getAllByRole('link').map((link) => link.textContent);
    expect(settings).toEqual(
      expect.arrayContaining([
        'Network settings',
        'NTP settings',
        'MQTT settings',
        'Inverter settings',
        'Security settings',
        'DTU settings',
        'Device manager',
        'Configuration management',
        'Firmware upgrade',
        'Device reboot',
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Info' }));
    expect(screen.queryByRole('link', { name: 'Network settings' })).toBeNull();
    const info = screen.getByRole('button', { name: 'Info' }).closest('li');
    expect(
      within(info as HTMLElement)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['System', 'Network', 'NTP', 'MQTT', 'Console']);
    await user.click(screen.getByRole('link', { name: 'Console' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/info/console');
    expect(screen.queryByRole('link', { name: 'Console' })).toBeNull();
  });

  it('menus open and move with the keyboard and close with Escape', async () => {
    await renderNavWithMenu();
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Info' });
    toggle.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'System' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Console' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('link', { name: 'System' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows Login when logged out and Logout when logged in; logout clears the login and goes home', async () => {
    await renderNavWithMenu('/about');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    act(() => {
      session.logIn({ authdata: 'YWRtaW46eA==' });
    });
    const loggedOut = vi.fn();
    session.on('logged-out', loggedOut);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(localStorage.getItem('user')).toBeNull();
    expect(loggedOut).toHaveBeenCalledOnce();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('switches theme and language from their menus', async () => {
    await renderNavWithMenu();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Theme' }));
    await user.click(screen.getByRole('button', { name: 'Dark' }));
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'dark');
    expect(localStorage.getItem('theme')).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'Language: EN' }));
    await user.click(screen.getByRole('button', { name: 'Deutsch' }));
    expect(await screen.findByRole('button', { name: 'Einstellungen' })).toBeInTheDocument();
    expect(localStorage.getItem('locale')).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    await user.click(screen.getByRole('button', { name: 'Sprache: DE' }));
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Settings' })).toBeInTheDocument();
  });
});
