import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { session } from '../lib/auth/index.ts';
import { RequireAuth } from './RequireAuth.tsx';

function LoginProbe() {
  const location = useLocation();
  return <p>login {location.search}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginProbe />} />
        <Route element={<RequireAuth />}>
          <Route path="/maintenance/reboot" element={<p>reboot screen</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('RequireAuth', () => {
  it('sends an anonymous user to the login with the returnUrl', () => {
    session.logOut();
    renderAt('/maintenance/reboot');
    expect(screen.getByText('login ?returnUrl=%2Fmaintenance%2Freboot')).toBeInTheDocument();
  });

  it('shows the screen to a logged-in user', () => {
    session.logIn({ authdata: 'YWRtaW46eA==' });
    renderAt('/maintenance/reboot');
    expect(screen.getByText('reboot screen')).toBeInTheDocument();
    session.logOut();
  });
});
