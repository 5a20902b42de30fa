import type { Alert } from '@dtu-web/protocol';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n/index.ts';
import { alertTitle, historyDayLink } from './alertText.ts';

export interface AlertItemProps {
  alert: Alert;
  names: ReadonlyMap<string, string>;
  /** Shown on a firing, unacknowledged alert when the user may acknowledge. */
  onAcknowledge?: (alert: Alert) => void;
  busy?: boolean;
}

const SEVERITY_CLASS = { info: 'text-bg-info', warning: 'text-bg-warning', critical: 'text-bg-danger' };

/** One alert: what fires (in words), since when, the day's curve, its deliveries. */
export function AlertItem({ alert, names, onAcknowledge, busy = false }: AlertItemProps) {
  const { t, format } = useI18n();
  const title = alertTitle(t, alert, names);
  const severity =
    alert.severity === 'critical'
      ? t('alerts.SeverityCritical')
      : alert.severity === 'warning'
        ? t('alerts.SeverityWarning')
        : t('alerts.SeverityInfo');
  return (
    <li className="list-group-item" data-testid="alert-item" data-rule={alert.rule}>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <span className={`badge ${SEVERITY_CLASS[alert.severity]}`}>{severity}</span>
        <h3 className="fs-6 mb-0 fw-semibold">{title}</h3>
      </div>
      <p className="mb-1 small">
        {t('alerts.Since', { time: format.dateTime(alert.since) })}
        {alert.resolved !== null && (
          <> · {t('alerts.ResolvedAt', { time: format.dateTime(alert.resolved) })}</>
        )}
        {alert.acknowledged !== null && (
          <> · {t('alerts.AcknowledgedAt', { time: format.dateTime(alert.acknowledged) })}</>
        )}
      </p>
      <div className="d-flex flex-wrap align-items-center gap-3">
        {alert.subject.serial !== null && (
          <Link to={historyDayLink(alert.since)}>{t('alerts.DayCurve')}</Link>
        )}
        {onAcknowledge && alert.resolved === null && alert.acknowledged === null && (
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            disabled={busy}
            aria-label={t('alerts.AcknowledgeNamed', { title })}
            onClick={() => {
              onAcknowledge(alert);
            }}
          >
            {t('alerts.Acknowledge')}
          </button>
        )}
      </div>
      {alert.notified.length > 0 && (
        <ul className="list-unstyled small mt-2 mb-0" aria-label={t('alerts.Deliveries')}>
          {alert.notified.map((delivery, index) => (
            <li key={`${delivery.channel}-${String(index)}`}>
              {delivery.ok
                ? t('alerts.DeliveredTo', { channel: delivery.channel, time: format.dateTime(delivery.at) })
                : t('alerts.FailedTo', {
                    channel: delivery.channel,
                    time: format.dateTime(delivery.at),
                    error: delivery.error ?? '',
                  })}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
