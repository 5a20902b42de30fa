import { Suspense, lazy } from 'react';
import { useCommandSent } from '../commandSent.ts';

// Loaded once a command was sent (commandSent.ts): the marks and the watches they read.
const LimitOnItsWay = lazy(() =>
  import('./LimitOnItsWay.tsx').then((module) => ({ default: module.LimitOnItsWay })),
);
const PowerOnItsWay = lazy(() =>
  import('./PowerOnItsWay.tsx').then((module) => ({ default: module.PowerOnItsWay })),
);

/** The limit on its way (LimitOnItsWay.tsx), once a command was sent from this page. */
export function LimitMark(props: { serial: string; announce?: boolean; narrow?: boolean }) {
  return useCommandSent() ? (
    <Suspense fallback={null}>
      <LimitOnItsWay {...props} />
    </Suspense>
  ) : null;
}

/** The power command on its way (PowerOnItsWay.tsx), once a command was sent from this page. */
export function PowerMark(props: { serial: string; announce?: boolean }) {
  return useCommandSent() ? (
    <Suspense fallback={null}>
      <PowerOnItsWay {...props} />
    </Suspense>
  ) : null;
}
