/**
 * The inverters' energy counters on disk. On the device YieldTotal lives in the inverters, not in the
 * DTU's flash, so the file sits in a sub-directory of the data directory (`sim/energy.json`): it is not
 * a LittleFS file of the gateway, `/api/config/list` does not show it, and a factory reset (which removes
 * the gateway's files) keeps it — the inverters on the roof do not forget their yield when the DTU is
 * reset. Written atomically like config.json.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../config/atomicWrite.ts';
import type { EnergySnapshot } from '../sim/index.ts';

export const ENERGY_DIR = 'sim';
export const ENERGY_FILE = 'energy.json';

export function energyPath(dataDir: string): string {
  return join(dataDir, ENERGY_DIR, ENERGY_FILE);
}

/** The saved counters as parsed JSON (the plant validates them), or undefined without a readable file. */
export async function readEnergy(dataDir: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(energyPath(dataDir), 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** Writes the counters; serialised so a slow write and the next one never interleave. */
export class EnergyWriter {
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly dataDir: string,
    private readonly onError: (message: string) => void,
  ) {}

  save(snapshot: EnergySnapshot): Promise<void> {
    const text = JSON.stringify(snapshot);
    const run = async (): Promise<void> => {
      try {
        await mkdir(join(this.dataDir, ENERGY_DIR), { recursive: true });
        await writeFileAtomic(energyPath(this.dataDir), text);
      } catch (error) {
        this.onError(error instanceof Error ? error.message : String(error));
      }
    };
    this.queue = this.queue.then(run);
    return this.queue;
  }
}
