import type { EnergyHistory, EnergyStep, GatewayInfo } from '@dtu-web/protocol';
import { fetchEnergy, fetchFleetEnergy } from '../../lib/history/index.ts';

/** Energy of the page's gateway, or of every gateway of the fleet level added up. */
export function loadEnergy(
  fleet: readonly GatewayInfo[] | undefined,
  query: { from: string; to: string; step: EnergyStep },
  signal: AbortSignal,
): Promise<EnergyHistory> {
  return fleet
    ? fetchFleetEnergy(
        fleet.map((gateway) => gateway.id),
        query.from,
        query.to,
        query.step,
        signal,
      )
    : fetchEnergy(query.from, query.to, query.step, signal);
}

/** A load's key: the same query for the same gateways. */
export function energyKey(
  fleet: readonly GatewayInfo[] | undefined,
  query: { from: string; to: string; step: EnergyStep },
): string {
  return `${fleet ? 'fleet' : ''}/${query.from}/${query.to}/${query.step}`;
}
