import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadStrings } from '../../test/i18n.ts';
import LoginPage from './LoginPage.tsx';
import { validateLogin, withoutSpaces } from './loginRules.ts';
import { jsonResponse } from '../../test/jsonResponse.ts';

beforeAll(async () => {
  await loadStrings();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderLogin(path = '/login') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<p>Arrived</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('login rules', () => {
  it('requires username and password', () => {
    expect(validateLogin('', '')).toEqual({
      username: 'login.UsernameRequired',
      password: 'login.PasswordRequired',
    });
    expect(validateLogin('admin', 'x')).toEqual({});
  });

  it('removes spaces from the username', () => {
    expect(withoutSpaces(' ad min\t')).toBe('admin');
  });
});

describe('LoginPage', () => {
  it('starts with admin, blocks spaces and asks for missing values without calling the device', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    vi.stubGlobal('fetch', fetch);
    renderLogin();
    const user = userEvent.setup();
    const username = screen.getByLabelText('Username');
    expect(username).toHaveValue('admin');
    await user.type(username, ' x y');
    expect(username).toHaveValue('adminxy');
    await user.clear(username);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Please enter a username.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the password.')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    // Only the companion probe (which gateway asks) went out, no login attempt.
    expect(fetch.mock.calls.map(([input]) => (typeof input === 'string' ? input : ''))).not.toContain(
      '/api/security/authenticate',
    );
  });

  it('shows a red alert when the device refuses the password', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('', { status: 401 }))),
    );
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Wrong username or password.');
    expect(alert).toHaveClass('alert-danger');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('says why it was opened when a page sent the user here', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } })),
      ),
    );
    renderLogin('/login?returnUrl=%2Fsettings%2Fntp');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The page /settings/ntp needs the gateway’s admin login.',
    );
  });

  it('stores the login and goes to the returnUrl', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(jsonResponse('{"type":"success","message":"ok","code":10002}')),
    );
    vi.stubGlobal('fetch', fetch);
    renderLogin('/login?returnUrl=%2Fsettings%2Fntp');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'openDTU42');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Arrived')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      authdata: btoa('admin:openDTU42'),
    });
  });
});
