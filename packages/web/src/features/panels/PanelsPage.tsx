import './panels.scss';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { PageFrame } from '../../components/PageFrame.tsx';
import { useI18n } from '../../lib/i18n/index.ts';
import {
  hasChannels,
  liveLink,
  liveStore,
  loadInverterNow,
  useGatewayNight,
  useLiveConnection,
  useLiveError,
  useLiveList,
  useLiveOnline,
} from '../../lib/live/index.ts';
import { gatewayDayKey } from '../../lib/time/gatewayClock.ts';
import { onEverySecond } from '../../lib/time/ticker.ts';
import { AlertMarks } from './AlertMarks.tsx';
import { InverterStrings } from './InverterStrings.tsx';
import { buildPanels, summarise } from './model.ts';
import { PanelsSummary } from './PanelsSummary.tsx';
import { useFiring, useHealth } from './usePanels.ts';

/** Renders again on every frame, on the list or totals changing. */
function useLiveVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const bump = (): void => {
      setVersion((current) => current + 1);
    };
    const stops = [liveStore.onFrame(bump), liveStore.subscribeList(bump), liveStore.subscribeSummary(bump)];
    return () => {
      for (const stop of stops) stop();
    };
  }, []);
  return version;
}

const isLastDay = (serial: string, now: number): boolean =>
  gatewayDayKey(now - liveStore.ageOf(serial, now) * 1000) !== gatewayDayKey(now);

/** Which inverters' values are old, and which are from before midnight, as a text that changes rarely. */
function ageSnapshot(): string {
  const now = Date.now();
  return liveStore
    .getList()
    .map(
      ({ serial }) => `${serial}:${String(liveStore.isStale(serial, now))}:${String(isLastDay(serial, now))}`,
    )
    .join(' ');
}

/**
 * The panels view (issue 31): every string of every inverter of the gateway at once — its power now,
 * today's yield, its recorded health against its siblings and any alert firing about it, each tile
 * coloured and worded by its state. The answer to "are all my panels doing their part?".
 */
export default function PanelsPage() {
  const { t } = useI18n();
  const online = useLiveOnline();
  const error = useLiveError();
  const list = useLiveList();
  useLiveConnection();
  useLiveVersion();
  const ages = useSyncExternalStore(onEverySecond, ageSnapshot);
  const night = useGatewayNight() !== null;
  const health = useHealth();
  const alerts = useFiring();
  const ready = liveStore.getSummary() !== null;

  useEffect(() => {
    // The GET has no channel data: ask for each inverter's rather than wait for its first frame.
    for (const { serial } of list) {
      const known = liveStore.inverter(serial);
      if (known && !hasChannels(known)) loadInverterNow(serial);
    }
  }, [list]);

  const flags = new Map(
    ages
      .split(' ')
      .filter((each) => each !== '')
      .map((each) => {
        const [serial = '', stale, lastDay] = each.split(':');
        return [serial, { stale: stale === 'true', lastDay: lastDay === 'true' }] as const;
      }),
  );
  const panels = buildPanels(list, (serial) => liveStore.inverter(serial), {
    night,
    isStale: (serial) => flags.get(serial)?.stale ?? true,
    isLastDay: (serial) => flags.get(serial)?.lastDay ?? false,
    health,
    alerts,
  });
  const gatewayAlerts = alerts.filter((alert) => alert.subject.serial === null && alert.resolved === null);

  return (
    <PageFrame
      title={t('panels.Title')}
      showReload
      onReload={liveLink.reload}
      showSocketState
      online={online}
      loading={!ready && error === null}
    >
      {error !== null && !ready && (
        <div className="alert alert-danger" role="alert">
          {t('panels.NoData', { message: error })}
        </div>
      )}
      {ready && (
        <>
          <AlertMarks alerts={gatewayAlerts} />
          <PanelsSummary summary={summarise(panels)} night={night} inverters={panels.length} />
          {health.state === 'failed' && (
            <p className="text-body-secondary">{t('panels.HealthFailed', { message: health.message })}</p>
          )}
          {panels.map((inverter) => (
            <InverterStrings key={inverter.serial} inverter={inverter} />
          ))}
          <p className="mt-3">
            <Link to="/alerts">{t('panels.ToAlerts')}</Link>
          </p>
        </>
      )}
    </PageFrame>
  );
}
