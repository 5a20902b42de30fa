import { Suspense, lazy, useState, useSyncExternalStore, type ComponentType } from 'react';
import { PageFrame } from '../../components/PageFrame.tsx';
import { appPath } from '../../lib/gateway/index.ts';
import { ensureScreenStrings, featureCatalogue, i18n, useI18n } from '../../lib/i18n/index.ts';
import { liveLink, liveStore, useLiveConnection, useLiveError, useLiveOnline } from '../../lib/live/index.ts';
// The live view's styles travel in the entry: index.html's shell draws the totals with them (build/liveShell.ts).
import './view/live.scss';

let view: Promise<{ default: ComponentType<{ online: boolean }> }> | undefined;

/**
 * The body of the screen (hints, totals, inverters) once its own strings are there (the shared
 * deferred ones, results and validation, come with the dialogs that show them). It is a chunk of its
 * own, which index.html preloads on the live view's path beside the entry and the live strings
 * (build/stringPreload.ts), so it adds no round trip to the first load (issue 12) while every other
 * screen's first load no longer carries its ~9 KB gz.
 */
function loadView(): Promise<{ default: ComponentType<{ online: boolean }> }> {
  view ??= Promise.all([import('./view/LiveView.tsx'), i18n.ensure(featureCatalogue('live'))]).then(
    ([body]) => body,
  );
  return view;
}

// When the app starts on this screen, its strings and the live data are requested now, side by side
// (index.html asked for the data already).
if (appPath(window.location.pathname) === '/') {
  void loadView();
  liveLink.start();
}

const LiveView = lazy(loadView);
// Only for a gateway that does not answer: a chunk of its own, off the first paint.
const OfflineGateway = lazy(() =>
  ensureScreenStrings('live').then(() => import('./offline/OfflineGateway.tsx')),
);

const hasData = (): boolean => liveStore.getSummary() !== null;

/** Home: the live view of the plant (interface-spec §2); the frame paints first, the body follows. */
export default function LivePage() {
  const { t } = useI18n();
  const online = useLiveOnline();
  const error = useLiveError();
  const ready = useSyncExternalStore(liveStore.subscribeSummary, hasData);
  const [openedAt] = useState(Date.now);
  useLiveConnection();

  return (
    <PageFrame
      title={t('nav.LiveView')}
      showReload
      onReload={liveLink.reload}
      showSocketState
      online={online}
      loading={!ready && error === null}
    >
      {ready ? (
        <Suspense
          fallback={
            <div className="spinner-border" role="status">
              <span className="visually-hidden">{t('common.Loading')}</span>
            </div>
          }
        >
          <LiveView online={online} />
        </Suspense>
      ) : (
        <Suspense fallback={null}>
          <OfflineGateway failedAt={openedAt} />
        </Suspense>
      )}
    </PageFrame>
  );
}
