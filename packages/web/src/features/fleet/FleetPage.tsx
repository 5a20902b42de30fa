import './fleet.scss';
import type { FleetStatus } from '@dtu-web/protocol';
import { Suspense, lazy, useEffect, useId, useState } from 'react';
import { PageFrame } from '../../components/PageFrame.tsx';
import { useFiringCounts } from '../../lib/alerts/firing.ts';
import { useLoad, type Loading } from '../../lib/api/useLoad.ts';
import { reloadCompanion, useCompanion } from '../../lib/history/index.ts';
import { usePageVisible } from '../../lib/hooks/usePageVisible.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { nightSince } from '../../lib/time/sun.ts';
import { onEverySecond } from '../../lib/time/ticker.ts';
import { ageNow, asleepSince } from './age.ts';
import { FleetGlance } from './FleetGlance.tsx';
import { FleetTotal } from './FleetTotal.tsx';
import { GatewayCard } from './GatewayCard.tsx';
import { loadFleet } from './loadFleet.ts';
import { NoFleet } from './NoFleet.tsx';
import { useFleetSun } from './useFleetSun.ts';

/** The inverter table and today's stacked curve: their code stays out of the page's first load. */
const FleetDetails = lazy(() => import('./FleetDetails.tsx'));

/** How often the overview asks the companion while the page is shown (its answer costs no upstream call). */
export const POLL_MS = 5000;

type Loaded = Extract<Loading<FleetStatus | null>, { state: 'loaded' }>;

/** `Date.now()`, moving on the app's one-second tick, so ages count up between two answers. */
function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(
    () =>
      onEverySecond(() => {
        setNow(Date.now());
      }),
    [],
  );
  return now;
}

/**
 * The fleet overview (issue 24, companion-api §3): one card per gateway and the total of those online.
 * While the companion does not answer, the last answer stays on screen, marked as old, its ages
 * counting on.
 */
export default function FleetPage() {
  const { t, format } = useI18n();
  const companion = useCompanion();
  const visible = usePageVisible();
  const gatewaysId = useId();
  const now = useNow();
  const single =
    companion.state === 'bare' || (companion.state === 'companion' && companion.info.gateways.length === 1);
  const { current, reload } = useLoad(loadFleet, {
    enabled: companion.state === 'companion' && !single,
    refreshMs: visible ? POLL_MS : undefined,
  });
  // The last answer, kept while a later poll fails.
  const [kept, setKept] = useState<Loaded>();
  if (current.state === 'loaded' && current !== kept) setKept(current);
  const sun = useFleetSun(kept?.data?.gateways);
  // Each card's firing alerts (a locked gateway's are not this login's to read: left unknown).
  const watched = (kept?.data?.gateways ?? [])
    .filter((gateway) => !gateway.locked)
    .map((gateway) => gateway.id);
  const firing = useFiringCounts(companion.state === 'companion' && watched.length > 1, watched.join(' '));

  let body;
  if (single || kept?.data === null || (kept && kept.data.gateways.length < 2)) body = <NoFleet />;
  else if (kept) {
    const reachable = current.state !== 'failed';
    const { data, receivedAt } = kept;
    // While the companion is away its notice says why the whole total is old; the notes name the
    // gateways whose yields are last known and those left out.
    const offline = data.gateways.filter((gateway) => !gateway.online).length;
    body = (
      <>
        {!reachable && (
          // Styled here, not with the shared Alert: that would bring the screens' chunk (~10 KB gz).
          <p className="fleet-unreachable" role="alert" data-testid="fleet-unreachable">
            {t('fleet.Unreachable', { time: format.time(receivedAt) })}
          </p>
        )}
        <FleetGlance
          gateways={data.gateways}
          reachable={reachable}
          sun={sun}
          now={now}
          yieldDay={data.total.left_out.length === 0 ? data.total.YieldDay : undefined}
        />
        <FleetTotal
          total={data.total}
          gateways={data.gateways}
          current={reachable && offline < data.gateways.length}
        />
        <section aria-labelledby={gatewaysId}>
          <h2 className="fs-5" id={gatewaysId}>
            {t('fleet.Gateways')}
          </h2>
          <ul className="fleet-cards">
            {data.gateways.map((gateway) => (
              <li key={gateway.id}>
                <GatewayCard
                  gateway={gateway}
                  age={ageNow(gateway, receivedAt, now)}
                  now={now}
                  reachable={reachable}
                  firing={firing.get(gateway.id) ?? null}
                  asleep={asleepSince(gateway, sun.get(gateway.id), now)}
                  onRenamed={() => {
                    reload();
                    // The picker and History read the companion's info: its new name too.
                    void reloadCompanion();
                  }}
                />
              </li>
            ))}
          </ul>
        </section>
        <Suspense fallback={null}>
          <FleetDetails
            gateways={data.gateways}
            reachable={reachable}
            age={(gateway) => ageNow(gateway, receivedAt, now)}
            night={(gateway) => {
              const own = sun.get(gateway.id);
              return own !== undefined && nightSince(own.sun, now + own.offset) !== undefined;
            }}
            info={companion.state === 'companion' ? companion.info.gateways : undefined}
          />
        </Suspense>
      </>
    );
  } else if (current.state === 'failed') {
    body = (
      <div role="alert">
        <p className="text-danger-emphasis">{t('error.Request', { message: current.message })}</p>
        <button type="button" className="btn btn-outline-primary" onClick={reload}>
          {t('common.Reload')}
        </button>
      </div>
    );
  } else {
    body = (
      <div className="spinner-border my-3" role="status">
        <span className="visually-hidden">{t('common.Loading')}</span>
      </div>
    );
  }

  return (
    <PageFrame title={t('fleet.Title')} wide>
      {body}
    </PageFrame>
  );
}
