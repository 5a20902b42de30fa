/**
 * What the companion and the emulator add under /api/x/ (shared/spec/companion-api.md): gateway info,
 * history and several gateways. Names follow the contract; they may grow, never change.
 */
import type { LiveDataTotal } from './livedata.ts';

/** Our own error codes (companion-api §0), answered in the device's `{type,message,code}` form. */
export const CompanionCode = {
  BadParameter: 90001,
  UnknownGateway: 90002,
  RangeTooLarge: 90003,
  HistoryNotRecorded: 90004,
} as const;
export type CompanionCode = (typeof CompanionCode)[keyof typeof CompanionCode];

/** A gateway id: what `--device <id>=<url>` accepts and `/g/<id>/` carries (companion-api §3). */
export const GATEWAY_ID_PATTERN = /^[a-z0-9-]{1,32}$/;

/** The emulator lists itself as one gateway with this id (companion-api §1). */
export const SIMULATED_GATEWAY_ID = 'sim';

/** A bare `--device URL` gets this id (companion-api §3). */
export const DEFAULT_GATEWAY_ID = 'gateway';

/** Prefix of every per-gateway path: `/g/<id>/api/…`, `/g/<id>/livedata`, `/g/<id>/console`. */
export const GATEWAY_PATH_PREFIX = '/g/';

export interface GatewayInfo {
  id: string;
  name: string;
  origin: string;
}

/** GET /api/x/info (§1). A firmware-served app gets index.html instead: "no companion here". */
export interface CompanionInfo {
  version: string;
  history: boolean;
  gateways: GatewayInfo[];
}

/** `[time ms, AC W, [DC W per string]]` (§2 power). */
export type PowerPoint = [number, number, number[]];

export interface InverterPowerSeries {
  serial: string;
  name: string;
  strings: string[];
  points: PowerPoint[];
}

/** GET /api/x/history/power?gateway=&day= (§2). */
export interface PowerHistory {
  gateway: string;
  day: string;
  tz: string;
  /** 0: every recorded sample; 300: 5-minute means (older days). */
  resolution_s: number;
  inverters: InverterPowerSeries[];
}

export type EnergyStep = 'day' | 'month' | 'year';

export interface InverterEnergy {
  wh: number;
  max_w: number;
  strings_wh: number[];
}

export interface EnergyRow {
  /** `YYYY-MM-DD`, `YYYY-MM` or `YYYY`, in the gateway's local calendar. */
  period: string;
  wh: number;
  max_w: number;
  repaired: boolean;
  inverters: Record<string, InverterEnergy>;
}

/** GET /api/x/history/energy?gateway=&from=&to=&step= (§2). */
export interface EnergyHistory {
  gateway: string;
  step: EnergyStep;
  rows: EnergyRow[];
}

export type ExportFormat = 'csv' | 'json';
export type ExportResolution = 'sample' | '5min' | 'day';

export type StringHealthFlag = 'low' | 'silent';

export interface StringHealth {
  serial: string;
  /** The string's number, 1-based as the device shows DC channels. */
  string: number;
  name: string;
  wh_per_wp: number;
  siblings_wh_per_wp: number;
  ratio: number;
  flag: StringHealthFlag | null;
}

/** GET /api/x/history/health?gateway=&days= (§2). */
export interface HistoryHealth {
  strings: StringHealth[];
}

/** POST /api/x/history/import?gateway= (§2). */
export interface HistoryImportResult {
  type: 'success';
  imported: number;
  skipped: number;
}

export interface FleetGateway {
  id: string;
  name: string;
  online: boolean;
  data_age_s: number;
  total: LiveDataTotal;
  inverters: number;
  producing: number;
}

/** GET /api/x/fleet (§3): the total sums the online gateways only. */
export interface FleetStatus {
  gateways: FleetGateway[];
  total: LiveDataTotal;
}
