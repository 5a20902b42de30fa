import { createMD5 } from 'hash-wasm';

/** interface-spec §9: the MD5 is computed over the file in chunks of this many bytes. */
export const MD5_CHUNK_BYTES = 2 * 1024 * 1024;

/**
 * The hex MD5 of a file read chunk by chunk (only one chunk in memory at a time), reporting the
 * bytes done after each chunk. Runs in the MD5 worker (md5.worker.ts).
 */
export async function md5OfFile(
  file: Blob,
  onProgress: (done: number, total: number) => void,
  chunkBytes: number = MD5_CHUNK_BYTES,
): Promise<string> {
  const hasher = await createMD5();
  hasher.init();
  for (let offset = 0; offset < file.size; offset += chunkBytes) {
    const end = Math.min(offset + chunkBytes, file.size);
    hasher.update(new Uint8Array(await file.slice(offset, end).arrayBuffer()));
    onProgress(end, file.size);
  }
  return hasher.digest('hex');
}
