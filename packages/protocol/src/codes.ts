import type { ResultParam, ResultType } from './api/result.ts';
import {
  DEV_MAX_MAPPING_NAME_STRLEN,
  INV_MAX_COUNT,
  INV_MAX_NAME_STRLEN,
  MAX_INVERTER_LIMIT,
  MQTT_LWT_QOS_MAX,
  MQTT_MAX_CERT_STRLEN,
  MQTT_MAX_CLIENTID_STRLEN,
  MQTT_MAX_HOSTNAME_STRLEN,
  MQTT_MAX_LWTVALUE_STRLEN,
  MQTT_MAX_PASSWORD_STRLEN,
  MQTT_MAX_TOPIC_STRLEN,
  MQTT_MAX_USERNAME_STRLEN,
  MQTT_PUBLISH_INTERVAL_MAX,
  MQTT_PUBLISH_INTERVAL_MIN,
  NTP_MAX_SERVER_STRLEN,
  NTP_MAX_TIMEZONEDESCR_STRLEN,
  NTP_MAX_TIMEZONE_STRLEN,
  NTP_TIME_RANGES,
  SECURITY_PASSWORD_MAX_LENGTH,
  SYSLOG_MAX_HOSTNAME_STRLEN,
} from './limits.ts';

/** Every response code of device-api §0.2, named as the device names them. */
export const ResponseCode = {
  GenericSuccess: 1001,
  GenericNoValueFound: 1002,
  GenericDataTooLarge: 1003,
  GenericParseError: 1004,
  GenericValueMissing: 1005,
  GenericWriteFailed: 1006,
  GenericInternalServerError: 1007,
  DtuSerialZero: 2001,
  DtuPollZero: 2002,
  DtuInvalidPowerLevel: 2003,
  DtuInvalidCmtFrequency: 2004,
  DtuInvalidCmtCountry: 2005,
  ConfigNotDeleted: 3001,
  ConfigSuccess: 3002,
  /** v24.11.7+: one file deleted (`/api/file/delete`), no restart. */
  FileDeleteSuccess: 3003,
  InverterSerialZero: 4001,
  InverterNameLength: 4002,
  InverterCount: 4003,
  InverterAdded: 4004,
  InverterInvalidId: 4005,
  InverterInvalidMaxChannel: 4006,
  InverterChanged: 4007,
  InverterDeleted: 4008,
  InverterOrdered: 4009,
  InverterStatsResetted: 4010,
  LimitSerialZero: 5001,
  LimitInvalidLimit: 5002,
  LimitInvalidType: 5003,
  LimitInvalidInverter: 5004,
  MaintenanceRebootTriggered: 6001,
  MaintenanceRebootCancled: 6002,
  MqttHostnameLength: 7001,
  MqttUsernameLength: 7002,
  MqttPasswordLength: 7003,
  MqttTopicLength: 7004,
  MqttTopicCharacter: 7005,
  MqttTopicTrailingSlash: 7006,
  MqttPort: 7007,
  MqttCertificateLength: 7008,
  MqttLwtTopicLength: 7009,
  MqttLwtTopicCharacter: 7010,
  MqttLwtOnlineLength: 7011,
  MqttLwtOfflineLength: 7012,
  MqttPublishInterval: 7013,
  MqttHassTopicLength: 7014,
  MqttHassTopicCharacter: 7015,
  MqttLwtQos: 7016,
  MqttClientIdLength: 7017,
  /** v25.9.11+: the Home Assistant topic must end with "/". */
  MqttHassTopicTrailingSlash: 7018,
  NetworkIpInvalid: 8001,
  NetworkNetmaskInvalid: 8002,
  NetworkGatewayInvalid: 8003,
  NetworkDns1Invalid: 8004,
  NetworkDns2Invalid: 8005,
  NetworkApTimeoutInvalid: 8006,
  /** v25.5.10+: syslog server name empty or too long. */
  NetworkSyslogHostnameLength: 8007,
  /** v25.5.10+: syslog port not 1..65535. */
  NetworkSyslogPort: 8008,
  NtpServerLength: 9001,
  NtpTimezoneLength: 9002,
  NtpTimezoneDescriptionLength: 9003,
  NtpYearInvalid: 9004,
  NtpMonthInvalid: 9005,
  NtpDayInvalid: 9006,
  NtpHourInvalid: 9007,
  NtpMinuteInvalid: 9008,
  NtpSecondInvalid: 9009,
  NtpTimeUpdated: 9010,
  SecurityPasswordLength: 10001,
  SecurityAuthSuccess: 10002,
  PowerSerialZero: 11001,
  PowerInvalidInverter: 11002,
  HardwarePinMappingLength: 12001,
} as const;

export type ResponseCodeName = keyof typeof ResponseCode;
export type ResponseCode = (typeof ResponseCode)[ResponseCodeName];

export interface ResponseCodeInfo {
  name: ResponseCodeName;
  type: ResultType;
  /** The param the device always sends with this code; 2004 has a per-country param instead. */
  param?: ResultParam;
}

/** Codes whose result type is 'success'; 1007 is 'danger'; every other code is 'warning'. */
const SUCCESS_CODES: readonly ResponseCode[] = [
  1001, 3002, 3003, 4004, 4007, 4008, 4009, 4010, 6001, 9010, 10002,
];

/** The param the device always sends with a code (lengths and ranges of §0.2), from the device constants. */
export const RESPONSE_PARAMS: Readonly<Partial<Record<ResponseCode, ResultParam>>> = {
  4002: { max: INV_MAX_NAME_STRLEN },
  4003: { max: INV_MAX_COUNT },
  5002: { max: MAX_INVERTER_LIMIT },
  7001: { max: MQTT_MAX_HOSTNAME_STRLEN },
  7002: { max: MQTT_MAX_USERNAME_STRLEN },
  7003: { max: MQTT_MAX_PASSWORD_STRLEN },
  7004: { max: MQTT_MAX_TOPIC_STRLEN },
  7008: { max: MQTT_MAX_CERT_STRLEN },
  7009: { max: MQTT_MAX_TOPIC_STRLEN },
  7011: { max: MQTT_MAX_LWTVALUE_STRLEN },
  7012: { max: MQTT_MAX_LWTVALUE_STRLEN },
  7013: { min: MQTT_PUBLISH_INTERVAL_MIN, max: MQTT_PUBLISH_INTERVAL_MAX },
  7014: { max: MQTT_MAX_TOPIC_STRLEN },
  7016: { max: MQTT_LWT_QOS_MAX },
  7017: { max: MQTT_MAX_CLIENTID_STRLEN },
  8007: { max: SYSLOG_MAX_HOSTNAME_STRLEN },
  9001: { max: NTP_MAX_SERVER_STRLEN },
  9002: { max: NTP_MAX_TIMEZONE_STRLEN },
  9003: { max: NTP_MAX_TIMEZONEDESCR_STRLEN },
  9004: { ...NTP_TIME_RANGES.year },
  9005: { ...NTP_TIME_RANGES.month },
  9006: { ...NTP_TIME_RANGES.day },
  9007: { ...NTP_TIME_RANGES.hour },
  9008: { ...NTP_TIME_RANGES.minute },
  9009: { ...NTP_TIME_RANGES.second },
  10001: { max: SECURITY_PASSWORD_MAX_LENGTH },
  12001: { max: DEV_MAX_MAPPING_NAME_STRLEN },
};

function buildCatalogue(): Record<ResponseCode, ResponseCodeInfo> {
  const catalogue = {} as Record<ResponseCode, ResponseCodeInfo>;
  for (const [name, code] of Object.entries(ResponseCode) as [ResponseCodeName, ResponseCode][]) {
    const type: ResultType = code === 1007 ? 'danger' : SUCCESS_CODES.includes(code) ? 'success' : 'warning';
    const param = RESPONSE_PARAMS[code];
    catalogue[code] = param === undefined ? { name, type } : { name, type, param };
  }
  return catalogue;
}

/** Name, type and static param per code (device-api §0.2). */
export const RESPONSE_CODES: Readonly<Record<ResponseCode, ResponseCodeInfo>> =
  /* @__PURE__ */ buildCatalogue();

/** Every code, ascending; handy for i18n completeness tests. */
export const ALL_RESPONSE_CODES: readonly ResponseCode[] = /* @__PURE__ */ Object.values(ResponseCode);

export function isResponseCode(value: unknown): value is ResponseCode {
  return typeof value === 'number' && Object.hasOwn(RESPONSE_CODES, value);
}

/** i18n key the UI uses for a device result: `apiresponse.<code>`. */
export function responseMessageKey(code: ResponseCode): `apiresponse.${ResponseCode}` {
  return `apiresponse.${code}`;
}
