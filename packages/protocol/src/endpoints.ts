/**
 * Every HTTP endpoint of the device API (device-api.md) and of our `/api/x/*` additions
 * (companion-api.md), once: path, method, access level, how the request travels, and — as types only —
 * its query, request and response. The web app's calls and the emulator's routes are derived from here;
 * the request schemas sit beside it in `schemas/byEndpoint.ts`, keyed by the same names (kept apart so a
 * screen that reads the table does not load every schema).
 */
import type {
  CompanionInfo,
  EnergyHistory,
  EnergyStep,
  ExportFormat,
  ExportResolution,
} from './api/companion.ts';
import type { FleetStatus, HistoryHealth, HistoryImportResult, PowerHistory } from './api/companion.ts';
import type { HistoryRecords, HistorySettings } from './api/companion.ts';
import type { GatewayNameRequest, GatewayNameResult } from './api/companion.ts';
import type { AlertConfig, AlertList } from './api/alerts.ts';
import type { ConfigList, FactoryResetRequest, RebootRequest } from './api/maintenance.ts';
import type { FileDeleteRequest, FileList } from './api/files.ts';
import type { LanguagePack, LanguagePackList } from './api/i18n.ts';
import type { LoggingConfig } from './api/logging.ts';
import type { DeviceConfig, DeviceConfigRequest } from './api/device.ts';
import type { DeviceInfo } from './api/devinfo.ts';
import type { DtuConfig, DtuConfigRequest } from './api/dtu.ts';
import type { EventLog } from './api/eventlog.ts';
import type { GridProfile, GridProfileRawData } from './api/gridprofile.ts';
import type { InverterAddRequest, InverterDeleteRequest, InverterEditRequest } from './api/inverter.ts';
import type { InverterList, InverterOrderRequest } from './api/inverter.ts';
import type { LimitConfigRequest, LimitStatusMap } from './api/limit.ts';
import type { LiveData } from './api/livedata.ts';
import type { MqttConfig, MqttStatus } from './api/mqtt.ts';
import type { NetworkConfig, NetworkStatus } from './api/network.ts';
import type { NtpConfig, NtpStatus, NtpTime, NtpTimeRequest, NtpZones } from './api/ntp.ts';
import type { PowerConfigRequest, PowerStatusMap } from './api/power.ts';
import type { ApiResult } from './api/result.ts';
import type { SecurityConfig } from './api/security.ts';
import type { SystemStatus } from './api/system.ts';

/** The device's three access levels (device-api §1, §3); the companion's follow them (companion-api §0). */
export type EndpointAuth = 'admin' | 'readonly' | 'public';
export type EndpointMethod = 'GET' | 'POST';
/**
 * How the request's content travels: nothing (a GET, parameters in the query), a JSON `data` form field
 * (every device save, device-api §0.1), or an uploaded file (multipart: firmware, restore, CSV import).
 */
export type EndpointBody = 'none' | 'data' | 'file';
/** A multipart body with the file (the browser's FormData; protocol knows no DOM). */
export type FileUpload = unknown;
/** Answers that are not JSON: a download, the Prometheus text, a firmware upload's plain text. */
export type TextAnswer = string;

export interface Endpoint<
  Query = unknown,
  Request = unknown,
  Response = unknown,
  Body extends EndpointBody = EndpointBody,
> {
  /** Without the query; `withQuery` adds one. */
  readonly path: string;
  readonly method: EndpointMethod;
  readonly auth: EndpointAuth;
  readonly body: Body;
  /** Accepts `data` up to DATA_MAX_LENGTH_LARGE instead of DATA_MAX_LENGTH (device-api §0.1). */
  readonly largeData?: boolean;
  /** Types only, never set at run time: what the query, the request and the answer carry. */
  readonly types?: { readonly query: Query; readonly request: Request; readonly response: Response };
}

export type QueryOf<E> = E extends Endpoint<infer Q> ? Q : never;
export type RequestOf<E> = E extends Endpoint<unknown, infer R> ? R : never;
export type ResponseOf<E> = E extends Endpoint<unknown, unknown, infer R> ? R : never;

type NoQuery = Record<string, never>;
/** Per-inverter reads (`?inv=<serial>`). */
type InverterQuery = { inv: string };

function get<Response, Query = NoQuery>(
  path: string,
  auth: EndpointAuth,
): Endpoint<Query, undefined, Response, 'none'> {
  return { path, method: 'GET', auth, body: 'none' };
}

function save<Request, Response = ApiResult, Query = NoQuery>(
  path: string,
  options: { largeData?: boolean } = {},
): Endpoint<Query, Request, Response, 'data'> {
  return { path, method: 'POST', auth: 'admin', body: 'data', ...options };
}

function upload<Response, Query = NoQuery>(path: string): Endpoint<Query, FileUpload, Response, 'file'> {
  return { path, method: 'POST', auth: 'admin', body: 'file' };
}

export const endpoints = {
  // device-api §1.1 security
  securityConfig: get<SecurityConfig>('/api/security/config', 'admin'),
  securityConfigSave: save<SecurityConfig>('/api/security/config'),
  securityAuthenticate: get<unknown>('/api/security/authenticate', 'admin'),
  // §1.2 DTU
  dtuConfig: get<DtuConfig>('/api/dtu/config', 'admin'),
  dtuConfigSave: save<DtuConfigRequest>('/api/dtu/config'),
  // §1.3 inverters
  inverterList: get<InverterList>('/api/inverter/list', 'admin'),
  inverterAdd: save<InverterAddRequest>('/api/inverter/add'),
  inverterEdit: save<InverterEditRequest>('/api/inverter/edit'),
  inverterDelete: save<InverterDeleteRequest>('/api/inverter/del'),
  inverterOrder: save<InverterOrderRequest>('/api/inverter/order'),
  inverterStatsReset: get<ApiResult, InverterQuery>('/api/inverter/stats_reset', 'admin'),
  // §1.4 limits, §1.5 power
  limitStatus: get<LimitStatusMap>('/api/limit/status', 'readonly'),
  limitConfigSave: save<LimitConfigRequest>('/api/limit/config'),
  powerStatus: get<PowerStatusMap>('/api/power/status', 'readonly'),
  powerConfigSave: save<PowerConfigRequest>('/api/power/config'),
  // §1.6 live data, §1.7 per-inverter reads
  livedataStatus: get<LiveData, Partial<InverterQuery>>('/api/livedata/status', 'readonly'),
  eventlogStatus: get<EventLog, InverterQuery & { locale?: string }>('/api/eventlog/status', 'readonly'),
  devinfoStatus: get<DeviceInfo, InverterQuery>('/api/devinfo/status', 'readonly'),
  gridprofileStatus: get<GridProfile, InverterQuery>('/api/gridprofile/status', 'readonly'),
  gridprofileRawdata: get<GridProfileRawData, InverterQuery>('/api/gridprofile/rawdata', 'readonly'),
  // §1.8 system
  systemStatus: get<SystemStatus>('/api/system/status', 'readonly'),
  // §1.9 network
  networkStatus: get<NetworkStatus>('/api/network/status', 'readonly'),
  networkConfig: get<NetworkConfig>('/api/network/config', 'admin'),
  networkConfigSave: save<NetworkConfig>('/api/network/config'),
  // §1.10 NTP
  ntpStatus: get<NtpStatus>('/api/ntp/status', 'readonly'),
  ntpConfig: get<NtpConfig>('/api/ntp/config', 'admin'),
  ntpConfigSave: save<NtpConfig>('/api/ntp/config'),
  ntpTime: get<NtpTime>('/api/ntp/time', 'admin'),
  ntpTimeSave: save<NtpTimeRequest>('/api/ntp/time'),
  /** The zone list: a static file up to v26.3.27, an API from v26.3.28 (firmware-versions.md §2.8). */
  zonesJson: get<NtpZones>('/zones.json', 'public'),
  ntpZones: get<NtpZones>('/api/ntp/zones', 'readonly'),
  // §1.11 MQTT
  mqttStatus: get<MqttStatus>('/api/mqtt/status', 'readonly'),
  mqttConfig: get<MqttConfig>('/api/mqtt/config', 'admin'),
  mqttConfigSave: save<MqttConfig>('/api/mqtt/config', { largeData: true }),
  // §1.12 device (pins, display, LEDs)
  deviceConfig: get<DeviceConfig>('/api/device/config', 'admin'),
  deviceConfigSave: save<DeviceConfigRequest>('/api/device/config', { largeData: true }),
  // §1.13 maintenance, §1.14 configuration files, §1.15 firmware
  reboot: save<RebootRequest>('/api/maintenance/reboot', { largeData: true }),
  configList: get<ConfigList>('/api/config/list', 'admin'),
  configGet: get<TextAnswer, { file?: string }>('/api/config/get', 'admin'),
  configUpload: upload<TextAnswer, { file: string }>('/api/config/upload'),
  configDelete: save<FactoryResetRequest>('/api/config/delete'),
  // firmware-versions.md §3.5: the file API that replaced /api/config/* in v24.11.7
  fileList: get<FileList>('/api/file/list', 'admin'),
  fileGet: get<TextAnswer, { file?: string }>('/api/file/get', 'admin'),
  fileUpload: upload<TextAnswer, { file: string }>('/api/file/upload'),
  fileDelete: save<FileDeleteRequest>('/api/file/delete'),
  fileDeleteAll: save<FactoryResetRequest>('/api/file/delete_all'),
  firmwareUpdate: upload<TextAnswer>('/api/firmware/update'),
  // §3.9 language packs (no login), §3.7 logging levels
  i18nLanguages: get<LanguagePackList>('/api/i18n/languages', 'public'),
  i18nLanguage: get<LanguagePack, { code: string }>('/api/i18n/language', 'public'),
  loggingConfig: get<LoggingConfig>('/api/logging/config', 'admin'),
  loggingConfigSave: save<LoggingConfig>('/api/logging/config'),
  // §1.16 Prometheus
  prometheusMetrics: get<TextAnswer>('/api/prometheus/metrics', 'readonly'),

  // companion-api §1..§3 (ours): gateway info, history, several gateways
  companionInfo: get<CompanionInfo>('/api/x/info', 'readonly'),
  historyPower: get<PowerHistory, { gateway?: string; day: string }>('/api/x/history/power', 'readonly'),
  historyEnergy: get<EnergyHistory, { gateway?: string; from: string; to: string; step: EnergyStep }>(
    '/api/x/history/energy',
    'readonly',
  ),
  historyExport: get<
    TextAnswer,
    { gateway?: string; from: string; to: string; format: ExportFormat; resolution: ExportResolution }
  >('/api/x/history/export', 'readonly'),
  historyHealth: get<HistoryHealth, { gateway?: string; days?: string }>('/api/x/history/health', 'readonly'),
  historyImport: upload<HistoryImportResult, { gateway?: string; dry_run?: '1' }>('/api/x/history/import'),
  // issue 29: what owners ask (records, money and CO₂ settings)
  historyRecords: get<HistoryRecords, { gateway?: string }>('/api/x/history/records', 'readonly'),
  historySettings: get<HistorySettings, { gateway?: string }>('/api/x/history/settings', 'readonly'),
  historySettingsSave: save<HistorySettings, ApiResult, { gateway?: string }>('/api/x/history/settings'),
  fleet: get<FleetStatus>('/api/x/fleet', 'readonly'),
  fleetMetrics: get<TextAnswer>('/metrics', 'readonly'),
  // issue 30: a gateway's display name, kept by the companion (admin of that gateway)
  gatewayNameSave: save<GatewayNameRequest, GatewayNameResult, { gateway: string }>('/api/x/gateways/name'),
  // companion-api §4 (ours): alerts, their settings, a channel's test, acknowledging
  alerts: get<AlertList, { gateway?: string; limit?: string }>('/api/x/alerts', 'readonly'),
  alertsConfig: get<AlertConfig, { gateway?: string }>('/api/x/alerts/config', 'admin'),
  alertsConfigSave: save<AlertConfig>('/api/x/alerts/config'),
  alertsTest: { path: '/api/x/alerts/test', method: 'POST', auth: 'admin', body: 'none' } as Endpoint<
    { gateway?: string; channel: string },
    undefined,
    ApiResult,
    'none'
  >,
  alertsAck: { path: '/api/x/alerts/ack', method: 'POST', auth: 'admin', body: 'none' } as Endpoint<
    { gateway?: string; id: string },
    undefined,
    ApiResult,
    'none'
  >,
} as const;

export type EndpointName = keyof typeof endpoints;
/** Endpoints whose request is a JSON `data` field: each has its schema in `schemas/byEndpoint.ts`. */
export type DataEndpointName = {
  [K in EndpointName]: (typeof endpoints)[K]['body'] extends 'data' ? K : never;
}[EndpointName];

/**
 * The URL of a call: the endpoint's path with its query (`undefined` parameters left out), encoded as a
 * form's link would (encodeURIComponent).
 */
export function endpointUrl<E extends Endpoint>(endpoint: E, query?: QueryOf<E>): string {
  if (query === undefined) return endpoint.path;
  const text = Object.entries(query as Record<string, string | undefined>)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return text === '' ? endpoint.path : `${endpoint.path}?${text}`;
}

/** The same endpoint called with a query (its path then carries it), for clients that take endpoints. */
export function withQuery<E extends Endpoint>(endpoint: E, query: QueryOf<E>): E {
  return { ...endpoint, path: endpointUrl(endpoint, query) };
}
