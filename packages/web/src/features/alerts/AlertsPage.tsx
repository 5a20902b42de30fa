import type { Alert, ApiResult } from '@dtu-web/protocol';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageFrame } from '../../components/PageFrame.tsx';
import { ResultAlert } from '../../components/ResultAlert.tsx';
import { errorResult } from '../../lib/api/index.ts';
import { useLoad } from '../../lib/api/useLoad.ts';
import { useUser } from '../../lib/auth/index.ts';
import { hasHistory, useCompanion } from '../../lib/history/companion.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { gatewayClockKnown, syncGatewayClock } from '../../lib/time/gatewayClock.ts';
import { acknowledgeAlert, fetchAlerts, fetchInverterNames } from './api.ts';
import { AlertItem } from './AlertItem.tsx';

/** How often the page asks again (as often as the navbar's bell). */
export const ALERTS_REFRESH_MS = 15_000;
const NO_NAMES: ReadonlyMap<string, string> = new Map();

/** Alerts (issue 31): what fires now, acknowledging, the resolved ones, each one's deliveries. */
export default function AlertsPage() {
  const { t } = useI18n();
  const user = useUser();
  const companion = useCompanion();
  const present = hasHistory(companion);
  const alerts = useLoad(fetchAlerts, { refreshMs: ALERTS_REFRESH_MS, enabled: present });
  const names = useLoad(fetchInverterNames, { enabled: present });
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ApiResult | null>(null);
  const nameMap = names.current.state === 'loaded' ? names.current.data : NO_NAMES;
  // Each alert links to the History day it began on: the gateway's day, once its clock is read.
  const [, setClockKnown] = useState(gatewayClockKnown);
  useEffect(() => {
    let mounted = true;
    void syncGatewayClock().then(() => {
      if (mounted) setClockKnown(gatewayClockKnown());
    });
    return () => {
      mounted = false;
    };
  }, []);

  const acknowledge = (alert: Alert): void => {
    setBusy(true);
    acknowledgeAlert(alert.id)
      .then((answer) => {
        setResult(answer.type === 'success' ? null : answer);
        alerts.reload();
      })
      .catch((error: unknown) => {
        setResult(errorResult(error));
      })
      .finally(() => {
        setBusy(false);
      });
  };

  let body;
  if (companion.state === 'probing') body = null;
  else if (!present) {
    body = (
      <p data-testid="alerts-no-companion" className="text-body-secondary">
        {t('alerts.NoCompanion')}
      </p>
    );
  } else if (alerts.current.state === 'failed') {
    body = <ResultAlert result={{ type: 'danger', message: alerts.current.message }} />;
  } else if (alerts.current.state === 'loaded') {
    const { active, history } = alerts.current.data;
    const resolved = [...history].sort((a, b) => (b.resolved ?? b.since) - (a.resolved ?? a.since));
    body = (
      <>
        <section aria-labelledby="alerts-active" className="mb-4">
          <h2 id="alerts-active" className="fs-5">
            {t('alerts.Firing', { count: active.length })}
          </h2>
          {active.length === 0 ? (
            <p className="text-body-secondary">{t('alerts.NoneFiring')}</p>
          ) : (
            <ul className="list-group" data-testid="alerts-active">
              {active.map((alert) => (
                <AlertItem
                  key={alert.id}
                  alert={alert}
                  names={nameMap}
                  busy={busy}
                  {...(user ? { onAcknowledge: acknowledge } : {})}
                />
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="alerts-history">
          <h2 id="alerts-history" className="fs-5">
            {t('alerts.History')}
          </h2>
          {resolved.length === 0 ? (
            <p className="text-body-secondary">{t('alerts.NoHistory')}</p>
          ) : (
            <ul className="list-group" data-testid="alerts-history">
              {resolved.map((alert) => (
                <AlertItem key={alert.id} alert={alert} names={nameMap} />
              ))}
            </ul>
          )}
        </section>
      </>
    );
  }

  return (
    <PageFrame
      title={t('alerts.Title')}
      loading={companion.state === 'probing' || (present && alerts.current.state === 'loading')}
      showReload
      onReload={alerts.reload}
    >
      {present && (
        <p>
          <Link to="/alerts/settings">{t('alerts.SettingsLink')}</Link>
        </p>
      )}
      <ResultAlert
        result={result}
        onClose={() => {
          setResult(null);
        }}
      />
      {body}
    </PageFrame>
  );
}
