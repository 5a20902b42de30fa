import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { liveLink } from '../lib/live/index.ts';

// Loaded only when a newer build shows up: nothing of it weighs on the first paint.
const UpdateBanner = lazy(() => import('./UpdateBanner.tsx'));

/**
 * Asks the server which build it serves; the watch loads with the first check, which never comes on
 * the first screen: nothing of it travels in the first load.
 */
function checkBuild(onNewer: () => void): void {
  void import('../lib/update/buildWatch.ts').then(async ({ buildWatch }) => {
    await buildWatch.check();
    if (buildWatch.getSnapshot()) onNewer();
  });
}

/**
 * Asks whether the gateway serves a newer build of the app — when the live connection comes back (the
 * gateway restarted, e.g. after a firmware upgrade), when the tab is shown again, and on every change of
 * screen after the first — and then offers a reload.
 */
export function UpdateNotice() {
  const [newer, setNewer] = useState(false);
  const onNewer = (): void => {
    setNewer(true);
  };
  const { pathname } = useLocation();
  const wasOnline = useRef(liveLink.getOnline());
  const everOnline = useRef(liveLink.getOnline());
  const checkedPath = useRef(pathname);

  useEffect(() => {
    // Not on the first screen: the page was just served (revalidated), so its build is the one served;
    // asking again would cost the gateway's WiFi two requests in the busiest second of the first load.
    if (checkedPath.current === pathname) return;
    checkedPath.current = pathname;
    checkBuild(onNewer);
  }, [pathname]);

  useEffect(() => {
    const onVisible = (): void => {
      if (!document.hidden) checkBuild(onNewer);
    };
    document.addEventListener('visibilitychange', onVisible);
    const unsubscribe = liveLink.subscribe(() => {
      const online = liveLink.getOnline();
      // Only a connection that comes back (the gateway restarted), not the first one of this page.
      if (online && !wasOnline.current && everOnline.current) checkBuild(onNewer);
      wasOnline.current = online;
      everOnline.current ||= online;
    });
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      unsubscribe();
    };
  }, []);

  if (!newer) return null;
  return (
    <Suspense fallback={null}>
      <UpdateBanner />
    </Suspense>
  );
}
