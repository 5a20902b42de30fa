import type { FleetGateway, FleetInverter } from '@dtu-web/protocol';

/** An inverter of a fleet gateway (GET /api/x/fleet `inverter_list`), producing 300 W on two 400 Wp strings. */
export function inverter(serial: string, order: number, extra: Partial<FleetInverter> = {}): FleetInverter {
  return {
    serial,
    name: `Inverter ${serial}`,
    order,
    poll_enabled: true,
    reachable: true,
    producing: true,
    data_age: 2,
    Power: { v: 300, u: 'W', d: 1 },
    YieldDay: { v: 1500, u: 'Wh', d: 0 },
    installed_wp: [400, 400],
    ...extra,
  };
}

/** An open, online, reported gateway of the fleet with these inverters. */
export function fleetGateway(
  id: string,
  name: string,
  list: FleetInverter[],
  extra: Partial<FleetGateway> = {},
): FleetGateway {
  return {
    id,
    name,
    own_name: null,
    locked: false,
    login: 'none',
    online: true,
    reported: true,
    last_known: false,
    data_age_s: 3,
    total: {
      Power: { v: 600, u: 'W', d: 1 },
      YieldDay: { v: 3000, u: 'Wh', d: 0 },
      YieldTotal: { v: 12, u: 'kWh', d: 3 },
    },
    inverters: list.length,
    producing: list.filter((each) => each.producing).length,
    inverter_list: list,
    ...extra,
  };
}
