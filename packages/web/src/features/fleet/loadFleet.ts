import { endpoints, fleetTotal, type FleetStatus } from '@dtu-web/protocol';
import { ApiError, api, apiAs } from '../../lib/api/index.ts';
import { session, storedLogins } from '../../lib/auth/index.ts';

/**
 * One fleet from the answers to several logins (issue 30, one sign-in): each gateway as the first
 * answer that is not locked for it shows it, so a gateway logged into on its own pages is not "locked"
 * here. The total is the companion's while every card comes from the first answer, else summed again
 * over the cards shown, as the companion sums.
 */
export function mergeFleets(answers: readonly FleetStatus[]): FleetStatus | undefined {
  const [first, ...rest] = answers;
  if (first === undefined) return undefined;
  const gateways = first.gateways.map((gateway) => {
    if (!gateway.locked) return gateway;
    for (const answer of rest) {
      const other = answer.gateways.find((each) => each.id === gateway.id);
      if (other !== undefined && !other.locked) return other;
    }
    return gateway;
  });
  const changed = gateways.some((gateway, i) => gateway !== first.gateways[i]);
  return changed ? { gateways, total: fleetTotal(gateways) } : first;
}

/**
 * GET /api/x/fleet with the page's login; null where there is no fleet to show: a bare gateway answers
 * its index.html, the emulator alone has no such path. When it lists a gateway as locked, the fleet is
 * asked again with each other login this browser keeps for its gateways (`user@<id>`): a gateway one of
 * them opens is shown with it. An answer to another login that fails only leaves its gateways locked.
 */
export async function loadFleet(
  signal: AbortSignal,
  storage: Storage = localStorage,
): Promise<FleetStatus | null> {
  let own: FleetStatus;
  try {
    own = await api.get(endpoints.fleet, signal);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || (error.status >= 200 && error.status < 300)))
      return null;
    throw error;
  }
  if (!own.gateways.some((gateway) => gateway.locked)) return own;
  const mine = session.getUser()?.authdata;
  const others = storedLogins(
    own.gateways.map((gateway) => gateway.id),
    storage,
  ).filter((user) => user.authdata !== mine);
  if (others.length === 0) return own;
  const answers = await Promise.allSettled(others.map((user) => apiAs(user).get(endpoints.fleet, signal)));
  const opened = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
  return mergeFleets([own, ...opened]) ?? own;
}
