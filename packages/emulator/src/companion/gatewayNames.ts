/**
 * Each gateway's last known name (its host name from its status), so a gateway that is away — even at a
 * companion start — is still listed by the name its owner knows, not by its id; and the name its owner
 * gave it in the companion (issue 30), which wins over the host name. With `--data-dir` the names are
 * kept in `<dataDir>/gateway-names.json` (`{"<id>":"<host name>"}`, or `{"<id>":{"host":…,"name":…}}`
 * once an own name is set or whether it lets anyone read is known: `"open":true|false`), replaced
 * atomically whenever one changes.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { writeFileAtomic } from '../config/atomicWrite.ts';

export const GATEWAY_NAMES_FILE = 'gateway-names.json';
/** A name longer than any host name (the device allows 32 characters) is not one the companion wrote. */
const MAX_NAME = 64;

interface Entry {
  host?: string;
  name?: string;
  /** It let anyone read when last asked (issue 30: judged so while it is away after a restart). */
  open?: boolean;
}

function validName(value: unknown): value is string {
  return typeof value === 'string' && value !== '' && value.length <= MAX_NAME;
}

export class GatewayNames {
  private readonly names: Map<string, Entry>;
  private writing: Promise<void> = Promise.resolve();

  private constructor(
    private readonly file: string | undefined,
    names: Map<string, Entry>,
    private readonly log: (line: string) => void,
  ) {
    this.names = names;
  }

  /** The names kept in `dataDir` (none without one); an unreadable file is logged and starts afresh. */
  static async load(dataDir: string | undefined, log: (line: string) => void): Promise<GatewayNames> {
    if (dataDir === undefined) return new GatewayNames(undefined, new Map(), log);
    const file = join(dataDir, GATEWAY_NAMES_FILE);
    const names = new Map<string, Entry>();
    try {
      const parsed = JSON.parse(await readFile(file, 'utf8')) as unknown;
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        throw new Error('not an object');
      for (const [id, value] of Object.entries(parsed)) {
        if (validName(value)) names.set(id, { host: value });
        else if (typeof value === 'object' && value !== null) {
          const { host, name, open } = value as { host?: unknown; name?: unknown; open?: unknown };
          const entry: Entry = {};
          if (validName(host)) entry.host = host;
          if (validName(name)) entry.name = name;
          if (typeof open === 'boolean') entry.open = open;
          if (Object.keys(entry).length > 0) names.set(id, entry);
        }
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

  /** The host name it last answered with. */
  get(id: string): string | undefined {
    return this.names.get(id)?.host;
  }

  /** The name its owner set in the companion. */
  ownName(id: string): string | undefined {
    return this.names.get(id)?.name;
  }

  /** Whether it let anyone read when last asked; undefined when never known. */
  open(id: string): boolean | undefined {
    return this.names.get(id)?.open;
  }

  /** Keeps whether it lets anyone read, and writes the file when that changed. */
  rememberOpen(id: string, open: boolean): void {
    const entry = this.names.get(id) ?? {};
    if (entry.open === open) return;
    this.names.set(id, { ...entry, open });
    this.save();
  }

  /** Keeps the host name for `id`, and writes the file when it changed. */
  remember(id: string, host: string): void {
    const entry = this.names.get(id) ?? {};
    if (entry.host === host) return;
    this.names.set(id, { ...entry, host });
    this.save();
  }

  /** Sets (or, with undefined, clears) the owner's name for `id`; resolves once it is on disk. */
  async setOwnName(id: string, name: string | undefined): Promise<void> {
    const { name: _old, ...entry } = this.names.get(id) ?? {};
    this.names.set(id, name === undefined ? entry : { ...entry, name });
    this.save();
    await this.settled();
  }

  private serialised(): string {
    const out: Record<string, string | Entry> = {};
    for (const [id, entry] of this.names) {
      if (entry.name !== undefined || entry.open !== undefined) out[id] = entry;
      else if (entry.host !== undefined) out[id] = entry.host;
    }
    return `${JSON.stringify(out, null, 2)}\n`;
  }

  /** Writes the file (writes one after another, never lost). */
  private save(): void {
    const file = this.file;
    if (file === undefined) return;
    this.writing = this.writing.then(async () => {
      try {
        await mkdir(dirname(file), { recursive: true });
        await writeFileAtomic(file, this.serialised());
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
