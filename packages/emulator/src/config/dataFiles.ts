/**
 * Files of the data directory as the device's LittleFS root: listing, safe names, factory reset. The
 * device does no name checks at all; we refuse anything that could leave the data directory, names the
 * host's file system cannot hold, and names starting with a dot: those are the emulator's own (temp
 * files, `.emulator/`), so a user's upload can never collide with the emulator's state.
 */
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PIN_MAPPING_FILE } from './pinMapping.ts';

/** Longest file name in UTF-8 bytes (NAME_MAX of common file systems). */
export const MAX_FILE_NAME_BYTES = 255;

export type FileNameProblem = 'empty' | 'too-long' | 'path' | 'reserved';

/** Why `name` cannot be a data file, or undefined when it can. */
export function fileNameProblem(name: string): FileNameProblem | undefined {
  if (name.length === 0) return 'empty';
  if (Buffer.byteLength(name, 'utf8') > MAX_FILE_NAME_BYTES) return 'too-long';
  if (/[/\\\0]/.test(name)) return 'path';
  if (name.startsWith('.')) return 'reserved';
  return undefined;
}

/** A plain file name users may read and write: no separators, no NUL, no dot name, not too long. */
export function isSafeFileName(name: string): boolean {
  return fileNameProblem(name) === undefined;
}

/** File names in the data directory, sorted (config.json first in practice). */
export async function listDataFiles(dataDir: string): Promise<string[]> {
  const entries = await readdir(dataDir, { withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && isSafeFileName(e.name))
    .map((e) => e.name)
    .sort();
}

/** The bytes of a data file, or undefined when the name is unsafe or the file does not exist. */
export async function readDataFile(dataDir: string, name: string): Promise<Buffer | undefined> {
  if (!isSafeFileName(name)) return undefined;
  try {
    return await readFile(join(dataDir, name));
  } catch {
    return undefined;
  }
}

/** Factory reset: every file but pin_mapping.json goes; defaults are written on the next boot. */
export async function removeAllButPinMapping(dataDir: string): Promise<void> {
  const names = await listDataFiles(dataDir);
  await Promise.all(
    names.filter((n) => n !== PIN_MAPPING_FILE).map((n) => rm(join(dataDir, n), { force: true })),
  );
}

/** The data files with their sizes in bytes, sorted by name (GET /api/file/list). */
export async function listDataFileSizes(dataDir: string): Promise<{ name: string; size: number }[]> {
  const names = await listDataFiles(dataDir);
  const entries = await Promise.all(
    names.map(async (name) => {
      try {
        return { name, size: (await stat(join(dataDir, name))).size };
      } catch {
        return undefined;
      }
    }),
  );
  return entries.filter((entry) => entry !== undefined);
}

/** Deletes one data file; false when the name is unsafe or no such file exists. */
export async function removeDataFile(dataDir: string, name: string): Promise<boolean> {
  if (!isSafeFileName(name)) return false;
  try {
    const info = await stat(join(dataDir, name));
    if (!info.isFile()) return false;
    await rm(join(dataDir, name));
    return true;
  } catch {
    return false;
  }
}
