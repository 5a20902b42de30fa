/**
 * Language packs (v24.11.7+, firmware-versions.md §3.9): any data file whose name ends in `.lang.json`,
 * read once at boot. A pack counts only when it parses and its `meta.code` and `meta.name` are both
 * non-empty strings; others are ignored, as on the device.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isSafeFileName } from './dataFiles.ts';
import { parseDeviceJson, stripBom } from './deviceJson.ts';

export const LANG_PACK_SUFFIX = '.lang.json';

export interface InstalledPack {
  code: string;
  name: string;
  file: string;
  /** The file as stored, served as is. */
  content: Buffer;
  /** `"<md5 of the content>"`. */
  etag: string;
}

function packMeta(content: Buffer): { code: string; name: string } | undefined {
  let json: unknown;
  try {
    json = parseDeviceJson(stripBom(content.toString('utf8')));
  } catch {
    return undefined;
  }
  const meta = typeof json === 'object' && json !== null ? (json as { meta?: unknown }).meta : undefined;
  if (typeof meta !== 'object' || meta === null) return undefined;
  const { code, name } = meta as { code?: unknown; name?: unknown };
  if (typeof code !== 'string' || typeof name !== 'string' || code === '' || name === '') return undefined;
  return { code, name };
}

/** The valid packs of the data directory, in file-name order. */
export async function readLanguagePacks(dataDir: string): Promise<InstalledPack[]> {
  let names: string[];
  try {
    const entries = await readdir(dataDir, { withFileTypes: true });
    names = entries
      .filter((e) => e.isFile() && isSafeFileName(e.name) && e.name.endsWith(LANG_PACK_SUFFIX))
      .map((e) => e.name)
      .sort();
  } catch {
    return [];
  }
  const packs: InstalledPack[] = [];
  for (const file of names) {
    let content: Buffer;
    try {
      content = await readFile(join(dataDir, file));
    } catch {
      continue;
    }
    const meta = packMeta(content);
    if (meta === undefined) continue;
    const etag = `"${createHash('md5').update(content).digest('hex')}"`;
    packs.push({ ...meta, file, content, etag });
  }
  return packs;
}
