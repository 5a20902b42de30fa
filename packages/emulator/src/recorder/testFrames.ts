/** Test helper: live-data frames (device-api §2.4) of one two-string inverter with chosen values. */
import type { LiveDataFrame } from '@dtu-web/protocol';

export interface FrameValues {
  serial?: string;
  /** AC power, W. */
  ac: number;
  /** YieldDay of the inverter, Wh (split evenly over the two strings). */
  yieldDay: number;
  /** YieldTotal of the inverter, kWh (split evenly). */
  yieldTotal: number;
  dataAge?: number;
  reachable?: boolean;
  rxSuccess?: number;
}

const v = (value: number, u: string, d: number) => ({ v: value, u, d });

export function frame(values: FrameValues): LiveDataFrame {
  const half = (x: number, d: number) => Math.round((x / 2) * 10 ** d) / 10 ** d;
  const dc = (name: string) => ({
    name: { u: name },
    Power: v(half(values.ac * 1.04, 1), 'W', 1),
    Voltage: v(34, 'V', 1),
    Current: v(1, 'A', 2),
    YieldDay: v(half(values.yieldDay, 0), 'Wh', 0),
    YieldTotal: v(half(values.yieldTotal, 3), 'kWh', 3),
    Irradiation: { v: 50, u: '%', d: 3, max: 400 },
  });
  return {
    inverters: [
      {
        serial: values.serial ?? '114190123456',
        name: 'Balcony',
        order: 0,
        data_age: values.dataAge ?? 0,
        poll_enabled: true,
        reachable: values.reachable ?? true,
        producing: values.ac > 0,
        limit_relative: 100,
        limit_absolute: 800,
        radio_stats: {
          tx_request: 1,
          tx_re_request: 0,
          rx_success: values.rxSuccess ?? 1,
          rx_fail_nothing: 0,
          rx_fail_partial: 0,
          rx_fail_corrupt: 0,
          rssi: -60,
        },
        AC: {
          '0': {
            Power: v(values.ac, 'W', 1),
            Voltage: v(230, 'V', 1),
            Current: v(values.ac / 230, 'A', 2),
            Frequency: v(50, 'Hz', 2),
            PowerFactor: v(1, '', 3),
            ReactivePower: v(0, 'var', 1),
          },
        },
        DC: { '0': dc('Left'), '1': dc('Right') },
        INV: {
          '0': {
            'Power DC': v(values.ac * 1.04, 'W', 1),
            YieldDay: v(values.yieldDay, 'Wh', 0),
            YieldTotal: v(values.yieldTotal, 'kWh', 3),
            Temperature: v(30, '°C', 1),
            Efficiency: v(96, '%', 3),
          },
        },
        events: 1,
      },
    ],
    total: {
      Power: v(values.ac, 'W', 1),
      YieldDay: v(values.yieldDay, 'Wh', 0),
      YieldTotal: v(values.yieldTotal, 'kWh', 3),
    },
    hints: { time_sync: false, radio_problem: false, default_password: true },
  };
}
