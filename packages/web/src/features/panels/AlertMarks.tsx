import type { Alert, AlertRuleId } from '@dtu-web/protocol';
import { Link } from 'react-router';
import { BellIcon } from '../../components/icons.tsx';
import { useI18n } from '../../lib/i18n/index.ts';

const words: Record<AlertRuleId, string> = {
  gateway_offline: 'panels.AlertGatewayOffline',
  inverter_unreachable: 'panels.AlertUnreachable',
  inverter_not_producing: 'panels.AlertNotProducing',
  string_low: 'panels.AlertStringLow',
  temperature_high: 'panels.AlertHot',
  daily_report: 'panels.AlertOther',
};

/** The firing alerts about a string or an inverter, each a link to the Alerts page. */
export function AlertMarks({ alerts }: { alerts: readonly Alert[] }) {
  const { t, format } = useI18n();
  if (alerts.length === 0) return null;
  return (
    <ul className="list-unstyled mb-0 panel-alerts">
      {alerts.map((alert) => (
        <li key={alert.id}>
          <Link to="/alerts" className="panel-alert" data-testid="panel-alert">
            <BellIcon /> {t(words[alert.rule])}
          </Link>{' '}
          <small className="text-body-secondary">
            {t('panels.AlertSince', { time: format.dateTime(alert.since) })}
          </small>
        </li>
      ))}
    </ul>
  );
}
