/**
 * `npm start -- --gateways n`: n virtual gateways (different demo fleets, the second CMT-radio only,
 * different chip ids so their names differ) on free loopback ports, and one companion in front of
 * them on --port, recording them all, so a new user sees a fleet at once. Each gateway has its own
 * data directory under <data-dir>/gateways/<id>; the companion's history is <data-dir>/companion.
 *
 * All of them run in one process, so one cannot be killed to see the fleet react (issue 30): `toggle`
 * takes a gateway away (it stops, as if unplugged: its port no longer answers) and brings it back on the
 * same port with the same data directory (as after a power cut: it boots, polls its inverters afresh).
 * The command line drives it from stdin (a gateway's number and Enter) and SIGUSR1 (the last gateway).
 */
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { startCompanion, type Companion } from './companion/server.ts';
import { parseTarget } from './companion/target.ts';
import type { Retention } from './history/store.ts';
import { EmulatedClock } from './ntp/clock.ts';
import { DEFAULT_SEED } from './runtime/index.ts';
import { GATEWAY_DEMO_FLEETS } from './runtime/demoFleet.ts';
import { startVirtualDtu, type VirtualDtu } from './virtualDtu.ts';

/** The demo gateways' ids, in order (`--gateways n` takes the first n). */
export const DEMO_GATEWAY_IDS = ['home', 'farm', 'cabin', 'workshop'] as const;
export const MAX_DEMO_GATEWAYS = DEMO_GATEWAY_IDS.length;

export interface FleetDemoOptions {
  count: number;
  host: string;
  port: number;
  dataDir: string;
  webRoot: string;
  rebootDelay: number;
  clockStart?: number;
  timeScale: number;
  retention: Retention;
  log: (line: string) => void;
}

export interface FleetDemo {
  companion: Companion;
  /** The gateways running now (one taken away is not among them), in order. */
  readonly gateways: VirtualDtu[];
  readonly ids: readonly string[];
  /** Takes the gateway away, or brings it back when it is away; says which it did. */
  toggle(id: string): Promise<'away' | 'back'>;
  stop(): Promise<void>;
}

function startDemoGateway(
  options: FleetDemoOptions,
  index: number,
  id: string,
  port: number,
): Promise<VirtualDtu> {
  return startVirtualDtu({
    host: '127.0.0.1',
    port,
    dataDir: join(options.dataDir, 'gateways', id),
    webRoot: options.webRoot,
    rebootDelay: options.rebootDelay,
    chipId: 0x1a2b3c + index,
    clock: new EmulatedClock({ start: options.clockStart, scale: options.timeScale }),
    runtime: { demoSerials: GATEWAY_DEMO_FLEETS[index] ?? [], seed: DEFAULT_SEED + index },
    // The companion records every gateway; the gateways need no history of their own.
    history: false,
  });
}

export async function startFleetDemo(options: FleetDemoOptions): Promise<FleetDemo> {
  const ids = DEMO_GATEWAY_IDS.slice(0, Math.max(1, Math.min(MAX_DEMO_GATEWAYS, options.count)));
  const running: (VirtualDtu | undefined)[] = [];
  const ports: number[] = [];
  const gateways: VirtualDtu[] = [];
  try {
    for (const [index, id] of ids.entries()) {
      const dtu = await startDemoGateway(options, index, id, 0);
      gateways.push(dtu);
      running.push(dtu);
      ports.push(dtu.gateway.port);
      options.log(`Virtual gateway ${id}: ${dtu.gateway.url} (admin password openDTU42)`);
    }
    const companion = await startCompanion({
      gateways: ids.map((id, i) => ({ id, target: parseTarget({ url: gateways[i]?.gateway.url ?? '' }) })),
      host: options.host,
      port: options.port,
      webRoot: options.webRoot,
      dataDir: join(options.dataDir, 'companion'),
      retention: options.retention,
      log: options.log,
    });
    let busy: Promise<unknown> = Promise.resolve();
    const toggleNow = async (id: string): Promise<'away' | 'back'> => {
      const index = ids.indexOf(id as (typeof ids)[number]);
      if (index < 0) throw new Error(`no demo gateway "${id}"`);
      const dtu = running[index];
      if (dtu !== undefined) {
        running[index] = undefined;
        await dtu.gateway.stop();
        options.log(`Gateway ${id} taken away (unplugged); the fleet shows it offline within 15 s`);
        return 'away';
      }
      const back = await startDemoGateway(options, index, id, ports[index] ?? 0);
      running[index] = back;
      options.log(`Gateway ${id} is back on ${back.gateway.url}`);
      return 'back';
    };
    return {
      companion,
      ids,
      get gateways() {
        return running.filter((dtu): dtu is VirtualDtu => dtu !== undefined);
      },
      toggle(id) {
        // One change at a time: a second key press waits for the first to finish.
        const next = busy.then(() => toggleNow(id));
        busy = next.catch(() => undefined);
        return next;
      },
      async stop() {
        await busy;
        await companion.stop();
        for (const dtu of running) await dtu?.gateway.stop();
      },
    };
  } catch (error) {
    for (const dtu of gateways) await dtu.gateway.stop();
    throw error;
  }
}

/**
 * The demo's controls on the command line: a gateway's number and Enter on stdin takes it away or
 * brings it back; SIGUSR1 does the same for the last gateway. Returns the function that ends them.
 */
export function demoControls(demo: FleetDemo, log: (line: string) => void): () => void {
  const toggle = (id: string): void => {
    demo.toggle(id).catch((error: unknown) => {
      log(`Gateway ${id}: ${error instanceof Error ? error.message : String(error)}`);
    });
  };
  const lines = createInterface({ input: process.stdin, terminal: false });
  lines.on('line', (line) => {
    const id = demo.ids[Number(line.trim()) - 1];
    if (/^\d+$/.test(line.trim()) && id !== undefined) toggle(id);
  });
  const last = demo.ids.at(-1);
  const onSignal = (): void => {
    if (last !== undefined) toggle(last);
  };
  process.on('SIGUSR1', onSignal);
  const keys = demo.ids.map((id, i) => `${String(i + 1)} = ${id}`).join(', ');
  log(
    `Take a gateway away or bring it back: type its number and Enter (${keys}), ` +
      `or kill -USR1 ${String(process.pid)} for ${last ?? 'the last'}`,
  );
  return () => {
    lines.close();
    process.off('SIGUSR1', onSignal);
  };
}
