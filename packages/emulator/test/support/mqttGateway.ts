/** A virtual gateway with the MQTT extension and a simulated plant, configured for a test broker. */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mqttExtension, type MqttOptions } from '../../src/mqtt/index.ts';
import type { InverterConfig } from '../../src/sim/index.ts';
import { berlinTime, testPlant, type TestPlant } from '../../src/sim/testkit.ts';
import type { GatewayOptions } from '../../src/gateway.ts';
import { ADMIN, getJson, postJson, startTestGateway, tempDir, type TestGateway } from './gateway.ts';

/** Short intervals so a suite runs in seconds; the behaviour is the same as with the device's seconds. */
export const FAST: MqttOptions = { intervalMs: () => 150, radioWaitMs: 300, reconnectPeriodMs: 200 };

export interface MqttTestGateway extends TestGateway {
  sim: TestPlant;
  /** Runs the plant until no command is pending and the radio is idle (bounded). */
  settle(): void;
}

/** config.json stores serials as decimal numbers. */
export function configInverters(inverters: readonly InverterConfig[]): unknown[] {
  return inverters.map((inv) => ({ ...inv, serial: parseInt(String(inv.serial), 16) }));
}

export async function startMqttGateway(
  config: Record<string, unknown>,
  inverters: readonly InverterConfig[],
  options: MqttOptions = FAST,
  /** More gateway options, e.g. `firmware` or a `clock` the test moves. */
  gatewayOptions: Partial<GatewayOptions> = {},
): Promise<MqttTestGateway> {
  const dataDir = await tempDir('mqtt');
  await writeFile(
    join(dataDir, 'config.json'),
    JSON.stringify({ ...config, inverters: configInverters(inverters) }),
  );
  const sim = testPlant(berlinTime(6, 21, 12), inverters);
  sim.runFor(60);
  const gateway = await startTestGateway({
    ...gatewayOptions,
    dataDir,
    extensions: [mqttExtension(() => sim.plant, options)],
  });
  const settle = (): void => {
    for (let i = 0; i < 100; i++) {
      const busy =
        sim.plant.radioBusy() ||
        sim.plant
          .serials()
          .some(
            (s) =>
              sim.plant.limitStatus(s)?.limit_set_status === 'Pending' ||
              sim.plant.powerStatus(s)?.power_set_status === 'Pending',
          );
      if (!busy) return;
      sim.runFor(0.5, 100);
    }
  };
  return { ...gateway, sim, settle };
}

/** POSTs the MQTT settings with `changes` applied to the current ones (like the web form does). */
export async function saveMqttConfig(base: string, changes: Record<string, unknown>): Promise<void> {
  const current = (await getJson(base, '/api/mqtt/config', { auth: ADMIN })) as Record<string, unknown>;
  const result = (await postJson(base, '/api/mqtt/config', { ...current, ...changes })) as { code?: number };
  if (result.code !== 1001) throw new Error(`mqtt config not saved: ${JSON.stringify(result)}`);
}

export async function mqttConnected(base: string): Promise<boolean> {
  const status = (await getJson(base, '/api/mqtt/status', { auth: ADMIN })) as { mqtt_connected: boolean };
  return status.mqtt_connected;
}
