// Gzipped size of the web build: what the live view needs before its first paint, and everything.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Benchmark, BenchFigure } from './types.ts';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'packages', 'web', 'dist');
const KB = 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Catalogues fetched before the first paint (see packages/web/src/app/main.tsx), per locale. */
const firstPaintCatalogues = ['src/lib/i18n/locales/{locale}.ts'];
const locales = ['en', 'de', 'fr'];

function gzipped(file: string): number {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
}

function allFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '.vite' ? [] : allFiles(path);
    return /\.(js|css|html)$/.test(name) ? [relative(dist, path)] : [];
  });
}

/** The entry chunk, its CSS and everything it imports statically (what the browser loads before running it). */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

const benchmark: Benchmark = {
  title: 'Web bundle (gzip -9)',
  run() {
    const manifestPath = join(dist, '.vite', 'manifest.json');
    if (!existsSync(manifestPath)) throw new Error(`No build at ${dist}: run \`npm run build\` first`);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry === true);
    if (entry === undefined) throw new Error('The manifest has no entry chunk');

    const critical = staticClosure(manifest, entry);
    let criticalBytes = gzipped('index.html');
    for (const file of critical) criticalBytes += gzipped(file);
    // Strings: the largest locale of each catalogue the live view awaits before rendering.
    for (const pattern of firstPaintCatalogues) {
      const sizes = locales.map((locale) => {
        const chunk = manifest[pattern.replace('{locale}', locale)];
        if (!chunk) throw new Error(`No chunk for ${pattern} (${locale}) in the manifest`);
        return gzipped(chunk.file);
      });
      criticalBytes += Math.max(...sizes);
    }

    const files = allFiles(dist);
    const totalBytes = files.reduce((sum, file) => sum + gzipped(file), 0);
    const figures: BenchFigure[] = [
      {
        name: 'live view before first paint',
        value: criticalBytes / KB,
        unit: 'KB',
        budget: 100,
        note: `index.html + ${critical.size} entry files + first-paint strings (largest locale)`,
      },
      {
        name: 'whole build',
        value: totalBytes / KB,
        unit: 'KB',
        budget: 130,
        note: `${files.length} files, all three languages`,
      },
    ];
    return Promise.resolve(figures);
  },
};

export default benchmark;
