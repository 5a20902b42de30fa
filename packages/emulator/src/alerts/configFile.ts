/**
 * Each gateway's alert settings in `<dataDir>/alerts.json` — channels hold passwords and tokens, so the
 * file is written readable by its owner only (0600) and replaced atomically. Without a data directory
 * the settings live in memory. An unreadable file is logged and set aside, never half-read.
 */
import { DEFAULT_ALERT_CONFIG, parseAlertConfig, type AlertConfig } from '@dtu-web/protocol';
import { chmod, readFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../config/atomicWrite.ts';

export const ALERTS_FILE = 'alerts.json';

export class AlertSettings {
  private writing: Promise<void> = Promise.resolve();

  private constructor(
    private readonly file: string | undefined,
    private readonly byGateway: Map<string, AlertConfig>,
  ) {}

  static async load(dataDir: string | undefined, log: (line: string) => void): Promise<AlertSettings> {
    const byGateway = new Map<string, AlertConfig>();
    if (dataDir === undefined) return new AlertSettings(undefined, byGateway);
    const file = join(dataDir, ALERTS_FILE);
    try {
      const parsed = JSON.parse(await readFile(file, 'utf8')) as unknown;
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        throw new Error('not an object');
      for (const [gateway, config] of Object.entries(parsed)) {
        byGateway.set(gateway, parseAlertConfig(config));
      }
      // An older file may have been written with a wider mode.
      await chmod(file, 0o600);
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'ENOENT') {
        log(
          `Alert settings in ${file} not read (${error instanceof Error ? error.message : String(error)}); defaults apply`,
        );
      }
    }
    return new AlertSettings(file, byGateway);
  }

  get(gateway: string): AlertConfig {
    return this.byGateway.get(gateway) ?? DEFAULT_ALERT_CONFIG;
  }

  /** Stores a gateway's settings (already checked); resolves once they are on disk. */
  async set(gateway: string, config: AlertConfig): Promise<void> {
    this.byGateway.set(gateway, config);
    const { file } = this;
    if (file === undefined) return;
    const text = `${JSON.stringify(Object.fromEntries(this.byGateway), null, 2)}\n`;
    const write = this.writing.then(async () => {
      await mkdir(join(file, '..'), { recursive: true });
      await writeFileAtomic(file, text, 0o600);
    });
    this.writing = write.catch(() => undefined);
    await write;
  }
}
