/**
 * The inverters' energy counters on disk. On the device YieldTotal lives in the inverters, not in the
 * DTU's flash, so the file is not one of the gateway's LittleFS files: it sits in the emulator's own
 * directory `.emulator/` of the data directory, out of the namespace users write to (file names starting
 * with a dot are reserved and refused by /api/config/upload), not listed by `/api/config/list`, and kept
 * by a factory reset (the inverters on the roof do not forget their yield when the DTU is reset).
 * Written atomically like config.json. Data directories of older versions kept it in `sim/energy.json`:
 * it is moved at start, and the emptied `sim/` removed, so that name is free for users' files.
 */
import { mkdir, readFile, rename, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../config/atomicWrite.ts';
import type { EnergySnapshot } from '../sim/index.ts';

/** The emulator's own state in the data directory (a dot name: never a user's file). */
export const EMULATOR_DIR = '.emulator';
export const ENERGY_FILE = 'energy.json';
const LEGACY_ENERGY_PATH = ['sim', ENERGY_FILE] as const;

export function energyPath(dataDir: string): string {
  return join(dataDir, EMULATOR_DIR, ENERGY_FILE);
}

async function readJson(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** Moves the counters of an older data directory (`sim/energy.json`) to their place; best effort. */
async function moveLegacyEnergy(dataDir: string): Promise<void> {
  const legacy = join(dataDir, ...LEGACY_ENERGY_PATH);
  if ((await readJson(legacy)) === undefined || (await readJson(energyPath(dataDir))) !== undefined) return;
  try {
    await mkdir(join(dataDir, EMULATOR_DIR), { recursive: true });
    await rename(legacy, energyPath(dataDir));
    await rmdir(join(dataDir, LEGACY_ENERGY_PATH[0]));
  } catch {
    // A directory with other files stays; the counters are read from wherever they are.
  }
}

/** The saved counters as parsed JSON (the plant validates them), or undefined without a readable file. */
export async function readEnergy(dataDir: string): Promise<unknown> {
  await moveLegacyEnergy(dataDir);
  return (await readJson(energyPath(dataDir))) ?? readJson(join(dataDir, ...LEGACY_ENERGY_PATH));
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
        await mkdir(join(this.dataDir, EMULATOR_DIR), { recursive: true });
        await writeFileAtomic(energyPath(this.dataDir), text);
      } catch (error) {
        this.onError(error instanceof Error ? error.message : String(error));
      }
    };
    this.queue = this.queue.then(run);
    return this.queue;
  }
}
