/**
 * The whole virtual DTU as the command line runs it: the gateway plus its runtime extensions — the
 * simulated plant (live data, limits, power, event log, …) and the MQTT client, which reads the plant
 * through the runtime's accessor.
 */
import { startGateway, type Gateway, type GatewayOptions } from './gateway.ts';
import { mqttExtension, type MqttOptions } from './mqtt/index.ts';
import { createPlantRuntime, type PlantRuntime, type PlantRuntimeOptions } from './runtime/index.ts';

export interface VirtualDtuOptions extends GatewayOptions {
  runtime?: PlantRuntimeOptions;
  mqtt?: MqttOptions;
}

export interface VirtualDtu {
  gateway: Gateway;
  runtime: PlantRuntime;
}

export async function startVirtualDtu(options: VirtualDtuOptions): Promise<VirtualDtu> {
  const runtime = createPlantRuntime(options.runtime);
  const gateway = await startGateway({
    ...options,
    extensions: [
      runtime.extension,
      mqttExtension(runtime.plant, options.mqtt),
      ...(options.extensions ?? []),
    ],
  });
  return { gateway, runtime };
}
