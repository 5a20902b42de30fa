import type { ResultParam, ResultType } from './api/result.ts';

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
  NetworkIpInvalid: 8001,
  NetworkNetmaskInvalid: 8002,
  NetworkGatewayInvalid: 8003,
  NetworkDns1Invalid: 8004,
  NetworkDns2Invalid: 8005,
  NetworkApTimeoutInvalid: 8006,
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

const W = 'warning';
const S = 'success';

/** type and static param per code (device-api §0.2). */
export const RESPONSE_CODES: Readonly<Record<ResponseCode, ResponseCodeInfo>> = {
  1001: { name: 'GenericSuccess', type: S },
  1002: { name: 'GenericNoValueFound', type: W },
  1003: { name: 'GenericDataTooLarge', type: W },
  1004: { name: 'GenericParseError', type: W },
  1005: { name: 'GenericValueMissing', type: W },
  1006: { name: 'GenericWriteFailed', type: W },
  1007: { name: 'GenericInternalServerError', type: 'danger' },
  2001: { name: 'DtuSerialZero', type: W },
  2002: { name: 'DtuPollZero', type: W },
  2003: { name: 'DtuInvalidPowerLevel', type: W },
  2004: { name: 'DtuInvalidCmtFrequency', type: W },
  2005: { name: 'DtuInvalidCmtCountry', type: W },
  3001: { name: 'ConfigNotDeleted', type: W },
  3002: { name: 'ConfigSuccess', type: S },
  4001: { name: 'InverterSerialZero', type: W },
  4002: { name: 'InverterNameLength', type: W, param: { max: 31 } },
  4003: { name: 'InverterCount', type: W, param: { max: 10 } },
  4004: { name: 'InverterAdded', type: S },
  4005: { name: 'InverterInvalidId', type: W },
  4006: { name: 'InverterInvalidMaxChannel', type: W },
  4007: { name: 'InverterChanged', type: S },
  4008: { name: 'InverterDeleted', type: S },
  4009: { name: 'InverterOrdered', type: S },
  4010: { name: 'InverterStatsResetted', type: S },
  5001: { name: 'LimitSerialZero', type: W },
  5002: { name: 'LimitInvalidLimit', type: W, param: { max: 2250 } },
  5003: { name: 'LimitInvalidType', type: W },
  5004: { name: 'LimitInvalidInverter', type: W },
  6001: { name: 'MaintenanceRebootTriggered', type: S },
  6002: { name: 'MaintenanceRebootCancled', type: W },
  7001: { name: 'MqttHostnameLength', type: W, param: { max: 128 } },
  7002: { name: 'MqttUsernameLength', type: W, param: { max: 64 } },
  7003: { name: 'MqttPasswordLength', type: W, param: { max: 64 } },
  7004: { name: 'MqttTopicLength', type: W, param: { max: 32 } },
  7005: { name: 'MqttTopicCharacter', type: W },
  7006: { name: 'MqttTopicTrailingSlash', type: W },
  7007: { name: 'MqttPort', type: W },
  7008: { name: 'MqttCertificateLength', type: W, param: { max: 2560 } },
  7009: { name: 'MqttLwtTopicLength', type: W, param: { max: 32 } },
  7010: { name: 'MqttLwtTopicCharacter', type: W },
  7011: { name: 'MqttLwtOnlineLength', type: W, param: { max: 20 } },
  7012: { name: 'MqttLwtOfflineLength', type: W, param: { max: 20 } },
  7013: { name: 'MqttPublishInterval', type: W, param: { min: 5, max: 65535 } },
  7014: { name: 'MqttHassTopicLength', type: W, param: { max: 32 } },
  7015: { name: 'MqttHassTopicCharacter', type: W },
  7016: { name: 'MqttLwtQos', type: W, param: { max: 2 } },
  7017: { name: 'MqttClientIdLength', type: W, param: { max: 64 } },
  8001: { name: 'NetworkIpInvalid', type: W },
  8002: { name: 'NetworkNetmaskInvalid', type: W },
  8003: { name: 'NetworkGatewayInvalid', type: W },
  8004: { name: 'NetworkDns1Invalid', type: W },
  8005: { name: 'NetworkDns2Invalid', type: W },
  8006: { name: 'NetworkApTimeoutInvalid', type: W },
  9001: { name: 'NtpServerLength', type: W, param: { max: 31 } },
  9002: { name: 'NtpTimezoneLength', type: W, param: { max: 50 } },
  9003: { name: 'NtpTimezoneDescriptionLength', type: W, param: { max: 50 } },
  9004: { name: 'NtpYearInvalid', type: W, param: { min: 2022, max: 2100 } },
  9005: { name: 'NtpMonthInvalid', type: W, param: { min: 1, max: 12 } },
  9006: { name: 'NtpDayInvalid', type: W, param: { min: 1, max: 31 } },
  9007: { name: 'NtpHourInvalid', type: W, param: { min: 0, max: 23 } },
  9008: { name: 'NtpMinuteInvalid', type: W, param: { min: 0, max: 59 } },
  9009: { name: 'NtpSecondInvalid', type: W, param: { min: 0, max: 59 } },
  9010: { name: 'NtpTimeUpdated', type: S },
  10001: { name: 'SecurityPasswordLength', type: W, param: { max: 64 } },
  10002: { name: 'SecurityAuthSuccess', type: S },
  11001: { name: 'PowerSerialZero', type: W },
  11002: { name: 'PowerInvalidInverter', type: W },
  12001: { name: 'HardwarePinMappingLength', type: W, param: { max: 63 } },
};

/** Every code, ascending; handy for i18n completeness tests. */
export const ALL_RESPONSE_CODES: readonly ResponseCode[] = Object.values(ResponseCode);

export function isResponseCode(value: unknown): value is ResponseCode {
  return typeof value === 'number' && Object.hasOwn(RESPONSE_CODES, value);
}

/** i18n key the UI uses for a device result: `apiresponse.<code>`. */
export function responseMessageKey(code: ResponseCode): `apiresponse.${ResponseCode}` {
  return `apiresponse.${code}`;
}
