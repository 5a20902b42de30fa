/**
 * Child process for the LWT test: a virtual gateway with the MQTT extension and a small plant, using the
 * config.json in the data dir given as argument. Prints "ready <url>" once listening; the parent kills
 * it. Bounded: it ends on its own after 60 s.
 */
import { startGateway } from '../../src/gateway.ts';
import { mqttExtension } from '../../src/mqtt/index.ts';
import { berlinTime, inverterConfig, SERIAL, testPlant } from '../../src/sim/testkit.ts';

const dataDir = process.argv[2];
if (dataDir === undefined) throw new Error('usage: mqttChild <data dir>');
const sim = testPlant(berlinTime(6, 21, 12), [inverterConfig(SERIAL.hms4)]);
sim.runFor(30);
const gateway = await startGateway({
  dataDir,
  host: '127.0.0.1',
  port: 0,
  webRoot: dataDir,
  // The plant's clock stands still here, so the radio may stay busy: do not wait long for it.
  extensions: [mqttExtension(() => sim.plant, { intervalMs: () => 200, radioWaitMs: 100 })],
});
process.stdout.write(`ready ${gateway.url}\n`);
setTimeout(() => process.exit(3), 60_000).unref();
setInterval(() => undefined, 1000);
