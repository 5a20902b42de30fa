/**
 * Helpers for the runtime's integration tests: a virtual DTU (gateway + plant) on a loopback port with
 * a temp data dir, an emulated clock the test moves by hand and the 1 s task run on demand, plus `ws`
 * clients that collect what they receive.
 */
import WebSocket from 'ws';
import { EmulatedClock } from '../../src/ntp/clock.ts';
import type { PlantRuntime, PlantRuntimeOptions } from '../../src/runtime/index.ts';
import type { PushResult } from '../../src/runtime/livePush.ts';
import { startVirtualDtu, type VirtualDtuOptions } from '../../src/virtualDtu.ts';
import { makeWebRoot, removeDir, TEST_RELEASE, tempDir, type TestGateway, waitFor } from './gateway.ts';

/** Noon of the summer solstice at the default site (Germany, CEST). */
export const SUMMER_NOON = Date.parse('2024-06-21T12:00:00+02:00');
/** Deep night in December at the default site (CET). */
export const WINTER_NIGHT = Date.parse('2024-12-21T02:00:00+01:00');

/** A host time source the test owns: emulated time moves only when the test says so. */
export class ManualTime {
  ms = 1_000_000;
  readonly source = (): number => this.ms;
}

export interface RuntimeTest extends TestGateway {
  runtime: PlantRuntime;
  clock: EmulatedClock;
  time: ManualTime;
  /** Moves emulated time on by `seconds`, running the 1 s task after every second. */
  advance(seconds: number): PushResult[];
}

export interface RuntimeTestOptions extends Partial<Omit<VirtualDtuOptions, 'runtime'>> {
  start?: number;
  runtime?: PlantRuntimeOptions;
}

/** Clear sky, no grid faults, no lost packets: outcomes tests can count on. */
export const STEADY = { weatherOverride: 1, gridFaultsPerHour: 0, partialRate: 0, corruptRate: 0 } as const;

export async function startRuntimeGateway(options: RuntimeTestOptions = {}): Promise<RuntimeTest> {
  const dataDir = options.dataDir ?? (await tempDir('runtime'));
  const webRoot = options.webRoot ?? (await makeWebRoot());
  const time = new ManualTime();
  const clock =
    options.clock ?? new EmulatedClock({ source: time.source, start: options.start ?? SUMMER_NOON });
  const { gateway, runtime } = await startVirtualDtu({
    host: '127.0.0.1',
    port: 0,
    rebootDelay: 100,
    restartDelay: 10,
    firmware: TEST_RELEASE,
    ...options,
    dataDir,
    webRoot,
    clock,
    runtime: { timers: false, tuning: STEADY, ...options.runtime },
  });
  const base = gateway.url.replace(/\/$/, '');
  return {
    gateway,
    runtime,
    clock,
    time,
    dataDir,
    base,
    advance(seconds) {
      const results: PushResult[] = [];
      for (let i = 0; i < seconds; i++) {
        time.ms += 1000;
        results.push(runtime.runSecond());
      }
      return results;
    },
    close: async () => {
      await gateway.stop();
      if (options.dataDir === undefined) await removeDir(dataDir);
      if (options.webRoot === undefined) await removeDir(webRoot);
    },
  };
}

/** A `ws` client that keeps every text message it receives. */
export interface SocketClient {
  socket: WebSocket;
  messages: string[];
  /** Resolves when the server closed the connection (code, or 1006 for a cut). */
  closed: Promise<number>;
  close(): Promise<void>;
}

export async function connectSocket(
  base: string,
  path: '/livedata' | '/console',
  headers: Record<string, string> = {},
): Promise<SocketClient> {
  const socket = new WebSocket(base.replace(/^http/, 'ws') + path, { headers });
  const messages: string[] = [];
  socket.on('message', (data: WebSocket.RawData) => {
    const bytes = Array.isArray(data)
      ? Buffer.concat(data)
      : Buffer.isBuffer(data)
        ? data
        : Buffer.from(data);
    messages.push(bytes.toString('utf8'));
  });
  const closed = new Promise<number>((resolve) => {
    socket.once('close', (code) => {
      resolve(code);
    });
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => {
      resolve();
    });
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) => {
      reject(new Error(`upgrade refused with HTTP ${String(res.statusCode)}`));
    });
  });
  return {
    socket,
    messages,
    closed,
    close: async () => {
      socket.close();
      await closed;
    },
  };
}

/** Waits until the gateway has registered `count` clients of an endpoint. */
export async function waitForClients(
  t: RuntimeTest,
  endpoint: 'livedata' | 'console',
  count: number,
): Promise<void> {
  await waitFor(
    () => t.gateway.ctx.sockets.count(endpoint) === count,
    5000,
    `${String(count)} ${endpoint} clients`,
  );
}
