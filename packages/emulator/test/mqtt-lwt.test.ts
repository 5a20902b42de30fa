/**
 * The last will against a real Mosquitto: a gateway in a child process connects, announces itself
 * online, is SIGKILLed (no goodbye possible), and the broker publishes and retains the offline will.
 */
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SERIAL } from '../src/sim/testkit.ts';
import { startMosquitto, type Broker } from './support/mosquitto.ts';
import { Probe } from './support/mqttProbe.ts';
import { removeDir, tempDir } from './support/gateway.ts';

const CHILD = join(import.meta.dirname, 'support/mqttChild.ts');

let broker: Broker;
let dataDir: string;

beforeAll(async () => {
  broker = await startMosquitto();
  dataDir = await tempDir('lwt');
});

afterAll(async () => {
  await broker.dispose();
  await removeDir(dataDir);
});

it('the broker delivers the retained offline will when the gateway is killed', async () => {
  const config = {
    mqtt: {
      enabled: true,
      hostname: '127.0.0.1',
      port: broker.port,
      topic: 'lwt-test/',
      lwt: { topic: 'dtu/state', value_online: 'alive', value_offline: 'dead', qos: 1 },
    },
  };
  await writeFile(join(dataDir, 'config.json'), JSON.stringify(config));
  const probe = await Probe.connect(broker.url, ['lwt-test/#']);
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, dataDir], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => {
    child.once('exit', (_code, signal) => {
      resolve(signal);
    });
  });
  try {
    const online = await probe.waitFor('lwt-test/dtu/state', (m) => m.payload === 'alive', {
      timeoutMs: 15_000,
    });
    await probe.waitFor(`lwt-test/${SERIAL.hms4}/name`, () => true, { after: online.seq });
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    const will = await probe.waitFor('lwt-test/dtu/state', (m) => m.payload === 'dead', {
      after: online.seq,
    });
    expect(will.payload).toBe('dead');
  } finally {
    child.kill('SIGKILL');
    await probe.close();
  }
  // Retained (mqtt.retain defaults to true): a client arriving later still learns the DTU is gone.
  const late = await Probe.connect(broker.url, ['lwt-test/dtu/state']);
  try {
    const retained = await late.waitFor('lwt-test/dtu/state');
    expect(retained).toMatchObject({ payload: 'dead', retain: true });
  } finally {
    await late.close();
  }
});
