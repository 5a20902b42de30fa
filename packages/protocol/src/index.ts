export * from './api/result.ts';
export * from './api/security.ts';
export * from './api/dtu.ts';
export * from './api/inverter.ts';
export * from './api/limit.ts';
export * from './api/power.ts';
export * from './api/livedata.ts';
export * from './api/eventlog.ts';
export * from './api/devinfo.ts';
export * from './api/gridprofile.ts';
export * from './api/system.ts';
export * from './api/network.ts';
export * from './api/ntp.ts';
export * from './api/mqtt.ts';
export * from './api/pins.ts';
export * from './api/device.ts';
export * from './api/maintenance.ts';
export * from './api/configFile.ts';
export * from './api/companion.ts';
export * from './api/files.ts';
export * from './api/i18n.ts';
export * from './api/logging.ts';
export * from './codes.ts';
export * from './limits.ts';
export * from './enums.ts';
export * from './schemas/validate.ts';
export * from './schemas/messages.ts';
export * from './schemas/security.ts';
export * from './schemas/dtu.ts';
export * from './schemas/inverter.ts';
export * from './schemas/alerts.ts';
export * from './schemas/limit.ts';
export * from './schemas/power.ts';
export * from './schemas/network.ts';
export * from './schemas/ntp.ts';
export * from './schemas/mqtt.ts';
export * from './schemas/device.ts';
export * from './schemas/maintenance.ts';
export * from './schemas/files.ts';
export * from './schemas/historySettings.ts';
export {
  asBool,
  asInt,
  asNumber,
  asString,
  isBool,
  isInt,
  isNumber,
  isString,
  type IntType,
} from './schemas/arduinoJson.ts';
export * from './domain/serial.ts';
export * from './domain/text.ts';
export * from './domain/ipAddress.ts';
export * from './domain/limitType.ts';
export * from './domain/configDefaults.ts';
export * from './domain/inverterFlags.ts';
export * from './domain/isrgRootX1.ts';
export * from './domain/version.ts';
export * from './domain/wifi.ts';
export * from './domain/hostname.ts';
export * from './domain/posixTz.ts';
export * from './domain/heap.ts';
export * from './domain/season.ts';
export * from './domain/eventTime.ts';
export * from './domain/partNumber.ts';
export * from './endpoints.ts';
export * from './answers.ts';
export * from './schemas/byEndpoint.ts';
export * from './domain/deviceTime.ts';
export * from './firmware/index.ts';
export * from './domain/earnings.ts';
export * from './domain/specificYield.ts';
export * from './api/alerts.ts';
export * from './domain/alertConfig.ts';
export * from './domain/fleetTotal.ts';
