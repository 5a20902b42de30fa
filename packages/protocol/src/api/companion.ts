/**
 * What the companion and the emulator add under /api/x/ (shared/spec/companion-api.md): gateway info,
 * history and several gateways. Names follow the contract; they may grow, never change.
 */
import type { InverterLiveSummary, LiveValue } from './livedata.ts';

/** Our own error codes (companion-api §0), answered in the device's `{type,message,code}` form. */
export const CompanionCode = {
  BadParameter: 90001,
  UnknownGateway: 90002,
  RangeTooLarge: 90003,
  HistoryNotRecorded: 90004,
  /** Issue 30: too many failed logins from one client (HTTP 429 with Retry-After). */
  TooManyLogins: 90007,
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

/**
 * How the request's login stands with one gateway (issue 30 "one sign-in"; companion-api §3): the
 * companion asks each gateway with the login the request carried (never with one it was not given).
 * - `none`: the request carried no login;
 * - `opens`: the gateway accepts it as its admin login (reads and writes);
 * - `refused`: the gateway refuses it (a wrong password for this gateway);
 * - `unknown`: the gateway could not be asked (it is away) and never judged this login.
 */
export type GatewayLogin = 'none' | 'opens' | 'refused' | 'unknown';

/**
 * A gateway as the request sees it (issue 30). `locked`: the request's login does not open this
 * gateway for reading (its read-only access is off, and the login is missing or refused — or the
 * gateway is away and never judged it): it is listed by id and name only, its values left out. Each
 * gateway is judged by its own rule: a locked one never hides the others.
 */
export interface GatewayAccess {
  locked: boolean;
  login: GatewayLogin;
}

export interface GatewayInfo {
  id: string;
  /** What to call it: the name its owner gave it in the companion, else its host name, else its id. */
  name: string;
  origin: string;
  /**
   * Extension (issue 30): the name set in the companion (`POST /api/x/gateways/name`), null when none.
   * Absent where names cannot be set (the emulator).
   */
  own_name?: string | null;
  /** Extension (issue 30): absent means not locked (the emulator; an older companion). */
  locked?: boolean;
  /** Extension (issue 30): absent from the emulator and older companions. */
  login?: GatewayLogin;
  /**
   * Extension (issue 28): the gateway's firmware as it reports it (`/api/system/status` `git_hash`, e.g.
   * "v26.3.30"); null while it has not been read.
   */
  firmware?: string | null;
  /**
   * Extension of §1 (issue 29): the recorder's local day for this gateway, by the recorder's clock —
   * "today" for History. Always sent by the companion and the emulator of this version; absent only from
   * older ones (then fall back to the gateway's clock).
   */
  today?: string;
  /**
   * Extension of §1: the POSIX time zone the recorder files this gateway's days in; null = not known (the
   * gateway's zone is not readable: days are recorded in UTC, say so).
   */
  tz?: string | null;
  /**
   * Extension of §1: the gateway's clock minus the recorder's, in seconds (from `/api/ntp/status`
   * `ntp_localtime`, rounded); null when unknown. More than CLOCK_OFFSET_WARN_S either way: show it.
   */
  clock_offset_s?: number | null;
}

/** A gateway clock further off the recorder's than this (seconds, either way) is shown as wrong. */
export const CLOCK_OFFSET_WARN_S = 120;

/**
 * GET /api/x/info (§1). A firmware-served app gets index.html instead: "no companion here". The
 * companion answers 200 to everyone (issue 30): a gateway the request's login does not open is listed
 * with `locked: true`; with an `Authorization` header each gateway says whether that login opens it.
 */
export interface CompanionInfo {
  version: string;
  history: boolean;
  gateways: GatewayInfo[];
}

/** Longest display name the companion keeps for a gateway (characters). */
export const GATEWAY_NAME_MAX = 40;

/**
 * POST /api/x/gateways/name?gateway=<id> (issue 30), admin of that gateway, form field `data`:
 * `{"name":"Garage roof"}`; an empty name goes back to the gateway's host name. Kept in the companion's
 * data directory. A name that is no string, longer than GATEWAY_NAME_MAX or holds control characters
 * answers 90001.
 */
export interface GatewayNameRequest {
  name: string;
}

export interface GatewayNameResult {
  type: 'success';
  message: string;
  /** The gateway as listed from now on. */
  gateway: { id: string; name: string; own_name: string | null };
}

/** `[time ms, AC W, [DC W per string]]` (§2 power). */
export type PowerPoint = [number, number, number[]];

/**
 * `[from ms, to ms]`: a stretch of the day between two points where data is missing although the
 * inverter was reporting around it (the recorder or the gateway was down, the inverter unreachable).
 * Clients draw it as a hole, never as a line. Extension of §2: points further apart than the
 * series' usual spacing (at least 5 min, 15 min for 5-minute means) are a hole.
 */
export type PowerHole = [number, number];

export interface InverterPowerSeries {
  serial: string;
  name: string;
  strings: string[];
  points: PowerPoint[];
  /** Extension of §2: where the curve has a hole (oldest first, inside the day). */
  holes: PowerHole[];
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
  /** Extension of §2: counter glitches repaired in the period (a reboot's zero, a jump, a day counter). */
  glitches: number;
  /** Extension of §2: some of the period's energy comes from an import (POST …/import), not a recording. */
  imported: boolean;
  /**
   * Extension of §2 (issue 29): some of the period's energy was seeded, not recorded — the recorder
   * started during a day and took what the day had made so far from the inverter's YieldDay in its first
   * answer. Such a day's curve starts when recording started; its energy is the gateway's own count.
   * Always sent by this version (optional in the type so older fixtures and companions still fit).
   */
  seeded?: boolean;
  inverters: Record<string, InverterEnergy>;
}

/** GET /api/x/history/energy?gateway=&from=&to=&step= (§2). */
export interface EnergyHistory {
  gateway: string;
  step: EnergyStep;
  rows: EnergyRow[];
  /**
   * Extension of §2 (issue 29): installed watts per string of each inverter recorded (device-api
   * `max_power` of the string, in string order; 0 = not set), for kWh per kWp (domain/specificYield.ts).
   * Always sent by this version (optional in the type so older fixtures still fit).
   */
  installed_wp?: Record<string, number[]>;
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
  /** Extension of §2: installed watts (device-api `max_power` of the string; 0 = not set, no ratio). */
  wp: number;
  /** Extension of §2: the string's energy over the period. */
  wh: number;
  /** Extension of §2: the same ratio over the `days` before the period ("its own earlier ratio"); null without data. */
  earlier_ratio: number | null;
}

/**
 * GET /api/x/history/health?gateway=&days= (§2). A string without installed watts, or whose inverter
 * has no sibling string with them, gets ratio 1 and no flag (there is nothing to compare).
 */
export interface HistoryHealth {
  /** Extension of §2: the gateway, the period asked for and its local days (inclusive). */
  gateway: string;
  days: number;
  from: string;
  to: string;
  strings: StringHealth[];
}

/**
 * GET /api/x/history/export?…&format=json (§2; the JSON layout is an extension): the same columns and
 * rows as the CSV. Columns by resolution — sample: `time, serial, inverter, ac_w, dc_w_1…dc_w_N,
 * yield_day_wh, yield_total_wh`; 5min: `time, serial, inverter, ac_w, dc_w_1…dc_w_N`; day: `date, serial,
 * inverter, wh, max_w, string_wh_1…string_wh_N, repaired, imported, seeded` (N = the most strings of an
 * inverter in the export; a plant-level imported day has an empty serial). Times are ISO 8601 local
 * times with their UTC offset (`2026-06-21T12:00:05+02:00`).
 */
export interface HistoryExport {
  gateway: string;
  from: string;
  to: string;
  resolution: ExportResolution;
  tz: string;
  columns: string[];
  rows: (string | number | boolean | null)[][];
}

/**
 * Extension of §2: what the history endpoints accept. Longer ranges answer 90003; `days` of health
 * outside 1..max answer 90001.
 */
export const HISTORY_LIMITS = {
  /** energy step=day: at most this many days from `from` to `to`. */
  energyDays: 1830,
  energyMonths: 600,
  energyYears: 100,
  exportSampleDays: 31,
  export5minDays: 366,
  exportDayDays: 36_600,
  healthDaysMax: 365,
  /** POST import: body size in bytes and data rows. */
  importBytes: 2 * 1024 * 1024,
  importRows: 50_000,
} as const;

/** Retention defaults of §2 (each configurable on the command line). */
export const HISTORY_RETENTION_DEFAULTS = {
  /** Every sample. */
  sampleDays: 90,
  /** 5-minute means. */
  meanDays: 730,
} as const;

/**
 * POST /api/x/history/import?gateway=[&dry_run=1] (§2), admin. The body is the CSV itself
 * (`Content-Type: text/csv` or `text/plain`; a multipart upload's first file part is read too): one
 * `date,energy[,serial]` per line. Dates `YYYY-MM-DD` or `DD.MM.YYYY`; separator `,` or `;` (decided by the
 * header, else the first line); the energy column is watt-hours unless the header names kWh
 * (`kwh`, `energy_kwh`, `Ertrag (kWh)`…; `wh`, `Wh`, `energy` = Wh). A header is recognised by its first
 * cell (`date`, `Datum`, `Tag`, `day`); our own day export (`date,serial,inverter,wh,…`) is read back by
 * its column names. Decimal comma only with `;`; a value that could be a thousands group (`1,234` with `,`
 * separators… or `1.234` in a kWh column) is refused. Any malformed line refuses the whole file with 90001
 * and a message naming its line (nothing stored). A day already recorded (for that inverter, or for the
 * plant when no serial) is skipped; a day imported before is replaced; today and later days are skipped.
 * `dry_run=1`: nothing is written; the answer carries `preview` (the first 10 data lines as read) and
 * `unit`, `imported` is 0 and `skipped` the lines that would be skipped.
 */
export interface HistoryImportResult {
  type: 'success';
  imported: number;
  skipped: number;
  /** Dry run only: the first lines as read. */
  preview?: HistoryImportPreviewRow[];
  /** Dry run only: the unit the energy column was read in. */
  unit?: 'Wh' | 'kWh';
}

export interface HistoryImportPreviewRow {
  /** `YYYY-MM-DD`. */
  date: string;
  /** Watt-hours, whatever the file's unit. */
  wh: number;
  serial: string | null;
}

export * from './companionOwner.ts';

/**
 * One gateway's values in the fleet (issue 30). `Power` only while the gateway is online and its
 * inverters reported: an offline or just restarted gateway has no current power. `YieldDay` is left out
 * when its last known value is of an earlier local day than today's (that day is over).
 */
export interface FleetValues {
  Power?: LiveValue;
  YieldDay?: LiveValue;
  YieldTotal: LiveValue;
}

/**
 * A gateway of GET /api/x/fleet (§3, issue 30). A locked gateway (see GatewayAccess) carries only `id`,
 * `name`, `own_name`, `online`, `locked`, `login` and `reported: false`.
 */
export interface FleetGateway extends GatewayAccess {
  id: string;
  name: string;
  own_name: string | null;
  online: boolean;
  /**
   * Its inverters reported since the companion connected to it and since it last booted (an inverter
   * that has not answered since the gateway's boot sends zeros and its uptime as `data_age`): only then
   * it is current and its power counts in the fleet total. False while offline, locked, or before the
   * first frames of every inverter arrived.
   */
  reported: boolean;
  /**
   * Its `total` and `data_age_s` are the last known (the gateway is offline or has not reported since
   * its restart or the companion's): shown as such, never as current.
   */
  last_known: boolean;
  /** Seconds since its freshest inverter data; absent when nothing was ever received (or locked). */
  data_age_s?: number;
  /** Absent when nothing was ever received (or locked). */
  total?: FleetValues;
  /** Inverters it is known to have; absent when locked. */
  inverters?: number;
  /** Inverters producing now; only while `reported`. */
  producing?: number;
  /** Extension (issue 28): as in GatewayInfo — the reported `git_hash`, null while not yet read. */
  firmware?: string | null;
  /**
   * Extension (issue 30): each inverter as the gateway's live socket last sent it (the companion's own
   * frames, no request to the gateway); absent when locked or nothing was ever received. Its values are
   * as current as the gateway is: last known while it is offline or `last_known`.
   */
  inverter_list?: FleetInverter[];
}

/**
 * One inverter of a fleet gateway (issue 30): the summary fields of device-api §2 as sent, its AC power
 * (`AC."0".Power`) and today's yield (`INV."0".YieldDay`), and its strings' installed watts
 * (`DC."<n>".Irradiation.max`, in string order; 0 = not set).
 */
export interface FleetInverter extends Pick<
  InverterLiveSummary,
  'serial' | 'name' | 'order' | 'poll_enabled' | 'reachable' | 'producing'
> {
  /** Seconds since its last statistics packet, advanced by the time the companion held the frame. */
  data_age: number;
  Power?: LiveValue;
  YieldDay?: LiveValue;
  installed_wp: number[];
}

/**
 * The fleet total (issue 30): `Power` sums the gateways that are online and reported; `YieldDay` and
 * `YieldTotal` also keep each other gateway's last known values (energy already made is never dropped),
 * and `last_known` names those gateways. `left_out` names the gateways in nothing of the total: locked for
 * this login, or never heard from.
 */
export interface FleetTotal {
  Power: LiveValue;
  YieldDay: LiveValue;
  YieldTotal: LiveValue;
  /** Ids of the gateways whose yields in the total are last known, not current. */
  last_known: string[];
  /** Ids of the gateways not in the total at all (locked, or no values yet). */
  left_out: string[];
}

/** GET /api/x/fleet (§3, issue 30). Answered 200 to everyone; each gateway by its own rule. */
export interface FleetStatus {
  gateways: FleetGateway[];
  total: FleetTotal;
}
