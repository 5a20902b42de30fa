import { identifyFirmware, type FleetGateway, type LiveValue } from '@dtu-web/protocol';
import { useId } from 'react';
import { StatusDot } from '../../components/StatusDot.tsx';
import { gatewayHref } from '../../lib/gateway/index.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { wallClock } from '../../lib/time/sun.ts';
import { ageText, isCurrent, shapeOf, valueText } from './age.ts';
import { GatewayRename } from './GatewayRename.tsx';

export interface GatewayCardProps {
  gateway: FleetGateway;
  /** Seconds since the gateway's freshest data, counted up to now. */
  age: number;
  now: number;
  /** The companion still answers: without it even an "online" gateway's values are old. */
  reachable: boolean;
  /** Its alerts firing now (companion-api §4); null while unknown. */
  firing?: number | null;
  /** Its sunset while it is night there and its inverters sleep (asleepSince); undefined by day. */
  asleep?: number;
  /** After a new display name was saved: ask the companion again. */
  onRenamed?: () => void;
}

/**
 * The firmware the gateway reports (issue 28), with a quiet note when it is a release outside the ones
 * this app was tested with; nothing while the companion has not read it.
 */
function FirmwareLine({ firmware }: { firmware: string | null | undefined }) {
  const { t } = useI18n();
  const label = firmware?.trim() ?? '';
  if (label === '') return null;
  const identity = identifyFirmware({ git_hash: label });
  // A bare hash names no release: nothing is known to be untested until the gateway's own pages probe it.
  const untested = identity.basis !== 'unknown' && !identity.tested;
  return (
    <p className="fleet-card-firmware">
      <span data-testid="fleet-card-firmware">{t('fleet.Firmware', { version: label })}</span>
      {untested && (
        <span data-testid="fleet-card-untested">
          {' · '}
          {t('fleet.NotTested')}
        </span>
      )}
    </p>
  );
}

/**
 * One gateway of the fleet: its plant total, inverters producing and how fresh that is. The whole card
 * opens the gateway's live view (its name is the link, stretched over the card): a full page load,
 * since `/g/<id>/` is another router basename with its own login and caches. Honest (issue 30): a
 * locked gateway shows its name only; an offline one no power and no count of producing inverters, its
 * yields marked as last known; one whose inverters have not reported since a restart no fresh zeros;
 * at night "asleep since" its sunset rather than "outdated".
 */
export function GatewayCard({
  gateway,
  age,
  now,
  reachable,
  firing = null,
  asleep,
  onRenamed,
}: GatewayCardProps) {
  const { t, format, locale } = useI18n();
  const titleId = useId();
  const shape = shapeOf(gateway, reachable);
  const online = reachable && gateway.online;
  const current = shape === 'current' && isCurrent(online, age);
  const total = gateway.total;
  const shown = (value: LiveValue | undefined): string =>
    value === undefined ? '–' : valueText(format, value);
  const lastKnown = shape === 'offline' || shape === 'waiting';
  const yieldText = (value: LiveValue | undefined): string =>
    value !== undefined && lastKnown ? t('fleet.LastKnown', { value: shown(value) }) : shown(value);
  const values: [string, string, string][] =
    shape === 'locked' || shape === 'none'
      ? []
      : [
          ['Power', t('fleet.Power'), current ? shown(total?.Power) : '–'],
          ['YieldDay', t('fleet.YieldDay'), yieldText(total?.YieldDay)],
          ['YieldTotal', t('fleet.YieldTotal'), yieldText(total?.YieldTotal)],
          [
            'Producing',
            t('fleet.Producing'),
            current && gateway.producing !== undefined && gateway.inverters !== undefined
              ? t('fleet.OfAll', {
                  producing: format.decimal0(gateway.producing),
                  inverters: format.decimal0(gateway.inverters),
                })
              : '–',
          ],
        ];
  const state = shape === 'locked' ? t('fleet.Locked') : online ? t('common.Online') : t('common.Offline');
  let foot: string;
  if (shape === 'locked') foot = t('fleet.LockedHint');
  // At night its inverters sleep: old or missing data is no fault then, and says why.
  else if (online && asleep !== undefined) foot = t('fleet.AsleepSince', { time: wallClock(asleep, locale) });
  else if (shape === 'none') foot = t('fleet.NoData');
  else if (shape === 'waiting') foot = t('fleet.Waiting');
  else foot = ageText(t, format, age, now, current);
  return (
    <article
      className="fleet-card"
      aria-labelledby={titleId}
      data-testid="fleet-card"
      data-gateway={gateway.id}
      data-online={online}
      data-current={current}
      data-shape={shape}
      data-asleep={online && asleep !== undefined}
    >
      <div className="fleet-card-head">
        <StatusDot online={online && shape !== 'locked'} />
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
          {state}
        </span>
      </div>
      {gateway.name !== gateway.id && <p className="fleet-card-id">{gateway.id}</p>}
      <FirmwareLine firmware={gateway.firmware} />
      {values.length > 0 && (
        <dl className="fleet-values" data-current={current}>
          {values.map(([field, label, text]) => (
            <div key={field}>
              <dt>{label}</dt>
              <dd data-testid={`fleet-card-${field}`}>{text}</dd>
            </div>
          ))}
        </dl>
      )}
      {firing !== null && firing > 0 && (
        <a
          href={gatewayHref(gateway.id, '/alerts')}
          className="fleet-card-alerts text-danger-emphasis small"
          data-testid="fleet-card-alerts"
        >
          {t('fleet.AlertsFiring', { count: firing })}
        </a>
      )}
      <p className="fleet-card-age" data-testid="fleet-card-age">
        {foot}
      </p>
      {onRenamed && <GatewayRename gateway={gateway} onRenamed={onRenamed} />}
    </article>
  );
}
