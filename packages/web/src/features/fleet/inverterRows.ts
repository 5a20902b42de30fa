import type { FleetGateway, FleetInverter, LiveValue } from '@dtu-web/protocol';
import { inverterState } from '../../lib/live/state.ts';
import { isCurrent, shapeOf } from './age.ts';

/**
 * What a row of the fleet's inverter table says of its inverter (issue 30), honest first: a gateway
 * offline, its data outdated or not yet reported since a restart, an inverter asleep at night — none
 * shows as producing, and none shows a power.
 */
export type RowStatus =
  'producing' | 'idle' | 'unreachable' | 'disabled' | 'asleep' | 'stale' | 'waiting' | 'offline';

/** Producing first, then what needs a look, then what is fine to be quiet (sorting by status). */
const STATUS_RANK: Record<RowStatus, number> = {
  producing: 0,
  idle: 1,
  unreachable: 2,
  offline: 3,
  stale: 4,
  waiting: 5,
  disabled: 6,
  asleep: 7,
};

export interface InverterRow {
  key: string;
  gatewayId: string;
  /** Its name, with its id when another gateway has the same name. */
  gatewayName: string;
  /** The gateway's place on the page, then the inverter's on its gateway (the unsorted order). */
  place: number;
  serial: string;
  name: string;
  status: RowStatus;
  /** W now; null when it does not describe the plant now. */
  power: number | null;
  /** Wh today; null when unknown (or of a day that is over). */
  yieldDay: number | null;
  /** The yield is the last known one, not current. */
  lastKnown: boolean;
  /** kWh per kWp today; null when the installed watts of a string are not set. */
  specific: number | null;
}

const TO_W: Record<string, number> = { W: 1, kW: 1000 };
const TO_WH: Record<string, number> = { Wh: 1, kWh: 1000, MWh: 1_000_000 };

function scaled(value: LiveValue | undefined, factors: Record<string, number>): number | null {
  const factor = value && factors[value.u];
  return value === undefined || factor === undefined ? null : value.v * factor;
}

/** Installed watts of an inverter, only when every string has them set (a missing one would inflate). */
export function installedWp(inverter: Pick<FleetInverter, 'installed_wp'>): number | null {
  const strings = inverter.installed_wp;
  if (strings.length === 0 || strings.some((wp) => !(wp > 0))) return null;
  return strings.reduce((sum, wp) => sum + wp, 0);
}

export interface RowContext {
  /** The companion still answers. */
  reachable: boolean;
  /** Seconds since a gateway's freshest data, counted up to now. */
  age: (gateway: FleetGateway) => number;
  /** Night at the gateway (inverters asleep): known from its sun times. */
  night: (gateway: FleetGateway) => boolean;
}

function statusOf(gateway: FleetGateway, inverter: FleetInverter, context: RowContext): RowStatus {
  const shape = shapeOf(gateway, context.reachable);
  if (shape === 'offline') return 'offline';
  if (shape !== 'current') return 'waiting';
  if (!isCurrent(context.reachable && gateway.online, context.age(gateway))) return 'stale';
  const state = inverterState(inverter);
  if (state === 'disabled') return 'disabled';
  if (state !== 'producing' && context.night(gateway)) return 'asleep';
  return state;
}

/**
 * What to call each gateway where they stand side by side: its name, with its id after it when another
 * gateway has the same name (gateways left at their factory host name all read "OpenDTU-…").
 */
export function gatewayLabels(gateways: readonly Pick<FleetGateway, 'id' | 'name'>[]): Map<string, string> {
  const counts = new Map<string, number>();
  for (const { name } of gateways) counts.set(name, (counts.get(name) ?? 0) + 1);
  return new Map(
    gateways.map(({ id, name }) => [
      id,
      (counts.get(name) ?? 0) > 1 && name !== id ? `${name} (${id})` : name,
    ]),
  );
}

/** A row per inverter of every gateway this login opens (a locked gateway has none to show). */
export function inverterRows(gateways: readonly FleetGateway[], context: RowContext): InverterRow[] {
  const rows: InverterRow[] = [];
  const labels = gatewayLabels(gateways);
  gateways.forEach((gateway, index) => {
    if (gateway.locked) return;
    for (const inverter of gateway.inverter_list ?? []) {
      const status = statusOf(gateway, inverter, context);
      const current = status === 'producing' || status === 'idle' || status === 'asleep';
      // A day that is over leaves the gateway's total: its inverters' last yields are not today's.
      const today = current || gateway.total?.YieldDay !== undefined;
      const yieldDay = today ? scaled(inverter.YieldDay, TO_WH) : null;
      const wp = installedWp(inverter);
      rows.push({
        key: `${gateway.id}/${inverter.serial}`,
        gatewayId: gateway.id,
        gatewayName: labels.get(gateway.id) ?? gateway.name,
        place: index * 1000 + inverter.order,
        serial: inverter.serial,
        name: inverter.name,
        status,
        power: status === 'producing' || status === 'idle' ? scaled(inverter.Power, TO_W) : null,
        yieldDay,
        lastKnown: !current && yieldDay !== null,
        specific: yieldDay !== null && wp !== null ? yieldDay / wp : null,
      });
    }
  });
  return rows;
}

export type SortColumn = 'gateway' | 'name' | 'power' | 'yieldDay' | 'specific' | 'status';
export interface Sort {
  column: SortColumn;
  ascending: boolean;
}

/**
 * The rows sorted by a column; unknown values ("–") always last, whatever the direction, and ties in
 * the page's own order.
 */
export function sortRows(rows: readonly InverterRow[], sort: Sort, locale: string): InverterRow[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const sign = sort.ascending ? 1 : -1;
  const compare = (a: InverterRow, b: InverterRow): number => {
    switch (sort.column) {
      case 'gateway':
        return collator.compare(a.gatewayName, b.gatewayName);
      case 'name':
        return collator.compare(a.name, b.name);
      case 'status':
        return STATUS_RANK[a.status] - STATUS_RANK[b.status];
      default: {
        const left = a[sort.column];
        const right = b[sort.column];
        if (left === null || right === null) return 0;
        return left - right;
      }
    }
  };
  const unknown = (row: InverterRow): boolean =>
    (sort.column === 'power' || sort.column === 'yieldDay' || sort.column === 'specific') &&
    row[sort.column] === null;
  return [...rows].sort(
    (a, b) => Number(unknown(a)) - Number(unknown(b)) || sign * compare(a, b) || a.place - b.place,
  );
}
