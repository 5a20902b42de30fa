/**
 * `GET /api/x/fleet` (companion-api §3, issue 30): each gateway's plant total, inverters and data age
 * from the frames its live socket brought (never a request to the gateway while the browser waits),
 * judged for the request's login: a gateway that login does not open is listed locked, without values.
 *
 * Honest totals: a gateway's power counts only while it is online and its inverters reported since it
 * (and the companion) last started; the energy it already made (today's and lifetime) stays in the
 * fleet total as last known while it is away or restarting, and the answer says whose values those are.
 */
import {
  fleetTotal,
  type FleetGateway,
  type FleetStatus,
  type FleetValues,
  type GatewayAccess,
} from '@dtu-web/protocol';
import { localDayKey, offsetOfTz } from '../../history/calendar.ts';
import { fleetInverters } from './inverters.ts';
import type { LiveRecord } from './record.ts';

/** What the fleet needs of one gateway (GatewayLink has it). */
export interface FleetMember {
  readonly id: string;
  readonly name: string;
  /** The name its owner set in the companion, if any. */
  readonly ownName: string | null;
  readonly online: boolean;
  /** Its POSIX time zone ('' until read: UTC days). */
  readonly timezone: string;
  readonly record: LiveRecord;
  /** The reported `git_hash`; null until read (issue 28). */
  readonly firmware: string | null;
}

function sameLocalDay(a: number, b: number, timezone: string): boolean {
  const offset = offsetOfTz(timezone);
  return localDayKey(a, offset) === localDayKey(b, offset);
}

/** One gateway's card, as the request's login may see it. */
export function fleetGateway(member: FleetMember, access: GatewayAccess, now: number): FleetGateway {
  const card: FleetGateway = {
    id: member.id,
    name: member.name,
    own_name: member.ownName,
    firmware: member.firmware,
    online: member.online,
    locked: access.locked,
    login: access.login,
    reported: false,
    last_known: false,
  };
  if (access.locked) return card;
  const record = member.record;
  const frames = record.frames(now);
  if (frames.length > 0) {
    card.inverters = frames.length;
    card.inverter_list = fleetInverters(frames, now);
  }
  const known = record.lastKnown(now);
  if (member.online && record.reported(now) && known !== undefined) {
    card.reported = true;
    card.data_age_s = record.freshestAge(now) ?? 0;
    card.total = {
      Power: { ...known.total.Power },
      YieldDay: { ...known.total.YieldDay },
      YieldTotal: { ...known.total.YieldTotal },
    };
    card.producing = frames.filter(({ frame }) => {
      const inverter = frame.inverters[0];
      return inverter !== undefined && inverter.producing && inverter.reachable;
    }).length;
    return card;
  }
  if (known === undefined) return card;
  card.last_known = true;
  card.data_age_s = known.dataAge + Math.max(0, Math.floor((now - known.at) / 1000));
  const total: FleetValues = { YieldTotal: { ...known.total.YieldTotal } };
  // Yesterday's yield is not today's: a day that is over leaves the day's total.
  if (sameLocalDay(known.at, now, member.timezone)) total.YieldDay = { ...known.total.YieldDay };
  card.total = total;
  return card;
}

export function fleetStatus(
  members: readonly { member: FleetMember; access: GatewayAccess }[],
  now: number,
): FleetStatus {
  const gateways = members.map(({ member, access }) => fleetGateway(member, access, now));
  return { gateways, total: fleetTotal(gateways) };
}
