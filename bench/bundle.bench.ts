// Gzipped size of the web build: what the live view needs before its first paint, what the first load
// of every other route costs, and everything.
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
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Catalogues fetched before the first paint (see packages/web/src/app/main.tsx), per locale. */
const firstPaintCatalogues = ['src/lib/i18n/locales/{locale}.ts'];
/** Every lazy screen awaits these shared strings too (results, validation, restart wait). */
const deferredCatalogues = ['src/lib/i18n/locales/deferred/{locale}.ts'];
const routesFile = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'packages',
  'web',
  'src',
  'app',
  'routes.tsx',
);
/**
 * The served build runs React 19 itself (issue 21; React DOM is ~58 KB gz of it): the live view may carry
 * 115 KB before its first paint, any other route 140 KB on its first load (DEVELOPERS.md, Budgets).
 */
const FIRST_PAINT_BUDGET_KB = 115;
const ROUTE_BUDGET_KB = 140;
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

/** The largest locale of a catalogue made of these files (one pattern per file, `{locale}` in it). */
function largestLocale(manifest: Manifest, patterns: readonly string[]): number {
  const sizes = locales.map((locale) =>
    patterns.reduce((sum, pattern) => {
      const chunk = manifest[pattern.replace('{locale}', locale)];
      if (!chunk) throw new Error(`No chunk for ${pattern} (${locale}) in the manifest`);
      return sum + gzipped(chunk.file);
    }, 0),
  );
  return Math.max(...sizes);
}

/** The string files of a feature folder (`src/features/<area>/…/i18n/{locale}.ts`), from the manifest. */
function featureCatalogue(manifest: Manifest, area: string): string[] {
  const pattern = new RegExp(`^src/features/${area}/(?:.+/)?i18n/en\\.ts$`);
  return Object.keys(manifest)
    .filter((key) => pattern.test(key))
    .map((key) => key.replace(/en\.ts$/, '{locale}.ts'));
}

interface LazyPage {
  readonly source: string;
  /** The feature folder whose strings load with the page. */
  readonly area: string;
}

/**
 * Route path → its lazily loaded page, read from the route table: `const X = page('area', () =>
 * import('../features/…'))` and `<Route path="…" element={<X …`.
 */
function lazyRoutes(): Map<string, LazyPage> {
  const source = readFileSync(routesFile, 'utf8');
  const pages = new Map<string, LazyPage>();
  for (const match of source.matchAll(
    /const (\w+) = page\(\s*'(\w+)',\s*\(\) => import\('\.\.\/([^']+)'\)/g,
  )) {
    const [, name, area, path] = match;
    if (name !== undefined && area !== undefined && path !== undefined) {
      pages.set(name, { source: `src/${path}`, area });
    }
  }
  const routes = new Map<string, LazyPage>();
  for (const match of source.matchAll(/<Route path="([^"]+)" element=\{<(\w+)/g)) {
    const [, path, name] = match;
    const page = name === undefined ? undefined : pages.get(name);
    if (path !== undefined && page !== undefined && path !== '*') routes.set(`/${path}`, page);
  }
  return routes;
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
    criticalBytes += largestLocale(manifest, firstPaintCatalogues);
    const deferredStrings = largestLocale(manifest, deferredCatalogues);

    // Another route's first load: the entry, its strings, the deferred and the feature's strings and the
    // page's chunks.
    const routeFigures: BenchFigure[] = [];
    for (const [route, page] of lazyRoutes()) {
      // Small screens travel in the shared 'screens' chunk (vite.config.ts), which has no key of its own.
      const key = manifest[page.source]
        ? page.source
        : Object.keys(manifest).find((name) => /^_screens-.*\.js$/.test(name));
      if (key === undefined) throw new Error(`No chunk for ${page.source} (route ${route}) in the manifest`);
      const files = staticClosure(manifest, key, new Set(critical));
      const strings = featureCatalogue(manifest, page.area);
      if (strings.length === 0)
        throw new Error(`No strings for ${page.area} (route ${route}) in the manifest`);
      let bytes = criticalBytes + deferredStrings + largestLocale(manifest, strings);
      for (const file of files) if (!critical.has(file)) bytes += gzipped(file);
      routeFigures.push({
        name: `first load of ${route}`,
        value: bytes / KB,
        unit: 'KB',
        budget: ROUTE_BUDGET_KB,
        note: `entry + first-paint, deferred and ${page.area} strings + ${files.size - critical.size} page files`,
      });
    }

    // The live view's body (its cards, tables and dialogs' triggers) follows the first paint: index.html
    // preloads it beside the entry on the live path (build/stringPreload.ts). Reported whole, no budget
    // of its own: the first paint is the frame and the shell's totals.
    const bodyKey = 'src/features/live/view/LiveView.tsx';
    if (!manifest[bodyKey]) throw new Error(`No chunk for ${bodyKey} in the manifest`);
    let liveBytes = criticalBytes + largestLocale(manifest, featureCatalogue(manifest, 'live'));
    for (const file of staticClosure(manifest, bodyKey, new Set(critical))) {
      if (!critical.has(file)) liveBytes += gzipped(file);
    }

    const files = allFiles(dist);
    const totalBytes = files.reduce((sum, file) => sum + gzipped(file), 0);
    const figures: BenchFigure[] = [
      {
        name: 'live view before first paint',
        value: criticalBytes / KB,
        unit: 'KB',
        budget: FIRST_PAINT_BUDGET_KB,
        note: `index.html + ${critical.size} entry files + first-paint strings (largest locale)`,
      },
      {
        name: 'live view with its body',
        value: liveBytes / KB,
        unit: 'KB',
        note: 'first paint + the live strings + the body chunk index.html preloads beside the entry',
      },
      {
        name: 'deferred shared strings',
        value: deferredStrings / KB,
        unit: 'KB',
        note: 'largest locale; every lazy screen awaits them beside its own',
      },
      ...routeFigures,
      {
        name: 'whole build',
        value: totalBytes / KB,
        unit: 'KB',
        note: `${files.length} files, all three languages (the one-file device build has its own budget)`,
      },
    ];
    return Promise.resolve(figures);
  },
};

export default benchmark;
