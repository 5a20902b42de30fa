/**
 * Crash-safe file replacement: a kill or power cut at any moment leaves either the old or the new file.
 * Write a temp file in the same directory (rename is only atomic within one file system), fsync it so its
 * bytes are on disk before the name points at it, rename over the target, then fsync the directory so the
 * rename itself is durable.
 */
import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Temp files start with a dot (a reserved name) so directory listings (config list) skip them. */
export const TEMP_PREFIX = '.tmp-';

/** `mode` 0o600 keeps a file of secrets readable by its owner only. */
export async function writeFileAtomic(
  path: string,
  content: string | Uint8Array,
  mode = 0o644,
): Promise<void> {
  const dir = dirname(path);
  // The temp name does not grow with the target's, so any name the file system holds can be written.
  const temp = join(dir, `${TEMP_PREFIX}${randomBytes(8).toString('hex')}`);
  try {
    const file = await open(temp, 'w', mode);
    try {
      await file.writeFile(content);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncDirectory(dir);
}

async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } catch {
    // Some platforms and file systems cannot fsync a directory; the rename is still atomic there.
  } finally {
    await handle.close();
  }
}
