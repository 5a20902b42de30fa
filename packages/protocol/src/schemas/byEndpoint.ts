/**
 * The request schema of every endpoint that takes a JSON `data` field, keyed like `endpoints`: the
 * compiler refuses a save endpoint without its schema or a schema of another request type.
 */
import type { DataEndpointName, RequestOf, endpoints } from '../endpoints.ts';
import { alertConfigSchema } from './alerts.ts';
import { deviceConfigSchema } from './device.ts';
import { dtuConfigSchema } from './dtu.ts';
import { gatewayNameSchema } from './gatewayName.ts';
import {
  inverterAddSchema,
  inverterDeleteSchema,
  inverterEditSchema,
  inverterOrderSchema,
} from './inverter.ts';
import { historySettingsSchema } from './historySettings.ts';
import { limitConfigSchema } from './limit.ts';
import { factoryResetSchema, fileDeleteSchema, loggingConfigSchema, rebootSchema } from './maintenance.ts';
import { mqttConfigSchema } from './mqtt.ts';
import { networkConfigSchema } from './network.ts';
import { ntpConfigSchema, ntpTimeSchema } from './ntp.ts';
import { powerConfigSchema } from './power.ts';
import { securityConfigSchema } from './security.ts';
import type { BodySchema } from './validate.ts';

export type RequestSchemas = {
  readonly [K in DataEndpointName]: BodySchema<RequestOf<(typeof endpoints)[K]>>;
};

export const requestSchemas: RequestSchemas = {
  securityConfigSave: securityConfigSchema,
  dtuConfigSave: dtuConfigSchema,
  inverterAdd: inverterAddSchema,
  inverterEdit: inverterEditSchema,
  inverterDelete: inverterDeleteSchema,
  inverterOrder: inverterOrderSchema,
  limitConfigSave: limitConfigSchema,
  powerConfigSave: powerConfigSchema,
  networkConfigSave: networkConfigSchema,
  ntpConfigSave: ntpConfigSchema,
  ntpTimeSave: ntpTimeSchema,
  mqttConfigSave: mqttConfigSchema,
  deviceConfigSave: deviceConfigSchema,
  alertsConfigSave: alertConfigSchema,
  reboot: rebootSchema,
  configDelete: factoryResetSchema,
  fileDelete: fileDeleteSchema,
  fileDeleteAll: factoryResetSchema,
  loggingConfigSave: loggingConfigSchema,
  historySettingsSave: historySettingsSchema,
  gatewayNameSave: gatewayNameSchema,
};
