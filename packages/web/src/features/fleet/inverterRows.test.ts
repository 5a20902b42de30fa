import { describe, expect, it } from 'vitest';
import { fleetGateway, inverter } from '../../test/fleetFixtures.ts';
import { inverterRows, sortRows, type RowContext } from './inverterRows.ts';

const DAY: RowContext = { reachable: true, age: (gateway) => gateway.data_age_s ?? 0, night: () => false };

describe('the fleet’s inverter rows', () => {
  it('lists every inverter of every open gateway, a locked gateway’s none', () => {
    const rows = inverterRows(
      [
        fleetGateway('home', 'Home', [inverter('a', 0), inverter('b', 1)]),
        fleetGateway('barn', 'Barn', [], { locked: true, inverter_list: undefined, total: undefined }),
        fleetGateway('garage', 'Garage', [inverter('c', 0)]),
      ],
      DAY,
    );
    expect(rows.map((row) => [row.gatewayName, row.name])).toEqual([
      ['Home', 'Inverter a'],
      ['Home', 'Inverter b'],
      ['Garage', 'Inverter c'],
    ]);
  });

  it('says producing, not producing and unreachable by day, power only when it describes now', () => {
    const rows = inverterRows(
      [
        fleetGateway('home', 'Home', [
          inverter('a', 0),
          inverter('b', 1, { producing: false, Power: { v: 0, u: 'W', d: 1 } }),
          inverter('c', 2, { reachable: false, producing: false }),
          inverter('d', 3, { poll_enabled: false, producing: false }),
        ]),
      ],
      DAY,
    );
    expect(rows.map((row) => [row.status, row.power])).toEqual([
      ['producing', 300],
      ['idle', 0],
      ['unreachable', null],
      ['disabled', null],
    ]);
  });

  it('says asleep at night for inverters not producing, never unreachable or a fault', () => {
    const rows = inverterRows(
      [fleetGateway('home', 'Home', [inverter('a', 0, { reachable: false, producing: false })])],
      { ...DAY, night: () => true },
    );
    expect(rows[0]).toMatchObject({ status: 'asleep', power: null, yieldDay: 1500, lastKnown: false });
  });

  it('marks an offline gateway’s inverters as such: no power, today’s yield as last known', () => {
    const offline = fleetGateway('home', 'Home', [inverter('a', 0)], {
      online: false,
      reported: false,
      last_known: true,
    });
    expect(inverterRows([offline], DAY)[0]).toMatchObject({
      status: 'offline',
      power: null,
      yieldDay: 1500,
      lastKnown: true,
    });
    // Once its day is over (the companion drops the day's yield), the last yield is not today's.
    const overnight = { ...offline, total: { YieldTotal: { v: 12, u: 'kWh', d: 3 } } };
    expect(inverterRows([overnight], DAY)[0]).toMatchObject({ yieldDay: null, specific: null });
  });

  it('never shows outdated or not yet reported data as producing', () => {
    const list = [inverter('a', 0)];
    const stale = inverterRows([fleetGateway('home', 'Home', list, { data_age_s: 60 })], DAY)[0];
    expect(stale).toMatchObject({ status: 'stale', power: null });
    const gone = inverterRows([fleetGateway('home', 'Home', list)], { ...DAY, reachable: false })[0];
    expect(gone).toMatchObject({ status: 'offline', power: null });
    const restarted = fleetGateway('home', 'Home', list, { reported: false, last_known: true });
    expect(inverterRows([restarted], DAY)[0]).toMatchObject({ status: 'waiting', power: null });
  });

  it('gives kWh per kWp only when every string’s installed watts are set', () => {
    const rows = inverterRows(
      [
        fleetGateway('home', 'Home', [
          inverter('a', 0),
          inverter('b', 1, { installed_wp: [400, 0] }),
          inverter('c', 2, { installed_wp: [] }),
          inverter('d', 3, { YieldDay: { v: 2.4, u: 'kWh', d: 3 } }),
        ]),
      ],
      DAY,
    );
    expect(rows.map((row) => row.specific)).toEqual([1500 / 800, null, null, 2400 / 800]);
  });
});

it('adds the id to a gateway’s name where another gateway has the same', () => {
  const rows = inverterRows(
    [
      fleetGateway('home', 'OpenDTU-1A2B', [inverter('a', 0)]),
      fleetGateway('garage', 'OpenDTU-1A2B', [inverter('b', 0)]),
      fleetGateway('shed', 'Shed', [inverter('c', 0)]),
    ],
    DAY,
  );
  expect(rows.map((row) => row.gatewayName)).toEqual([
    'OpenDTU-1A2B (home)',
    'OpenDTU-1A2B (garage)',
    'Shed',
  ]);
});

describe('sorting the rows', () => {
  const rows = inverterRows(
    [
      fleetGateway('home', 'Home', [
        inverter('a', 0, { name: 'West', Power: { v: 120, u: 'W', d: 1 } }),
        inverter('b', 1, { name: 'East', reachable: false, producing: false }),
      ]),
      fleetGateway('garage', 'Garage', [
        inverter('c', 0, { name: 'Roof', Power: { v: 1.2, u: 'kW', d: 3 } }),
        inverter('d', 1, { name: 'Carport', Power: { v: 40, u: 'W', d: 1 } }),
      ]),
    ],
    DAY,
  );
  const names = (column: Parameters<typeof sortRows>[1]['column'], ascending: boolean) =>
    sortRows(rows, { column, ascending }, 'en').map((row) => row.name);

  it('sorts power by watts whatever the unit sent, the unknown last in both directions', () => {
    expect(names('power', false)).toEqual(['Roof', 'West', 'Carport', 'East']);
    expect(names('power', true)).toEqual(['Carport', 'West', 'Roof', 'East']);
  });

  it('sorts by gateway name keeping each gateway’s own order, and by inverter name', () => {
    expect(names('gateway', true)).toEqual(['Roof', 'Carport', 'West', 'East']);
    expect(names('name', true)).toEqual(['Carport', 'East', 'Roof', 'West']);
    expect(names('name', false)).toEqual(['West', 'Roof', 'East', 'Carport']);
  });

  it('sorts by status, producing first', () => {
    expect(names('status', false)[0]).toBe('East');
    expect(names('status', true).at(-1)).toBe('East');
  });
});
