// Synthetic live data in the device's exact shape (device-api §2): 10 HM-1500-style inverters with 4
// strings each, values drifting from frame to frame, for the live-view bench.

const value = (v: number, u: string, d: number) => ({ v: Number(v.toFixed(d)), u, d });

export const INVERTERS = 10;
export const STRINGS = 4;

export function serialOf(index: number): string {
  return `1161801234${String(index).padStart(2, '0')}`;
}

function summary(index: number, dataAge: number) {
  return {
    serial: serialOf(index),
    name: `Inverter ${index + 1}`,
    order: index,
    data_age: dataAge,
    poll_enabled: true,
    reachable: true,
    producing: true,
    limit_relative: 100,
    limit_absolute: 1500,
    radio_stats: {
      tx_request: 100,
      tx_re_request: 1,
      rx_success: 99,
      rx_fail_nothing: 1,
      rx_fail_partial: 0,
      rx_fail_corrupt: 0,
      rssi: -62,
    },
  };
}

function detail(index: number, step: number) {
  const wave = (offset: number) => 0.8 + 0.2 * Math.sin((step + offset * 7) / 5);
  const strings = Array.from({ length: STRINGS }, (_, n) => 300 * wave(index + n));
  const dc = Object.fromEntries(
    strings.map((power, n) => [
      String(n),
      {
        name: { u: `String ${n + 1}` },
        Power: value(power, 'W', 1),
        Voltage: value(30 + power / 50, 'V', 1),
        Current: value(power / (30 + power / 50), 'A', 2),
        YieldDay: value(1000 + step, 'Wh', 0),
        YieldTotal: value(1234.5 + step / 1000, 'kWh', 3),
        Irradiation: { ...value((power / 410) * 100, '%', 3), max: 410 },
      },
    ]),
  );
  const dcPower = strings.reduce((sum, power) => sum + power, 0);
  const acPower = dcPower * 0.96;
  return {
    ...summary(index, 0),
    AC: {
      '0': {
        Power: value(acPower, 'W', 1),
        Voltage: value(230 + wave(index) * 2, 'V', 1),
        Current: value(acPower / 230, 'A', 2),
        Frequency: value(50 + (wave(index) - 0.8) / 10, 'Hz', 2),
        PowerFactor: value(0.999, '', 3),
        ReactivePower: value(3.1, 'var', 1),
      },
    },
    DC: dc,
    INV: {
      '0': {
        'Power DC': value(dcPower, 'W', 1),
        YieldDay: value(4000 + step, 'Wh', 0),
        YieldTotal: value(4938 + step / 1000, 'kWh', 3),
        Temperature: value(38 + wave(index), '°C', 1),
        Efficiency: value(96, '%', 3),
      },
    },
    events: 2,
  };
}

function total(step: number) {
  return {
    Power: value(10_000 + 500 * Math.sin(step / 9), 'W', 1),
    YieldDay: value(40_000 + step * 10, 'Wh', 0),
    YieldTotal: value(49_380 + step / 100, 'kWh', 3),
  };
}

const hints = { time_sync: false, radio_problem: false, default_password: false };

/** GET /api/livedata/status: every inverter without channel data. */
export function statusJson(): string {
  return JSON.stringify({
    inverters: Array.from({ length: INVERTERS }, (_, index) => summary(index, 1)),
    total: total(0),
    hints,
  });
}

/** One websocket frame (= GET `?inv=`): frame `step` is for inverter `step % 10`. */
export function frameJson(step: number, index = step % INVERTERS): string {
  return JSON.stringify({ inverters: [detail(index, step)], total: total(step), hints });
}

/** A value no GET answers with: the first inverter's temperature in the frame `websocketOnlyFrame` sends. */
export const WEBSOCKET_ONLY_TEMPERATURE = 88.8;

/** The first inverter with a temperature only the websocket brings, and the status GET's total power. */
export function websocketOnlyFrame(): string {
  const frame = detail(0, 1);
  frame.INV['0'].Temperature = value(WEBSOCKET_ONLY_TEMPERATURE, '°C', 1);
  return JSON.stringify({ inverters: [frame], total: total(0), hints });
}
