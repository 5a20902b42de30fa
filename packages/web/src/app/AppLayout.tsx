import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { GatewayBackNotice } from '../components/GatewayBackNotice.tsx';
import { NavBar } from '../components/NavBar.tsx';
import { Toasts } from '../components/Toasts.tsx';
import { UpdateNotice } from '../components/UpdateNotice.tsx';
import { setUnauthorizedHandler } from '../lib/api/index.ts';
import { loginPath } from '../lib/auth/index.ts';
import { useGatewayHome } from '../lib/gateway/useGatewayHome.ts';
import { PageSpinner } from './PageSpinner.tsx';
import { ScreenErrorBoundary } from './ScreenErrorBoundary.tsx';
import { useHeadingFocus } from './useHeadingFocus.ts';

/** Navigation bar, the current screen as the main landmark, and the toasts. */
export function AppLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  useHeadingFocus(main);
  // Several gateways: an unprefixed page goes to the fleet or the remembered gateway (lib/gateway).
  useGatewayHome();

  useEffect(() => {
    // A 401 from any call leads to the login, which then returns to the screen the user was on.
    setUnauthorizedHandler((returnUrl) => {
      void navigate(loginPath(returnUrl), { replace: true });
    });
  }, [navigate]);

  return (
    <>
      <NavBar />
      <main id="main" tabIndex={-1} ref={main}>
        <ScreenErrorBoundary key={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </main>
      <Toasts />
      <GatewayBackNotice />
      <UpdateNotice />
    </>
  );
}
