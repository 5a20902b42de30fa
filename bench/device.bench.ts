// The firmware-ready build (npm run build:device): what a firmware image embeds, in bytes as stored (the
// .gz files are gzipped by the build already, with Zopfli), against the budget, and what each large part of
// the one script costs (each part gzip -9 on its own, to compare parts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Benchmark, BenchFigure } from './types.ts';

const web = join(dirname(fileURLToPath(import.meta.url)), '..', 'packages', 'web');
const dist = join(web, 'dist-device');
const parts = join(web, 'dist-device-parts.json');
const KB = 1024;
/** The stock v24.10.6 app is ~191 KB (device-api §10.4); ours must leave room in the flash. */
const BUDGET_KB = 170;
/** Parts below this are summed into one line. */
const LARGE_PART = 2 * KB;

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

const benchmark: Benchmark = {
  title: 'Firmware-ready build (npm run build:device, as embedded)',
  run() {
    if (!existsSync(join(dist, 'index.html.gz'))) {
      throw new Error(`No device build at ${dist}: run \`npm run build:device\` first`);
    }
    const sizes = files(dist).map((file) => ({ file, bytes: statSync(join(dist, file)).size }));
    const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
    const figures: BenchFigure[] = [
      {
        name: 'device build in all',
        value: total / KB,
        unit: 'KB',
        budget: BUDGET_KB,
        note: `${sizes.length} files: ${sizes.map(({ file, bytes }) => `${file} ${(bytes / KB).toFixed(1)}`).join(', ')}`,
      },
    ];
    if (existsSync(parts)) {
      const measured = Object.entries(JSON.parse(readFileSync(parts, 'utf8')) as Record<string, number>).sort(
        (a, b) => b[1] - a[1],
      );
      let small = 0;
      let smallCount = 0;
      for (const [part, bytes] of measured) {
        if (bytes < LARGE_PART) {
          small += bytes;
          smallCount += 1;
          continue;
        }
        figures.push({
          // Parts are the script's unless named with their file (the CSS lives in index.html).
          name: part.startsWith('index.html: ') ? part : `js/app.js: ${part}`,
          value: bytes / KB,
          unit: 'KB',
          note: 'gzip -9 on its own',
        });
      }
      figures.push({ name: `${smallCount} smaller parts`, value: small / KB, unit: 'KB' });
    }
    return Promise.resolve(figures);
  },
};

export default benchmark;
