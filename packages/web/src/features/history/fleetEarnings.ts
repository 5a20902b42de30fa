import {
  earnings,
  periodsSplitByTariff,
  withDayRows,
  type EnergyRow,
  type Earnings,
  type GatewayInfo,
} from '@dtu-web/protocol';
import { useLoad } from '../../lib/api/useLoad.ts';
import { fetchEnergy, fetchSettings } from '../../lib/history/index.ts';
import { periodDays } from './usePricedRows.ts';

/** The fleet's money: each gateway's energy at its own tariffs, or why there is no one figure. */
export type FleetEarnings =
  | { state: 'priced'; money: Earnings; currency: string }
  /** The gateways are priced in different currencies: no sum. */
  | { state: 'currencies' }
  /** Some gateway's settings (or days) could not be read: no figure rather than a wrong one. */
  | { state: 'unknown' };

/** One gateway's share of fleet rows (summed rows keep each gateway's energy under its id). */
function shareOf(rows: readonly EnergyRow[], id: string): { period: string; wh: number }[] {
  return rows.flatMap((row) => {
    const wh = row.inverters[id]?.wh;
    return wh === undefined ? [] : [{ period: row.period, wh }];
  });
}

/**
 * Prices each gateway's energy with its own settings (GET /api/x/history/settings?gateway=<id>), a month
 * a tariff starts inside of by that gateway's days, and adds them up. CO₂ only when every gateway has a
 * factor: a sum without some gateways would pass for the fleet's.
 */
export async function loadFleetEarnings(
  fleet: readonly GatewayInfo[],
  rows: readonly EnergyRow[],
  signal: AbortSignal,
): Promise<FleetEarnings> {
  const parts = await Promise.all(
    fleet.map(async ({ id }) => {
      const settings = await fetchSettings(signal, id);
      const share = shareOf(rows, id);
      const split = periodsSplitByTariff(
        share.map((row) => row.period),
        settings.tariffs,
      );
      const days = await Promise.all(
        split.map((period) => {
          const { from, to } = periodDays(period);
          return fetchEnergy(from, to, 'day', signal, id);
        }),
      );
      const priced = withDayRows(
        share,
        split,
        days.flatMap((answer) => answer.rows),
      );
      return { settings, money: earnings(priced, settings) };
    }),
  );
  const currencies = new Set(
    parts.filter((part) => part.settings.tariffs.length > 0).map((part) => part.settings.currency),
  );
  if (currencies.size > 1) return { state: 'currencies' };
  const money: Earnings = { feed_in: 0, savings: 0, total: 0, priced_kwh: 0, co2_g: 0 };
  for (const part of parts) {
    money.feed_in += part.money.feed_in;
    money.savings += part.money.savings;
    money.total += part.money.total;
    money.priced_kwh += part.money.priced_kwh;
    money.co2_g = money.co2_g === null || part.money.co2_g === null ? null : money.co2_g + part.money.co2_g;
  }
  return { state: 'priced', money, currency: [...currencies][0] ?? 'EUR' };
}

/** The fleet's earnings for these summed rows; undefined while loading or without a fleet. */
export function useFleetEarnings(
  fleet: readonly GatewayInfo[] | undefined,
  rows: readonly EnergyRow[],
): FleetEarnings | undefined {
  const key = `${(fleet ?? []).map((gateway) => gateway.id).join(',')}|${rows
    .map((row) => `${row.period}=${String(row.wh)}`)
    .join(',')}`;
  const load = useLoad((signal) => loadFleetEarnings(fleet ?? [], rows, signal), {
    key,
    enabled: fleet !== undefined,
    clearOnKey: true,
  }).current;
  if (load.state === 'failed') return { state: 'unknown' };
  return load.state === 'loaded' ? load.data : undefined;
}
