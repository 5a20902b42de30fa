import type { FleetGateway } from '@dtu-web/protocol';
import { useId } from 'react';
import { StatusDot } from '../../components/StatusDot.tsx';
import { gatewayHref } from '../../lib/gateway/index.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { ageText, isCurrent, valueText } from './age.ts';

export interface GatewayCardProps {
  gateway: FleetGateway;
  /** Seconds since the gateway's freshest data, counted up to now. */
  age: number;
  now: number;
  /** The companion still answers: without it even an "online" gateway's values are old. */
  reachable: boolean;
}

/**
 * One gateway of the fleet: its plant total, inverters producing and how fresh that is. The whole card
 * opens the gateway's live view (its name is the link, stretched over the card): a full page load,
 * since `/g/<id>/` is another router basename with its own login and caches.
 */
export function GatewayCard({ gateway, age, now, reachable }: GatewayCardProps) {
  const { t, format } = useI18n();
  const titleId = useId();
  const online = reachable && gateway.online;
  // No inverter's data has arrived yet (a gateway never reached): nothing to show, not zeros.
  const hasData = gateway.inverters > 0;
  const current = hasData && isCurrent(online, age);
  const { Power, YieldDay, YieldTotal } = gateway.total;
  const shown = (value: typeof Power): string => (hasData ? valueText(format, value) : '–');
  const values: [string, string, string][] = [
    ['Power', t('fleet.Power'), shown(Power)],
    ['YieldDay', t('fleet.YieldDay'), shown(YieldDay)],
    ['YieldTotal', t('fleet.YieldTotal'), shown(YieldTotal)],
    [
      'Producing',
      t('fleet.Producing'),
      hasData
        ? t('fleet.OfAll', {
            producing: format.decimal0(online ? gateway.producing : 0),
            inverters: format.decimal0(gateway.inverters),
          })
        : '–',
    ],
  ];
  return (
    <article
      className="fleet-card"
      aria-labelledby={titleId}
      data-testid="fleet-card"
      data-gateway={gateway.id}
      data-online={online}
      data-current={current}
    >
      <div className="fleet-card-head">
        <StatusDot online={online} />
        <h3 className="fleet-card-title" id={titleId}>
          <a href={gatewayHref(gateway.id, '/')} className="fleet-card-link">
            {gateway.name}
            <span className="visually-hidden">
              {gateway.name === gateway.id
                ? `, ${t('fleet.OpenLive')}`
                : ` (${gateway.id}), ${t('fleet.OpenLive')}`}
            </span>
          </a>
        </h3>
        <span className="fleet-card-state" data-testid="fleet-card-state">
          {online ? t('common.Online') : t('common.Offline')}
        </span>
      </div>
      {gateway.name !== gateway.id && <p className="fleet-card-id">{gateway.id}</p>}
      <dl className="fleet-values" data-current={current}>
        {values.map(([field, label, text]) => (
          <div key={field}>
            <dt>{label}</dt>
            <dd data-testid={`fleet-card-${field}`}>{text}</dd>
          </div>
        ))}
      </dl>
      <p className="fleet-card-age" data-testid="fleet-card-age">
        {hasData ? ageText(t, format, age, now, current) : t('fleet.NoData')}
      </p>
    </article>
  );
}
