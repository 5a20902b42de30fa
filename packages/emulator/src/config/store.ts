/**
 * config.json in the data directory: loaded at boot (defaults for missing keys, migration, strings cut
 * to the device's buffers, generated DTU serial), saved atomically with `cfg.save_count` incremented on every write. Saves are serialised so two
 * concurrent POSTs never lose each other's changes; a failed write leaves memory and disk unchanged.
 */
import {
  configFileLayout,
  configVersionOf,
  DEFAULT_DTU_SERIAL,
  hasFeature,
  type ConfigFile,
  type FirmwareRelease,
} from '@dtu-web/protocol';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { TEMP_PREFIX, writeFileAtomic } from './atomicWrite.ts';
import { configText, parseConfigText } from './configText.ts';
import { stripBom } from './deviceJson.ts';
import { migrateConfig } from './migrate.ts';
import { applyStringLimits } from './stringLimits.ts';

export const CONFIG_FILE = 'config.json';

/** The parts of config.json a save touches; the runtime reacts per area. */
export type ConfigArea =
  | 'security'
  | 'network'
  | 'ntp'
  | 'mqtt'
  | 'dtu'
  | 'device'
  | 'inverter'
  /** v25.5.10+: `logging` levels. */
  | 'logging';

export interface ConfigStoreOptions {
  dataDir: string;
  /** The release whose version and layout config.json has (default v24.10.6). */
  release?: FirmwareRelease;
  /**
   * What the release makes of the file after reading and migrating it, before it is written (e.g.
   * v26.3.28+ derives the rule of `ntp.timezone` from the zone's name).
   */
  afterLoad?: (config: ConfigFile) => void;
  /** Complete defaults (§7.1). */
  defaults: () => ConfigFile;
  /** Reads a parsed config.json like the device: every missing or mistyped key takes its default. */
  merge: (raw: unknown) => ConfigFile;
  /** The serial written on first boot in place of DEFAULT_DTU_SERIAL. */
  generatedDtuSerial: bigint;
  /** Told after every successful save. */
  onSaved?: (area: ConfigArea, config: ConfigFile) => void;
}

export class ConfigStore {
  private current: ConfigFile;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: ConfigStoreOptions) {
    this.current = options.defaults();
  }

  get release(): FirmwareRelease {
    return this.options.release ?? 'v24.10.6';
  }

  get path(): string {
    return join(this.options.dataDir, CONFIG_FILE);
  }

  /** The configuration in effect. Treat as read-only; change it through `save`. */
  get config(): ConfigFile {
    return this.current;
  }

  /** Boot: read, fall back to defaults, migrate, generate the DTU serial; writes when anything changed. */
  async load(): Promise<void> {
    await removeStaleTempFiles(this.options.dataDir);
    let raw: unknown;
    let readable: boolean;
    try {
      // Read like the device (its parser; the uint64 DTU serial kept exact); v24.11.7+ skips a BOM.
      const text = await readFile(this.path, 'utf8');
      raw = parseConfigText(hasFeature(this.release, 'configBomSkipped') ? stripBom(text) : text);
      readable = typeof raw === 'object' && raw !== null && !Array.isArray(raw);
    } catch {
      readable = false;
    }
    let needsWrite = !readable;
    const config = readable ? this.options.merge(raw) : this.options.defaults();
    if (readable && config.cfg.version !== configVersionOf(this.release).number) {
      migrateConfig(config, raw, config.cfg.version, this.release);
      needsWrite = true;
    }
    this.options.afterLoad?.(config);
    // The device's buffers cut over-long strings (§7.1), whoever wrote the file.
    if (applyStringLimits(config)) needsWrite = true;
    if (config.dtu.serial === DEFAULT_DTU_SERIAL) {
      config.dtu.serial = this.options.generatedDtuSerial;
      needsWrite = true;
    }
    this.current = config;
    if (needsWrite) {
      // A read-only data dir still boots (with the values in memory), like a device with a full flash.
      await this.write(config).catch(() => undefined);
    }
  }

  /**
   * Applies `mutate` to a copy of the configuration and writes it. Resolves false when the write failed
   * (the device's 1006); the configuration in effect is then unchanged.
   */
  save(area: ConfigArea, mutate: (draft: ConfigFile) => void): Promise<boolean> {
    const run = async (): Promise<boolean> => {
      const draft = structuredClone(this.current);
      mutate(draft);
      applyStringLimits(draft);
      try {
        await this.write(draft);
      } catch {
        return false;
      }
      this.options.onSaved?.(area, this.current);
      return true;
    };
    const result = this.queue.then(run, run);
    this.queue = result;
    return result;
  }

  private async write(config: ConfigFile): Promise<void> {
    const next = structuredClone(config);
    next.cfg.save_count = config.cfg.save_count + 1;
    await writeFileAtomic(this.path, configText(configFileLayout(this.release, next)));
    this.current = next;
  }
}

/** Temp files left by a write that was killed half-way. */
async function removeStaleTempFiles(dataDir: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(dataDir);
  } catch {
    return;
  }
  await Promise.all(
    names.filter((n) => n.startsWith(TEMP_PREFIX)).map((n) => rm(join(dataDir, n), { force: true })),
  );
}
