/**
 * `GET /api/x/fleet` (companion-api §3): each gateway's plant total, inverters and data age from the
 * latest frames its live socket brought (never a request to the gateway while the browser waits), and
 * the fleet total summed over the gateways that are online. An offline gateway keeps its last values.
 */
import type { FleetGateway, FleetStatus, LiveDataTotal, LiveValue } from '@dtu-web/protocol';
import type { LiveFrame } from '../upstream/liveFrames.ts';

/** What the fleet needs of one gateway (GatewayLink has it). */
export interface FleetMember {
  readonly id: string;
  readonly name: string;
  readonly online: boolean;
  /** The reported `git_hash`; null until read (issue 28). */
  readonly firmware: string | null;
  latestFrames(): LiveFrame[];
  /** The frame received last: its plant total is the gateway's newest. */
  newestFrame(): LiveFrame | undefined;
}

const EMPTY_TOTAL: LiveDataTotal = {
  Power: { v: 0, u: 'W', d: 1 },
  YieldDay: { v: 0, u: 'Wh', d: 0 },
  YieldTotal: { v: 0, u: 'kWh', d: 3 },
};

/** Sums as the gateways sent them (the client rounds to `d`), without binary fractions' noise. */
function add(a: LiveValue, b: LiveValue): LiveValue {
  return { v: Math.round((a.v + b.v) * 1e6) / 1e6, u: a.u, d: Math.max(a.d, b.d) };
}

/** One gateway's card: its newest frame's plant total, its inverters and how old its freshest data is. */
export function fleetGateway(member: FleetMember, now: number): FleetGateway {
  const frames = member.latestFrames();
  let age = Number.POSITIVE_INFINITY;
  let producing = 0;
  for (const frame of frames) {
    const inverter = frame.frame.inverters[0];
    if (inverter === undefined) continue;
    // A held value is as old as the gateway said plus the time the companion held it.
    const held = Math.max(0, Math.floor((now - frame.receivedAt) / 1000));
    age = Math.min(age, inverter.data_age + held);
    if (inverter.producing && inverter.reachable) producing += 1;
  }
  const total = member.newestFrame()?.frame.total ?? EMPTY_TOTAL;
  return {
    id: member.id,
    name: member.name,
    firmware: member.firmware,
    online: member.online,
    data_age_s: Number.isFinite(age) ? age : 0,
    total: {
      Power: { ...total.Power },
      YieldDay: { ...total.YieldDay },
      YieldTotal: { ...total.YieldTotal },
    },
    inverters: frames.length,
    producing: member.online ? producing : 0,
  };
}

export function fleetStatus(members: readonly FleetMember[], now: number): FleetStatus {
  const gateways = members.map((member) => fleetGateway(member, now));
  let total = EMPTY_TOTAL;
  for (const gateway of gateways) {
    if (!gateway.online) continue;
    total = {
      Power: add(total.Power, gateway.total.Power),
      YieldDay: add(total.YieldDay, gateway.total.YieldDay),
      YieldTotal: add(total.YieldTotal, gateway.total.YieldTotal),
    };
  }
  return { gateways, total };
}
