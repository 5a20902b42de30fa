/**
 * The whole virtual DTU as the command line runs it: the gateway plus its runtime extensions — the
 * simulated plant (live data, limits, power, event log, …), the MQTT client, which reads the plant
 * through the runtime's accessor, and the history of the plant (`/api/x/*`).
 */
import { startGateway, type Gateway, type GatewayOptions } from './gateway.ts';
import { mqttExtension, type MqttOptions } from './mqtt/index.ts';
import {
  createPlantRuntime,
  DEFAULT_SEED,
  type PlantRuntime,
  type PlantRuntimeOptions,
} from './runtime/index.ts';
import { createSimHistory, type SimHistory, type SimHistoryOptions } from './simHistory/extension.ts';
import { createSimAlerts, type SimAlerts, type SimAlertsOptions } from './alerts/simAlerts.ts';

export interface VirtualDtuOptions extends GatewayOptions {
  runtime?: PlantRuntimeOptions;
  mqtt?: MqttOptions;
  /** Recording of the plant's history (on by default; its timers follow the runtime's); false = off. */
  history?: Omit<SimHistoryOptions, 'seed'> | false;
  /** Alerts on the plant (companion-api §4; on by default, timers follow the runtime's); false = off. */
  alerts?: SimAlertsOptions | false;
}

export interface VirtualDtu {
  gateway: Gateway;
  runtime: PlantRuntime;
  history?: SimHistory;
  alerts?: SimAlerts;
}

export async function startVirtualDtu(options: VirtualDtuOptions): Promise<VirtualDtu> {
  const runtime = createPlantRuntime(options.runtime);
  const history =
    options.history === false
      ? undefined
      : createSimHistory(runtime, {
          timers: options.runtime?.timers,
          ...options.history,
          seed: options.runtime?.seed ?? DEFAULT_SEED,
        });
  const alerts =
    options.alerts === false
      ? undefined
      : createSimAlerts(runtime, history, { timers: options.runtime?.timers, ...options.alerts });
  const gateway = await startGateway({
    ...options,
    extensions: [
      runtime.extension,
      mqttExtension(runtime.plant, options.mqtt),
      ...(history === undefined ? [] : [history.extension]),
      ...(alerts === undefined ? [] : [alerts.extension]),
      ...(options.extensions ?? []),
    ],
  });
  return { gateway, runtime, history, alerts };
}
