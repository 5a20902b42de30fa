/**
 * The owner's money and CO₂ settings per gateway (issue 29), kept in one JSON file in the data directory
 * (`{"<gateway>":{…HistorySettings}}`), replaced atomically on every save; saves run one after another.
 * A file that cannot be read gives every gateway the defaults (and is replaced by the next save).
 */
import {
  checkBody,
  DEFAULT_HISTORY_SETTINGS,
  historySettingsSchema,
  type HistorySettings,
} from '@dtu-web/protocol';
import { mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { writeFileAtomic } from '../config/atomicWrite.ts';

export const HISTORY_SETTINGS_FILE = 'history-settings.json';

export class SettingsFile {
  private cache: Map<string, HistorySettings> | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly path: string) {}

  async get(gateway: string): Promise<HistorySettings> {
    const all = await this.load();
    return structuredClone(all.get(gateway) ?? DEFAULT_HISTORY_SETTINGS);
  }

  /** Stores a gateway's settings (already checked). */
  set(gateway: string, settings: HistorySettings): Promise<void> {
    const run = this.queue.then(async () => {
      const all = new Map(await this.load());
      all.set(gateway, settings);
      await mkdir(dirname(this.path), { recursive: true });
      await writeFileAtomic(this.path, `${JSON.stringify(Object.fromEntries(all), null, 1)}\n`);
      this.cache = all;
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async load(): Promise<Map<string, HistorySettings>> {
    if (this.cache !== undefined) return this.cache;
    const all = new Map<string, HistorySettings>();
    try {
      const value: unknown = JSON.parse(await readFile(this.path, 'utf8'));
      if (typeof value === 'object' && value !== null) {
        for (const [gateway, entry] of Object.entries(value)) {
          const checked = checkBody(historySettingsSchema, entry, 'server');
          if (checked.ok) all.set(gateway, checked.value);
        }
      }
    } catch {
      // no file yet, or not readable: defaults
    }
    this.cache = all;
    return all;
  }
}
