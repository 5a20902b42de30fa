/** The built-in API areas, registered on every boot. The runtime (live data, limits, …) adds its own. */
import type { AreaPlugin } from '../context.ts';
import { deviceRoutes } from './device.ts';
import { dtuRoutes } from './dtu.ts';
import { configApiRoutes } from './files/configApi.ts';
import { fileApiRoutes } from './files/fileApi.ts';
import { i18nRoutes } from './i18n.ts';
import { firmwareRoutes } from './firmware.ts';
import { inverterRoutes } from './inverter.ts';
import { maintenanceRoutes } from './maintenance.ts';
import { mqttRoutes } from './mqtt.ts';
import { networkRoutes } from './network.ts';
import { ntpRoutes } from './ntp.ts';
import { securityRoutes } from './security.ts';
import { systemRoutes } from './system.ts';

export const API_PLUGINS: readonly AreaPlugin[] = [
  securityRoutes,
  networkRoutes,
  ntpRoutes,
  mqttRoutes,
  dtuRoutes,
  deviceRoutes,
  inverterRoutes,
  configApiRoutes,
  fileApiRoutes,
  i18nRoutes,
  maintenanceRoutes,
  firmwareRoutes,
  systemRoutes,
];
