import type { FleetGateway, FleetTotal } from '../api/companion.ts';
import type { LiveValue } from '../api/livedata.ts';

/** Sums as the gateways sent them (the client rounds to `d`), without binary fractions' noise. */
function add(a: LiveValue, b: LiveValue | undefined): LiveValue {
  if (b === undefined) return a;
  return { v: Math.round((a.v + b.v) * 1e6) / 1e6, u: a.u, d: Math.max(a.d, b.d) };
}

/**
 * The fleet total of the cards (companion-api §3, issue 30): the companion's answer, and the web app's
 * when it puts one fleet together from the answers to several logins.
 */
export function fleetTotal(cards: readonly FleetGateway[]): FleetTotal {
  let Power: LiveValue = { v: 0, u: 'W', d: 1 };
  let YieldDay: LiveValue = { v: 0, u: 'Wh', d: 0 };
  let YieldTotal: LiveValue = { v: 0, u: 'kWh', d: 3 };
  const lastKnown: string[] = [];
  const leftOut: string[] = [];
  for (const card of cards) {
    if (card.total === undefined) {
      leftOut.push(card.id);
      continue;
    }
    if (card.last_known) lastKnown.push(card.id);
    Power = add(Power, card.total.Power);
    YieldDay = add(YieldDay, card.total.YieldDay);
    YieldTotal = add(YieldTotal, card.total.YieldTotal);
  }
  return { Power, YieldDay, YieldTotal, last_known: lastKnown, left_out: leftOut };
}
