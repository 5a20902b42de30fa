import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';

/** The files a browser gets compressed (images and fonts are compressed already). */
const TEXT = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.txt']);

/**
 * Writes `<file>.gz` beside each text file of the served build, packed with Zopfli: ordinary gzip, about
 * 4 % smaller than zlib's best, which every browser reads. The emulator and the companion serve these as
 * they are (a gateway sends ~200 KB/s, every byte of the first load counts); each is checked to unpack
 * to exactly its file, so a stale or broken one can never be served.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'dtu-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { withFileTypes: true, recursive: true });
      const files = entries
        .filter((entry) => entry.isFile() && TEXT.has(extname(entry.name)))
        .map((entry) => join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          const packed = Buffer.from(await gzipAsync(content, { numiterations: 15 }));
          if (!gunzipSync(packed).equals(content))
            throw new Error(`Zopfli output of ${file} does not unpack`);
          await writeFile(`${file}.gz`, packed);
        }),
      );
    },
  };
}
