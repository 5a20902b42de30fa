// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MD5_CHUNK_BYTES, md5OfFile } from './md5Chunks.ts';

function bytes(size: number): Uint8Array<ArrayBuffer> {
  const data = new Uint8Array(size);
  for (let i = 0; i < size; i++) data[i] = (i * 131 + (i >> 8)) & 0xff;
  return data;
}

describe('md5OfFile', () => {
  it('reads 2 MiB chunks and gives the MD5 of the whole file', async () => {
    expect(MD5_CHUNK_BYTES).toBe(2_097_152);
    const data = bytes(2 * MD5_CHUNK_BYTES + 12_345);
    const progress: [number, number][] = [];
    const md5 = await md5OfFile(new Blob([data]), (done, total) => progress.push([done, total]));
    expect(md5).toBe(createHash('md5').update(data).digest('hex'));
    expect(progress).toEqual([
      [MD5_CHUNK_BYTES, data.length],
      [2 * MD5_CHUNK_BYTES, data.length],
      [data.length, data.length],
    ]);
  });

  it('gives the MD5 of an empty file', async () => {
    expect(await md5OfFile(new Blob([]), () => undefined)).toBe('d41d8cd98f00b204e9800998ecf8427e');
  });

  it('does not depend on the chunk size', async () => {
    const data = bytes(100_001);
    const whole = createHash('md5').update(data).digest('hex');
    expect(await md5OfFile(new Blob([data]), () => undefined, 4096)).toBe(whole);
    expect(await md5OfFile(new Blob([data]), () => undefined, 7)).toBe(whole);
  });
});
