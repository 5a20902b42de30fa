import type { FleetGateway } from '@dtu-web/protocol';
import { useI18n } from '../../lib/i18n/index.ts';
import { nightSince, wallClock } from '../../lib/time/sun.ts';
import { shapeOf } from './age.ts';
import type { GatewaySun } from './useFleetSun.ts';

export interface FleetGlanceProps {
  gateways: readonly FleetGateway[];
  reachable: boolean;
  sun: ReadonlyMap<string, GatewaySun>;
  now: number;
}

/** Inverters producing over the gateways reporting now, of all inverters known (locked ones left out). */
export function producingCount(gateways: readonly FleetGateway[], reachable: boolean) {
  let producing = 0;
  let inverters = 0;
  for (const gateway of gateways) {
    if (gateway.locked || gateway.inverters === undefined) continue;
    inverters += gateway.inverters;
    if (shapeOf(gateway, reachable) === 'current') producing += gateway.producing ?? 0;
  }
  return { producing, inverters };
}

/**
 * "Is everything fine?" in one look (issue 30): "All producing", or what needs attention per gateway
 * (offline, locked, waiting for its inverters, asleep since sunset, inverters not producing), and how
 * many inverters of the fleet produce now.
 */
export function FleetGlance({ gateways, reachable, sun, now }: FleetGlanceProps) {
  const { t, format, locale } = useI18n();
  const { producing, inverters } = producingCount(gateways, reachable);
  const notes: [string, string][] = [];
  for (const gateway of gateways) {
    const shape = shapeOf(gateway, reachable);
    const name = gateway.name;
    const own = sun.get(gateway.id);
    // At night inverters sleep: not having reported, or producing nothing, is no fault then.
    const since = own ? nightSince(own.sun, now + own.offset) : undefined;
    const asleep = since !== undefined && (gateway.producing ?? 0) === 0;
    if (shape === 'locked') notes.push([gateway.id, t('fleet.GlanceLocked', { name })]);
    else if (shape === 'offline') notes.push([gateway.id, t('fleet.GlanceOffline', { name })]);
    else if (asleep)
      notes.push([gateway.id, t('fleet.GlanceAsleep', { name, time: wallClock(since, locale) })]);
    else if (shape === 'none' || shape === 'waiting')
      notes.push([gateway.id, t('fleet.GlanceWaiting', { name })]);
    else if ((gateway.producing ?? 0) < (gateway.inverters ?? 0))
      notes.push([
        gateway.id,
        t('fleet.GlanceNotProducing', {
          name,
          count: (gateway.inverters ?? 0) - (gateway.producing ?? 0),
        }),
      ]);
  }
  const allFine = notes.length === 0 && inverters > 0;
  return (
    <section className="fleet-glance" data-testid="fleet-glance" data-fine={allFine} aria-live="polite">
      <p className="fleet-glance-head" data-testid="fleet-glance-head">
        <strong>{allFine ? t('fleet.GlanceAllProducing') : t('fleet.GlanceAttention')}</strong>{' '}
        <span data-testid="fleet-glance-count">
          {t('fleet.GlanceCount', {
            producing: format.decimal0(producing),
            inverters: format.decimal0(inverters),
          })}
        </span>
      </p>
      {notes.length > 0 && (
        <ul className="fleet-glance-list" data-testid="fleet-glance-list">
          {notes.map(([id, text]) => (
            <li key={id}>{text}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
