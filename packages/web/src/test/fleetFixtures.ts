import type { FleetGateway, FleetInverter, FleetStatus } from '@dtu-web/protocol';

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

/** A gateway's card of GET /api/x/fleet, online and reported: `power` W, 4× that in Wh today. */
export function cardGateway(
  id: string,
  name: string,
  power: number,
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
      Power: { v: power, u: 'W', d: 1 },
      YieldDay: { v: power * 4, u: 'Wh', d: 0 },
      YieldTotal: { v: power / 10, u: 'kWh', d: 3 },
    },
    inverters: 2,
    producing: 2,
    ...extra,
  };
}

/** Three gateways online (Home, Garage, shed), their total the companion's sum. */
export const ALL_ONLINE: FleetStatus = {
  gateways: [
    cardGateway('home', 'Home', 1200.5),
    cardGateway('garage', 'Garage', 800),
    cardGateway('shed', 'shed', 99.25),
  ],
  total: {
    Power: { v: 2099.75, u: 'W', d: 1 },
    YieldDay: { v: 8399, u: 'Wh', d: 0 },
    YieldTotal: { v: 209.975, u: 'kWh', d: 3 },
    last_known: [],
    left_out: [],
  },
};
