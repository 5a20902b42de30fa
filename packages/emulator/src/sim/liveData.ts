/**
 * Builders for the live-data wire JSON (§2.1–2.3): GET /api/livedata/status and the /livedata
 * websocket frames. Key order is the device's; objects are built literally in that order.
 */
import type {
  DcChannelData,
  InverterLiveData,
  InverterLiveSummary,
  LiveData,
  LiveDataFrame,
  LiveDataHints,
  LiveDataTotal,
  LiveValue,
} from '@dtu-web/protocol';
import { hasFeature, type FirmwareRelease } from '@dtu-web/protocol';
import type { InverterState } from './state.ts';
import { round } from './view.ts';

const value = (v: number, u: string, d: number): LiveValue => ({ v, u, d });

/** §2.3: Power over effectively polled inverters; yields over inverters with poll_enable configured. */
export function buildTotal(states: readonly InverterState[]): LiveDataTotal {
  const polled = states.filter((s) => s.pollEnabled);
  const configured = states.filter((s) => s.pollEnableConfigured);
  return {
    Power: value(
      round(
        polled.reduce((sum, s) => sum + s.values.ac.power, 0),
        1,
      ),
      'W',
      polled.length > 0 ? 1 : 0,
    ),
    YieldDay: value(
      configured.reduce((sum, s) => sum + s.values.inv.yieldDay, 0),
      'Wh',
      0,
    ),
    YieldTotal: value(
      round(
        configured.reduce((sum, s) => sum + s.values.inv.yieldTotal, 0),
        3,
      ),
      'kWh',
      // The device's digits are the maximum over the summed inverters: 0 when there are none.
      configured.length > 0 ? 3 : 0,
    ),
  };
}

/** What differs between releases in these objects (firmware-versions.md §2.3). */
export interface LiveDialect {
  /** `data_age_ms` after `data_age` (v25.4.2+). */
  dataAgeMs: boolean;
}

/** v24.10.6's frames. */
export const V24_LIVE_DIALECT: LiveDialect = { dataAgeMs: false };

/** The live-data dialect of a release. */
export function liveDialectOf(release: FirmwareRelease): LiveDialect {
  return { dataAgeMs: hasFeature(release, 'dataAgeMs') };
}

/** The inverter fields common to both responses, in wire order. */
export function inverterSummary(
  state: InverterState,
  dialect: LiveDialect = V24_LIVE_DIALECT,
): InverterLiveSummary {
  const stats = state.radioStats;
  return {
    serial: state.serial,
    name: state.name,
    order: state.order,
    data_age: state.dataAge,
    ...(dialect.dataAgeMs ? { data_age_ms: state.dataAgeMs } : {}),
    poll_enabled: state.pollEnabled,
    reachable: state.reachable,
    producing: state.producing,
    limit_relative: state.limitRelative,
    limit_absolute: state.limitAbsolute,
    radio_stats: {
      tx_request: stats.tx_request,
      tx_re_request: stats.tx_re_request,
      rx_success: stats.rx_success,
      rx_fail_nothing: stats.rx_fail_nothing,
      rx_fail_partial: stats.rx_fail_partial,
      rx_fail_corrupt: stats.rx_fail_corrupt,
      rssi: stats.rssi,
    },
  };
}

/** One inverter with its AC, DC and INV channels and event count (§2.2). */
export function inverterDetail(
  state: InverterState,
  dialect: LiveDialect = V24_LIVE_DIALECT,
): InverterLiveData {
  const { ac, dc, inv } = state.values;
  const dcChannels: Record<string, DcChannelData> = {};
  dc.forEach((d, i) => {
    const maxPower = state.channels[i]?.max_power ?? 0;
    const channel: DcChannelData = {
      name: { u: state.channels[i]?.name ?? '' },
      Power: value(d.power, 'W', 1),
      Voltage: value(d.voltage, 'V', 1),
      Current: value(d.current, 'A', 2),
      YieldDay: value(d.yieldDay, 'Wh', 0),
      YieldTotal: value(d.yieldTotal, 'kWh', 3),
    };
    if (maxPower > 0) channel.Irradiation = { v: d.irradiation, u: '%', d: 3, max: maxPower };
    dcChannels[String(i)] = channel;
  });
  return {
    ...inverterSummary(state, dialect),
    AC: {
      '0': {
        Power: value(ac.power, 'W', 1),
        Voltage: value(ac.voltage, 'V', 1),
        Current: value(ac.current, 'A', 2),
        Frequency: value(ac.frequency, 'Hz', 2),
        PowerFactor: value(ac.powerFactor, '', 3),
        ReactivePower: value(ac.reactivePower, 'var', 1),
      },
    },
    DC: dcChannels,
    INV: {
      '0': {
        'Power DC': value(inv.powerDc, 'W', 1),
        YieldDay: value(inv.yieldDay, 'Wh', 0),
        YieldTotal: value(inv.yieldTotal, 'kWh', 3),
        Temperature: value(inv.temperature, '°C', 1),
        Efficiency: value(inv.efficiency, '%', 3),
      },
    },
    events: state.events,
  };
}

/** GET /api/livedata/status without `inv` (§2.1): every inverter, no channel data. */
export function buildLiveSummary(
  states: readonly InverterState[],
  hints: LiveDataHints,
  dialect: LiveDialect = V24_LIVE_DIALECT,
): LiveData {
  return {
    inverters: states.map((state) => inverterSummary(state, dialect)),
    total: buildTotal(states),
    hints: { ...hints },
  };
}

/**
 * GET /api/livedata/status?inv=<serial> and one websocket frame (§2.2, §2.4): that inverter with its
 * channels, or `inverters: []` when the serial is not a runtime inverter. Totals cover all inverters.
 */
export function buildLiveInverter(
  states: readonly InverterState[],
  serial: string,
  hints: LiveDataHints,
  dialect: LiveDialect = V24_LIVE_DIALECT,
): LiveDataFrame {
  const wanted = serial.toLowerCase();
  return liveFrame(
    states.find((s) => s.serial === wanted),
    buildTotal(states),
    hints,
    dialect,
  );
}

/** The frame of one inverter (none: `inverters: []`) with totals the caller built once for all frames. */
export function liveFrame(
  state: InverterState | undefined,
  total: LiveDataTotal,
  hints: LiveDataHints,
  dialect: LiveDialect = V24_LIVE_DIALECT,
): LiveDataFrame {
  return { inverters: state ? [inverterDetail(state, dialect)] : [], total, hints: { ...hints } };
}
