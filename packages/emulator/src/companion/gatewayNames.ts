/**
 * Each gateway's last known name (its host name from its status), so a gateway that is away — even at a
 * companion start — is still listed by the name its owner knows, not by its id. With `--data-dir` the
 * names are kept in `<dataDir>/gateway-names.json`, replaced atomically whenever one changes.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { writeFileAtomic } from '../config/atomicWrite.ts';

export const GATEWAY_NAMES_FILE = 'gateway-names.json';
/** A name longer than any host name (the device allows 32 characters) is not one the companion wrote. */
const MAX_NAME = 64;

export class GatewayNames {
  private readonly names: Map<string, string>;
  private writing: Promise<void> = Promise.resolve();

  private constructor(
    private readonly file: string | undefined,
    names: Map<string, string>,
    private readonly log: (line: string) => void,
  ) {
    this.names = names;
  }

  /** The names kept in `dataDir` (none without one); an unreadable file is logged and starts afresh. */
  static async load(dataDir: string | undefined, log: (line: string) => void): Promise<GatewayNames> {
    if (dataDir === undefined) return new GatewayNames(undefined, new Map(), log);
    const file = join(dataDir, GATEWAY_NAMES_FILE);
    const names = new Map<string, string>();
    try {
      const parsed = JSON.parse(await readFile(file, 'utf8')) as unknown;
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        throw new Error('not an object');
      for (const [id, name] of Object.entries(parsed)) {
        if (typeof name === 'string' && name !== '' && name.length <= MAX_NAME) names.set(id, name);
      }
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'ENOENT') {
        log(
          `Gateway names in ${file} not read (${error instanceof Error ? error.message : String(error)}); they are learnt again`,
        );
      }
    }
    return new GatewayNames(file, names, log);
  }

  get(id: string): string | undefined {
    return this.names.get(id);
  }

  /** Keeps `name` for `id`, and writes the file when it changed (writes one after another, never lost). */
  remember(id: string, name: string): void {
    if (this.names.get(id) === name) return;
    this.names.set(id, name);
    const file = this.file;
    if (file === undefined) return;
    this.writing = this.writing.then(async () => {
      try {
        await mkdir(dirname(file), { recursive: true });
        await writeFileAtomic(file, `${JSON.stringify(Object.fromEntries(this.names), null, 2)}\n`);
      } catch (error) {
        this.log(
          `Gateway names not saved to ${file}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    });
  }

  /** Resolves once every name remembered so far is on disk. */
  async settled(): Promise<void> {
    await this.writing;
  }
}
