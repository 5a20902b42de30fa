import type { FleetGateway, LiveValue } from '@dtu-web/protocol';
import { useI18n } from '../../lib/i18n/index.ts';
import { inverterState } from '../../lib/live/state.ts';
import { wallClock } from '../../lib/time/sun.ts';
import { asleepSince, shapeOf, valueText } from './age.ts';
import type { GatewaySun } from './useFleetSun.ts';

export interface FleetGlanceProps {
  gateways: readonly FleetGateway[];
  reachable: boolean;
  sun: ReadonlyMap<string, GatewaySun>;
  now: number;
  /** Today's yield of the whole fleet, when no gateway is left out of it. */
  yieldDay?: LiveValue;
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
 * (offline, locked, waiting for its inverters, asleep since sunset, an inverter unreachable by name,
 * inverters not producing), and how
 * many inverters of the fleet produce now. When every note is an asleep one it is night, not a fault:
 * "All asleep — night", with the day's yield.
 */
export function FleetGlance({ gateways, reachable, sun, now, yieldDay }: FleetGlanceProps) {
  const { t, format, locale } = useI18n();
  const { producing, inverters } = producingCount(gateways, reachable);
  const notes: [string, string][] = [];
  let asleepNotes = 0;
  for (const gateway of gateways) {
    const shape = shapeOf(gateway, reachable);
    const name = gateway.name;
    // At night inverters sleep: not having reported, or producing nothing, is no fault then.
    const since = asleepSince(gateway, sun.get(gateway.id), now);
    if (shape === 'locked') notes.push([gateway.id, t('fleet.GlanceLocked', { name })]);
    else if (shape === 'offline') notes.push([gateway.id, t('fleet.GlanceOffline', { name })]);
    else if (since !== undefined) {
      asleepNotes += 1;
      notes.push([gateway.id, t('fleet.GlanceAsleep', { name, time: wallClock(since, locale) })]);
    } else if (shape === 'none' || shape === 'waiting')
      notes.push([gateway.id, t('fleet.GlanceWaiting', { name })]);
    else {
      // An unreachable inverter is named (what to go and look at); the others not producing counted.
      const unreachable = (gateway.inverter_list ?? []).filter(
        (inverter) => inverterState(inverter) === 'unreachable',
      );
      for (const inverter of unreachable) {
        notes.push([
          `${gateway.id}/${inverter.serial}`,
          t('fleet.GlanceUnreachable', { inverter: inverter.name, name }),
        ]);
      }
      const idle = (gateway.inverters ?? 0) - (gateway.producing ?? 0) - unreachable.length;
      if (idle > 0) notes.push([gateway.id, t('fleet.GlanceNotProducing', { name, count: idle })]);
    }
  }
  const allFine = notes.length === 0 && inverters > 0;
  // Night everywhere (every note an asleep one): calm, with the day's yield, not "needs attention".
  const night = notes.length > 0 && asleepNotes === notes.length;
  let head = allFine ? t('fleet.GlanceAllProducing') : t('fleet.GlanceAttention');
  if (night)
    head =
      yieldDay === undefined
        ? t('fleet.GlanceAllAsleep')
        : t('fleet.GlanceAllAsleepYield', { energy: valueText(format, yieldDay) });
  return (
    <section
      className="fleet-glance"
      data-testid="fleet-glance"
      data-fine={allFine || night}
      data-night={night}
      aria-live="polite"
    >
      <p className="fleet-glance-head" data-testid="fleet-glance-head">
        <strong>{head}</strong>{' '}
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
