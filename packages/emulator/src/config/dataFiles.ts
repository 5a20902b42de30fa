/**
 * Files of the data directory as the device's LittleFS root: listing, safe names, factory reset. The
 * device does no name checks at all; we refuse anything that could leave the data directory.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { TEMP_PREFIX } from './atomicWrite.ts';
import { PIN_MAPPING_FILE } from './pinMapping.ts';

/** A plain file name: no separators, no "."/"..", no NUL, not one of our temp files. */
export function isSafeFileName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= 255 &&
    !/[/\\\0]/.test(name) &&
    name !== '.' &&
    name !== '..' &&
    !name.startsWith(TEMP_PREFIX)
  );
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
