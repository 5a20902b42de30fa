/**
 * `npm start -- --gateways n`: n virtual gateways (different demo fleets, the second CMT-radio only,
 * different chip ids so their names differ) on free loopback ports, and one companion in front of
 * them on --port, recording them all, so a new user sees a fleet at once. Each gateway has its own
 * data directory under <data-dir>/gateways/<id>; the companion's history is <data-dir>/companion.
 */
import type { EmulatedRelease } from '@dtu-web/protocol';
import { join } from 'node:path';
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
/**
 * The release each demo gateway runs unless `--firmware` names one for all: the oldest, a v25 and the
 * newest, so a fleet shows the dialects side by side (`--gateways 3`: v24.10.6, v25.9.11, v26.3.30).
 */
export const DEMO_GATEWAY_RELEASES: readonly EmulatedRelease[] = [
  'v24.10.6',
  'v25.9.11',
  'v26.3.30',
  'v26.3.28',
];
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
  /** One release for every gateway; by default each runs its DEMO_GATEWAY_RELEASES entry. */
  firmware?: EmulatedRelease;
  log: (line: string) => void;
}

export interface FleetDemo {
  companion: Companion;
  gateways: VirtualDtu[];
  stop(): Promise<void>;
}

export async function startFleetDemo(options: FleetDemoOptions): Promise<FleetDemo> {
  const ids = DEMO_GATEWAY_IDS.slice(0, Math.max(1, Math.min(MAX_DEMO_GATEWAYS, options.count)));
  const gateways: VirtualDtu[] = [];
  try {
    for (const [index, id] of ids.entries()) {
      const dtu = await startVirtualDtu({
        host: '127.0.0.1',
        port: 0,
        dataDir: join(options.dataDir, 'gateways', id),
        webRoot: options.webRoot,
        rebootDelay: options.rebootDelay,
        chipId: 0x1a2b3c + index,
        firmware: options.firmware ?? DEMO_GATEWAY_RELEASES[index],
        clock: new EmulatedClock({ start: options.clockStart, scale: options.timeScale }),
        runtime: { demoSerials: GATEWAY_DEMO_FLEETS[index] ?? [], seed: DEFAULT_SEED + index },
        // The companion records every gateway; the gateways need no history of their own.
        history: false,
      });
      gateways.push(dtu);
      options.log(
        `Virtual gateway ${id}: ${dtu.gateway.url} (OpenDTU ${dtu.gateway.ctx.release}, admin password openDTU42)`,
      );
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
    return {
      companion,
      gateways,
      async stop() {
        await companion.stop();
        for (const dtu of gateways) await dtu.gateway.stop();
      },
    };
  } catch (error) {
    for (const dtu of gateways) await dtu.gateway.stop();
    throw error;
  }
}
