// Several gateways behind one companion (companion-api §3): three virtual DTUs, each its own emulator
// process, and a companion in front of them with `--device <id>=<url>` each. A test can stop one gateway
// to see how the others and the fleet view take it.
import { startCompanion, type CompanionProcess } from './companion.ts';
import { startGateway, type GatewayProcess } from './gateway.ts';

export const FLEET_IDS = ['home', 'garage', 'shed'] as const;
export type FleetId = (typeof FLEET_IDS)[number];

export interface Fleet {
  companion: CompanionProcess;
  /** Each gateway's own emulator (its URL answers without the companion). */
  gateways: Record<FleetId, GatewayProcess>;
  /** `<companion>/g/<id><path>` */
  url: (id: FleetId, path?: string) => string;
  stop: () => Promise<void>;
}

export interface FleetOptions {
  /** Options for the companion's command line. */
  companionArgs?: readonly string[];
  /** Options for each gateway's emulator (e.g. `['--inverters', '2']`). */
  gatewayArgs?: Partial<Record<FleetId, readonly string[]>>;
  /**
   * A gateway's data directory, e.g. with a config.json of its own name and admin password (the
   * emulator reads a partial one, the rest at its defaults); the test removes it. Default: a fresh one.
   */
  dataDirs?: Partial<Record<FleetId, string>>;
  /** Each gateway's OpenDTU release (issue 28); default: the emulator's newest. */
  firmware?: Partial<Record<FleetId, string>>;
}

/** The releases of `npm start -- --gateways 3`: the oldest, a v25 and the newest. */
export const MIXED_RELEASES: Readonly<Record<FleetId, string>> = {
  home: 'v24.10.6',
  garage: 'v25.9.11',
  shed: 'v26.3.30',
};

/** Starts the three gateways side by side, then the companion in front of them. */
export async function startFleet(options: FleetOptions = {}): Promise<Fleet> {
  const started = await Promise.all(
    FLEET_IDS.map((id) => {
      const dataDir = options.dataDirs?.[id];
      const firmware = options.firmware?.[id];
      return startGateway({
        args: options.gatewayArgs?.[id] ?? [],
        ...(dataDir === undefined ? {} : { dataDir }),
        ...(firmware === undefined ? {} : { firmware }),
      });
    }),
  );
  const gateways = Object.fromEntries(FLEET_IDS.map((id, i) => [id, started[i]])) as Record<
    FleetId,
    GatewayProcess
  >;
  const devices = FLEET_IDS.map((id) => `${id}=${gateways[id].url}`);
  const [first, ...others] = devices;
  let companion: CompanionProcess;
  try {
    companion = await startCompanion(first ?? '', [
      ...others.flatMap((device) => ['--device', device]),
      ...(options.companionArgs ?? []),
    ]);
  } catch (error) {
    await Promise.all(started.map((gateway) => gateway.stop()));
    throw error;
  }
  return {
    companion,
    gateways,
    url: (id, path = '/') => new URL(`g/${id}${path}`, companion.url).href,
    stop: async () => {
      await companion.stop();
      await Promise.all(started.map((gateway) => gateway.stop()));
    },
  };
}
