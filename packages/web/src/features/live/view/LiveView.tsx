import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { TabList, panelId, tabId } from '../../../components/Tabs.tsx';
import { INVERTER_PARAM } from '../../../lib/gateway/index.ts';
import { deferredCatalogue, i18n, useI18n } from '../../../lib/i18n/index.ts';
import {
  liveStore,
  useGatewayNight,
  useLiveDownSince,
  useLiveList,
  useLiveSelect,
} from '../../../lib/live/index.ts';
import { wallClock } from '../../../lib/time/sun.ts';
import type { DialogKind } from '../dialogs/kinds.ts';
import { HistorySection } from '../history/HistorySection.tsx';
import { useStaleMarker } from './DataAge.tsx';
import { Hints } from './Hints.tsx';
import { startSampler } from '../history/sampler.ts';
import { selectState } from './selectState.ts';
import { InverterPanel } from './InverterPanel.tsx';
import { Overview } from './Overview.tsx';
import { StateIcon } from './StateBadge.tsx';
import { Totals } from './Totals.tsx';
import { markEventsSeen } from './seenEvents.ts';

// The dialogs show device results and validation messages: the shared deferred strings come with them.
const InverterDialog = lazy(() =>
  Promise.all([import('../dialogs/InverterDialog.tsx'), i18n.ensure(deferredCatalogue)]).then(
    ([dialog]) => dialog,
  ),
);

/** A side pill: the state icon (it changes only with the state) and the name. */
function PillLabel({ serial, name }: { serial: string; name: string }) {
  const label = useRef<HTMLSpanElement>(null);
  useStaleMarker(serial, label);
  const state = useLiveSelect(serial, selectState);
  // A producing or idle state from old values shows no state icon (like the header and the overview).
  const maybeOld = state === 'producing' || state === 'idle';
  return (
    <span ref={label}>
      <span className={maybeOld ? 'live-fresh-only' : 'live-now-only'}>
        <StateIcon state={state} />{' '}
      </span>
      {name}
    </span>
  );
}

/**
 * The body of the live view: connection notice, hints, totals, the overview (two or more inverters),
 * the side pills with the selected inverter's tab, the power history and the dialogs. Loaded beside
 * the first GET, not before the first paint.
 */
export default function LiveView({ online }: { online: boolean }) {
  const { t, format, locale } = useI18n();
  const list = useLiveList();
  const downSince = useLiveDownSince();
  const night = useGatewayNight();
  // `?inverter=<serial>` (the fleet's inverter table) opens on that inverter.
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState<string | null>(() => params.get(INVERTER_PARAM));
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  const ids = useId();

  useEffect(() => startSampler(liveStore), []);

  const current = list.find((item) => item.serial === chosen) ?? list[0];
  const serial = current?.serial ?? '';
  const onOpen = useCallback(
    (kind: DialogKind) => {
      if (kind === 'events') {
        const inverter = liveStore.inverter(serial);
        if (inverter && 'events' in inverter) markEventsSeen(serial, inverter.events);
      }
      setDialog(kind);
    },
    [serial],
  );

  // Choosing an inverter in the overview brings its tab into view (on a phone it is far below).
  const tabs = useRef<HTMLDivElement>(null);
  const scrollToTab = useCallback(() => {
    requestAnimationFrame(() => {
      tabs.current?.scrollIntoView({ block: 'start' });
      // On a phone the pills are a row that scrolls sideways: the chosen one comes into sight too.
      tabs.current
        ?.querySelector('[role="tab"][aria-selected="true"]')
        ?.scrollIntoView({ block: 'nearest', inline: 'center' });
    });
  }, []);
  const showInverter = useCallback(
    (picked: string) => {
      setChosen(picked);
      scrollToTab();
    },
    [scrollToTab],
  );

  // Opened on one inverter from the address: its tab is brought into view once it arrived.
  const scrollOnArrival = useRef(params.get(INVERTER_PARAM) !== null);
  const arrived = chosen !== null && list.some((item) => item.serial === chosen);
  useEffect(() => {
    if (!arrived || !scrollOnArrival.current) return;
    scrollOnArrival.current = false;
    scrollToTab();
  }, [arrived, scrollToTab]);

  const several = list.length > 1;
  return (
    <div data-offline={online ? undefined : ''} data-night={night === null ? undefined : ''}>
      {!online && (
        <p className="live-hint live-hint-danger" role="status" data-testid="live-offline">
          {downSince === null ? t('live.Offline') : t('live.OfflineSince', { time: format.time(downSince) })}
        </p>
      )}
      {night !== null && online && (
        <p className="live-hint" role="status" data-testid="live-night">
          {t('live.Night', { time: wallClock(night, locale) })}
        </p>
      )}
      <Hints />
      <Totals />
      {!current ? (
        <p>
          {t('live.NoInverters')} <Link to="/settings/inverter">{t('nav.InverterSettings')}</Link>
        </p>
      ) : several ? (
        <>
          <Overview list={list} onSelect={showInverter} />
          <div ref={tabs} className="live-tabs">
            <TabList
              label={t('live.Inverters')}
              tabs={list.map((item) => ({
                id: item.serial,
                label: <PillLabel serial={item.serial} name={item.name} />,
              }))}
              selected={current.serial}
              onSelect={setChosen}
              idPrefix={ids}
              vertical
              className="live-pills"
            />
            <section
              role="tabpanel"
              id={panelId(ids, current.serial)}
              aria-labelledby={tabId(ids, current.serial)}
              className="live-panel"
            >
              <InverterPanel serial={current.serial} name={current.name} onOpen={onOpen} />
            </section>
          </div>
        </>
      ) : (
        <InverterPanel serial={current.serial} name={current.name} onOpen={onOpen} />
      )}
      <HistorySection />
      {dialog && current && (
        <Suspense fallback={null}>
          <InverterDialog
            kind={dialog}
            serial={current.serial}
            name={current.name}
            onClose={() => {
              setDialog(null);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
