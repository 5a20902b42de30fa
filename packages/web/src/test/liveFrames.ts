import type { InverterLiveData, LiveData, LiveDataHints, LiveDataTotal } from '@dtu-web/protocol';

// Wire-shaped test data (device-api §2) for the live store, link and view tests.
const value = (v: number, u: string, d: number) => ({ v, u, d });

export const hints = (over: Partial<LiveDataHints> = {}): LiveDataHints => ({
  time_sync: false,
  radio_problem: false,
  default_password: false,
  ...over,
});

export const total = (power = 100): LiveDataTotal => ({
  Power: value(power, 'W', 1),
  YieldDay: value(1234, 'Wh', 0),
  YieldTotal: value(2345.678, 'kWh', 3),
});

export function inverter(serial: string, over: Partial<InverterLiveData> = {}): InverterLiveData {
  return {
    serial,
    name: `Inverter ${serial}`,
    order: 0,
    data_age: 0,
    poll_enabled: true,
    reachable: true,
    producing: true,
    limit_relative: 100,
    limit_absolute: 1500,
    radio_stats: {
      tx_request: 1,
      tx_re_request: 0,
      rx_success: 1,
      rx_fail_nothing: 0,
      rx_fail_partial: 0,
      rx_fail_corrupt: 0,
      rssi: -60,
    },
    AC: {
      '0': {
        Power: value(228.4, 'W', 1),
        Voltage: value(231.2, 'V', 1),
        Current: value(0.99, 'A', 2),
        Frequency: value(49.99, 'Hz', 2),
        PowerFactor: value(1, '', 3),
        ReactivePower: value(0.3, 'var', 1),
      },
    },
    DC: {
      '0': {
        name: { u: 'East' },
        Power: value(120.5, 'W', 1),
        Voltage: value(33.4, 'V', 1),
        Current: value(3.61, 'A', 2),
        YieldDay: value(612, 'Wh', 0),
        YieldTotal: value(1180.325, 'kWh', 3),
        Irradiation: { ...value(30.125, '%', 3), max: 400 },
      },
      '1': {
        name: { u: '' },
        Power: value(115, 'W', 1),
        Voltage: value(32.9, 'V', 1),
        Current: value(3.5, 'A', 2),
        YieldDay: value(598, 'Wh', 0),
        YieldTotal: value(1165.004, 'kWh', 3),
      },
    },
    INV: {
      '0': {
        'Power DC': value(235.5, 'W', 1),
        YieldDay: value(1210, 'Wh', 0),
        YieldTotal: value(2345.329, 'kWh', 3),
        Temperature: value(38.2, '°C', 1),
        Efficiency: value(96.985, '%', 3),
      },
    },
    events: 3,
    ...over,
  };
}

export const frame = (inv: InverterLiveData, power = 100): LiveData => ({
  inverters: [inv],
  total: total(power),
  hints: hints(),
});

/** The GET summary: the inverters without channel data. */
export function status(...inverters: InverterLiveData[]): LiveData {
  return {
    inverters: inverters.map(({ AC: _ac, DC: _dc, INV: _inv, events: _events, ...summary }) => summary),
    total: total(),
    hints: hints(),
  };
}
