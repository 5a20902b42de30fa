import './history.scss';
import type { GatewayInfo } from '@dtu-web/protocol';
import { lazy, Suspense, useId } from 'react';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../components/PageFrame.tsx';
import { TabList, panelId, tabId } from '../../components/Tabs.tsx';
import { hasHistory, pageGatewayInfo, useCompanion } from '../../lib/history/index.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { KEEP_FOCUS } from '../../lib/nav/keepFocus.ts';
import { ClockNote } from './ClockNote.tsx';
import { DayView } from './DayView.tsx';
import { GlanceSlot } from './GlanceSlot.tsx';
import { Loading } from './LoadState.tsx';
import { LockedNote } from './LockedNote.tsx';
import { ScopeChoice } from './ScopeChoice.tsx';
import { useGatewayClock, useGatewayToday } from './today.ts';

// Loaded when their tab opens: the first view stays light.
const AtAGlance = lazy(() => import('./AtAGlance.tsx'));
// Month, year and all years: the bars, last year's marks and the money figures (History opens on a day).
const PeriodView = lazy(() => import('./PeriodView.tsx').then((module) => ({ default: module.PeriodView })));
const RecordsView = lazy(() => import('./RecordsView.tsx'));
const TariffsView = lazy(() => import('./TariffsView.tsx'));
const HealthView = lazy(() => import('./HealthView.tsx').then((module) => ({ default: module.HealthView })));
const TransferView = lazy(() =>
  import('./TransferView.tsx').then((module) => ({ default: module.TransferView })),
);

const VIEWS = ['day', 'month', 'year', 'all', 'records', 'health', 'tariffs', 'data'] as const;
type View = (typeof VIEWS)[number];

const isPeriod = (view: View): boolean => view === 'month' || view === 'year' || view === 'all';

const isView = (value: string | null): value is View => (VIEWS as readonly (string | null)[]).includes(value);

/** The period in the address, when it is a valid one not in the future. */
function valid(value: string | null, pattern: RegExp, today: string): string | undefined {
  return value !== null && pattern.test(value) && value <= today.slice(0, value.length) ? value : undefined;
}

/** Gateways by a name each can be told apart by: the id is added to a name that two gateways share. */
function named(gateways: readonly GatewayInfo[]): GatewayInfo[] {
  return gateways.map((gateway) =>
    gateways.filter((other) => other.name === gateway.name).length > 1
      ? { ...gateway, name: `${gateway.name} (${gateway.id})` }
      : gateway,
  );
}

/**
 * History (issue 23): a day's power, energy per day/month/year, string health, export and import —
 * what the companion or the emulator recorded. The view and period live in the address, so the
 * browser's back button and a bookmark return to them.
 */
export default function HistoryPage() {
  const { t } = useI18n();
  const companion = useCompanion();
  // The page's gateway as the companion lists it: its `today` is the recorder's (issue 29); only an
  // older companion without one leaves the gateway's own clock to decide.
  const pageGateway = pageGatewayInfo(companion);
  const recorderToday = pageGateway?.today;
  const clockRead = useGatewayClock(companion.state === 'companion' && recorderToday === undefined);
  const gatewayToday = useGatewayToday();
  const today = recorderToday ?? gatewayToday;
  const [params, setParams] = useSearchParams();
  const prefix = useId();
  const view: View = isView(params.get('view')) ? (params.get('view') as View) : 'day';
  const day = valid(params.get('day'), /^\d{4}-\d{2}-\d{2}$/, today) ?? today;
  const month = valid(params.get('month'), /^\d{4}-\d{2}$/, today) ?? today.slice(0, 7);
  const year = valid(params.get('year'), /^\d{4}$/, today) ?? today.slice(0, 4);
  // With several gateways the energy views can add them all up (`scope=fleet` in the address).
  const gateways = named(companion.state === 'companion' ? companion.info.gateways : []);
  // A gateway this login does not open is left out of the sums (its energy would only be refused).
  const readable = gateways.filter((gateway) => gateway.locked !== true);
  const lockedOut = gateways.filter((gateway) => gateway.locked === true);
  const fleet = gateways.length > 1 && params.get('scope') === 'fleet' ? readable : undefined;

  /**
   * Another view or period: focus stays where it is (a tab, a button), not on the page's heading —
   * unless what had it goes away (a bar opening its day: the heading then has it).
   */
  function go(next: Partial<Record<'view' | 'day' | 'month' | 'year' | 'scope', string>>, keep = true): void {
    const merged = new URLSearchParams(params);
    for (const [name, value] of Object.entries(next)) merged.set(name, value);
    setParams(merged, keep ? { state: KEEP_FOCUS } : undefined);
  }

  const labels: Record<View, string> = {
    day: t('history.ViewDay'),
    month: t('history.ViewMonth'),
    year: t('history.ViewYear'),
    all: t('history.ViewAll'),
    records: t('history.ViewRecords'),
    tariffs: t('history.ViewTariffs'),
    health: t('history.ViewHealth'),
    data: t('history.ViewData'),
  };
  const open = (scale: 'day' | 'month' | 'year', period: string): void => {
    go({ view: scale, [scale]: period }, false);
  };

  let body;
  if (
    companion.state === 'probing' ||
    (companion.state === 'companion' && recorderToday === undefined && !clockRead)
  )
    body = <Loading />;
  else if (!hasHistory(companion)) {
    body = (
      <p data-testid="history-no-companion" className="text-body-secondary">
        {t('history.NeedsCompanion')}
      </p>
    );
  } else {
    body = (
      <>
        <ClockNote gateway={pageGateway} />
        <TabList
          label={t('history.Views')}
          tabs={VIEWS.map((id) => ({ id, label: labels[id] }))}
          selected={view}
          onSelect={(id) => {
            go({ view: id });
          }}
          idPrefix={prefix}
          className="mb-3 history-tabs"
        />
        <div role="tabpanel" id={panelId(prefix, view)} aria-labelledby={tabId(prefix, view)}>
          {((view === 'day' && gateways.length > 1) || (isPeriod(view) && fleet !== undefined)) && (
            <LockedNote gateways={lockedOut} />
          )}
          {view === 'day' && (
            <Suspense fallback={<GlanceSlot />}>
              <AtAGlance
                today={today}
                onHealth={() => {
                  go({ view: 'health' }, false);
                }}
              />
            </Suspense>
          )}
          {view === 'day' && (
            <DayView
              fleet={gateways.length > 1 ? readable : undefined}
              day={day}
              today={today}
              onDay={(next) => {
                go({ day: next });
              }}
            />
          )}
          {(view === 'month' || view === 'year' || view === 'all') && gateways.length > 1 && (
            <ScopeChoice
              fleet={fleet !== undefined}
              onChange={(all) => {
                go({ scope: all ? 'fleet' : 'gateway' });
              }}
            />
          )}
          {(view === 'month' || view === 'year' || view === 'all') && (
            <Suspense fallback={<Loading />}>
              <PeriodView
                fleet={fleet}
                scale={view}
                period={view === 'month' ? month : year}
                today={today}
                onPeriod={(next) => {
                  go(view === 'month' ? { month: next } : { year: next });
                }}
                onOpen={open}
              />
            </Suspense>
          )}
          {view === 'records' && (
            <Suspense fallback={<Loading />}>
              <RecordsView tz={pageGateway?.tz} />
            </Suspense>
          )}
          {view === 'health' && (
            <Suspense fallback={<Loading />}>
              <HealthView />
            </Suspense>
          )}
          {view === 'tariffs' && (
            <Suspense fallback={<Loading />}>
              <TariffsView today={today} />
            </Suspense>
          )}
          {view === 'data' && (
            <Suspense fallback={<Loading />}>
              <TransferView today={today} />
            </Suspense>
          )}
        </div>
      </>
    );
  }

  return (
    <PageFrame title={t('nav.History')} wide>
      {body}
    </PageFrame>
  );
}
