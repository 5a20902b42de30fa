import type { FleetGateway, LiveValue } from '@dtu-web/protocol';
import type { Formatters, Translate } from '../../lib/i18n/index.ts';
import { nightSince } from '../../lib/time/sun.ts';
import { liveEnergyText } from '../../lib/units.ts';
import type { GatewaySun } from './useFleetSun.ts';

/**
 * A gateway's freshest inverter is polled about every 5 s; the overview asks every 5 s. Data older
 * than this no longer describes the plant now and is shown as outdated.
 */
export const STALE_AFTER_S = 20;

/** interface-spec §9: above this age the time of the last data is shown instead of the seconds. */
const ABSOLUTE_AFTER_S = 300;

/**
 * How old a gateway's data is now: what the companion said when it answered, plus the time since
 * (the answer itself grows old between two polls, and more so when the companion stops answering).
 */
export function ageNow(gateway: Pick<FleetGateway, 'data_age_s'>, receivedAt: number, now: number): number {
  return (gateway.data_age_s ?? 0) + Math.max(0, Math.floor((now - receivedAt) / 1000));
}

/**
 * What a gateway's card can say (issue 30): `locked` (this login does not open it: name only), `none`
 * (nothing ever received), `waiting` (values from before its or the companion's restart, no inverter
 * reported since), `offline` (its last values), `current`.
 */
export type GatewayShape = 'locked' | 'none' | 'waiting' | 'offline' | 'current';

export function shapeOf(gateway: FleetGateway, reachable: boolean): GatewayShape {
  if (gateway.locked) return 'locked';
  if (gateway.total === undefined) return 'none';
  if (!reachable || !gateway.online) return 'offline';
  if (!gateway.reported || gateway.last_known) return 'waiting';
  return 'current';
}

/** The values still describe the plant now: online, recently received, not outdated. */
export function isCurrent(online: boolean, age: number): boolean {
  return online && age <= STALE_AFTER_S;
}

/**
 * "Data age 12 s" or, above 300 s, "Last data <date and time>"; "outdated" added when the values no
 * longer describe the plant (too old, or the gateway is offline and they are its last).
 */
export function ageText(
  t: Translate,
  format: Formatters,
  age: number,
  now: number,
  current: boolean,
): string {
  const shown =
    age > ABSOLUTE_AFTER_S
      ? t('fleet.LastData', { time: format.dateTime(now - age * 1000) })
      : t('fleet.DataAge', { age });
  return current ? shown : `${shown} · ${t('fleet.Outdated')}`;
}

/**
 * A value as the reader takes it in: energy scaled to Wh, kWh or MWh (17,522 Wh is 17.5 kWh), other
 * values with the unit and digits the gateway sent (as the live view writes its totals).
 */
export function valueText(format: Formatters, value: LiveValue): string {
  return liveEnergyText(format, value);
}

/**
 * Since when a gateway's inverters sleep: its sunset (gateway-local ms on a UTC axis) while it is night
 * there and none of them produces; undefined by day, without its sun times, or while one produces.
 */
export function asleepSince(
  gateway: Pick<FleetGateway, 'producing'>,
  own: GatewaySun | undefined,
  now: number,
): number | undefined {
  if (own === undefined || (gateway.producing ?? 0) > 0) return undefined;
  return nightSince(own.sun, now + own.offset);
}
