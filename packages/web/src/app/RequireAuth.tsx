import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPath, useUser } from '../lib/auth/index.ts';

/** Screens the device protects: without a stored login, go to /login and come back afterwards. */
export function RequireAuth() {
  const user = useUser();
  const location = useLocation();
  if (!user) return <Navigate replace to={loginPath(location.pathname + location.search)} />;
  return <Outlet />;
}
