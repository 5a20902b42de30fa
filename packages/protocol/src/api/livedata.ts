/** /api/livedata/status and the /livedata websocket (device-api §2). */

/** One measured value: value, unit, digits. */
export interface LiveValue {
  v: number;
  u: string;
  d: number;
}

/** DC Irradiation carries the channel's max_power. */
export interface IrradiationValue extends LiveValue {
  max: number;
}

export interface RadioStats {
  tx_request: number;
  tx_re_request: number;
  rx_success: number;
  rx_fail_nothing: number;
  rx_fail_partial: number;
  rx_fail_corrupt: number;
  /** dBm of the last packet; -127 until the first. */
  rssi: number;
}

/** AC."0": Power, Voltage, Current, Frequency, PowerFactor, ReactivePower. */
export interface AcChannelData {
  Power: LiveValue;
  Voltage: LiveValue;
  Current: LiveValue;
  Frequency: LiveValue;
  PowerFactor: LiveValue;
  ReactivePower: LiveValue;
}

/** DC."<n>": name, Power, Voltage, Current, YieldDay, YieldTotal, Irradiation (only if max_power > 0). */
export interface DcChannelData {
  name: { u: string };
  Power: LiveValue;
  Voltage: LiveValue;
  Current: LiveValue;
  YieldDay: LiveValue;
  YieldTotal: LiveValue;
  Irradiation?: IrradiationValue;
}

/** INV."0": "Power DC", YieldDay, YieldTotal, Temperature, Efficiency. */
export interface InvChannelData {
  'Power DC': LiveValue;
  YieldDay: LiveValue;
  YieldTotal: LiveValue;
  Temperature: LiveValue;
  Efficiency: LiveValue;
}

/** Inverter entry of the summary (GET without `inv`). */
export interface InverterLiveSummary {
  serial: string;
  name: string;
  order: number;
  /** Seconds since the last statistics packet (uptime if none yet). */
  data_age: number;
  /** v25.4.2+: milliseconds since the last answer (firmware-versions.md §2.3). */
  data_age_ms?: number;
  poll_enabled: boolean;
  reachable: boolean;
  producing: boolean;
  limit_relative: number;
  /** W, or -1 when max power is unknown. */
  limit_absolute: number;
  radio_stats: RadioStats;
}

/** Inverter entry with channel data (GET `?inv=` and every websocket frame). */
export interface InverterLiveData extends InverterLiveSummary {
  AC: Record<string, AcChannelData>;
  DC: Record<string, DcChannelData>;
  INV: Record<string, InvChannelData>;
  /** Event-log entry count 0..15. */
  events: number;
}

export interface LiveDataTotal {
  Power: LiveValue;
  YieldDay: LiveValue;
  YieldTotal: LiveValue;
}

export interface LiveDataHints {
  /** true when local time is NOT set. */
  time_sync: boolean;
  radio_problem: boolean;
  default_password: boolean;
  /** v25.1.14+: a generic build without a device profile chosen (firmware-versions.md §2.3). */
  pin_mapping_issue?: boolean;
}

/** GET /api/livedata/status and websocket frames; channel data only with `?inv=` / on the socket. */
export interface LiveData {
  inverters: (InverterLiveSummary | InverterLiveData)[];
  total: LiveDataTotal;
  hints: LiveDataHints;
}

/** A websocket frame: exactly one inverter with channel data. */
export interface LiveDataFrame {
  inverters: InverterLiveData[];
  total: LiveDataTotal;
  hints: LiveDataHints;
}
