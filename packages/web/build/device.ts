import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import { SourceMapConsumer, type MappingItem } from 'source-map-js';
import type { Plugin, Rolldown } from 'vite';

/**
 * What the OpenDTU v24.10.6 firmware embeds from `webapp_dist/` (device-api §10.4): six files, each at one
 * fixed URL. The device build must produce exactly these, or the firmware's build would miss a file or
 * the browser would ask for one the device answers with index.html.
 */
export const DEVICE_FILES = [
  'favicon.ico',
  'favicon.png',
  'index.html.gz',
  'js/app.js.gz',
  'site.webmanifest',
  'zones.json.gz',
] as const;

export interface DeviceBuildOptions {
  /** The time-zone table the NTP screen loads from `/zones.json` (the emulator's generated one). */
  zonesFile: string;
}

/** Vite's module behind every lazy import() of the app (see load below). */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

const gzip = (content: string | Uint8Array): Buffer => gzipSync(content, { level: 9 });

/**
 * What the firmware embeds is served as stored, with `Content-Encoding: gzip` (device-api §10.4), so
 * every byte saved here is a byte less in the flash and on the WiFi. Zopfli writes ordinary gzip that
 * every browser inflates, ~4 % smaller than zlib's -9, in a few seconds of build; the build checks that
 * it inflates to exactly the input.
 */
async function embedded(content: string | Uint8Array): Promise<Uint8Array> {
  const input = typeof content === 'string' ? Buffer.from(content) : Buffer.from(content);
  const packed = await gzipAsync(input, { numiterations: 15 });
  if (!gunzipSync(packed).equals(input)) throw new Error('Zopfli output does not inflate to its input');
  return packed;
}

/**
 * The app's CSS as a <style> in index.html, where its stylesheet link was: the first screen (the live
 * shell, build/liveShell.ts) paints with the page, before the script has arrived. `</style` cannot
 * occur in minified CSS outside a string, and the build fails if it does.
 */
function inlineStyle(html: string, css: string): string {
  if (/<\/style/i.test(css)) throw new Error('The CSS contains </style and cannot be inlined');
  const link = /\s*<link rel="stylesheet"[^>]*>/;
  if (css !== '' && !link.test(html)) throw new Error('index.html has no stylesheet link to inline');
  // Vite's marker comment between stylesheets means nothing once they are one <style>.
  const style = css.replace(/\/\*\$vite\$:\d+\*\//g, '').trim();
  return html.replace(link, () => (style === '' ? '' : `<style>${style}</style>`));
}

/** Which part of the app a module belongs to, for the size report (`npm run bench`). */
function partOf(id: string): string {
  const path = id.split(sep).join('/');
  const locale = /\/i18n\/(?:locales\/(?:deferred\/)?)?(en|de|fr)\.ts$/.exec(path)?.[1];
  if (locale !== undefined) return `strings (${locale})`;
  if (path.includes('node_modules/preact/')) return 'Preact (React-compatible runtime)';
  if (path.includes('node_modules/react-router/')) return 'React Router';
  if (path.includes('node_modules/@dnd-kit/')) return 'dnd-kit (inverter order)';
  if (path.includes('node_modules/valibot/')) return 'valibot (protocol schemas)';
  if (path.includes('.worker.ts')) return 'MD5 worker (hash-wasm)';
  if (path.includes('/packages/protocol/')) return 'protocol (types, schemas, domain)';
  const feature = /\/src\/features\/([^/]+)\//.exec(path)?.[1];
  if (feature !== undefined) return `screen: ${feature}`;
  if (path.includes('node_modules/')) return 'other libraries';
  return 'app shell (app, lib, components)';
}

/**
 * Gzip -9 size of each part's minified code on its own (the parts share one stream, so the sum is a bit
 * more): the script's source map tells which module each stretch of the minified code comes from.
 */
function partSizes(chunk: Rolldown.OutputChunk, css: string, scriptDir: string): Record<string, number> {
  const code = new Map<string, string[]>();
  const add = (part: string, text: string): void => {
    const list = code.get(part) ?? [];
    list.push(text);
    code.set(part, list);
  };
  if (chunk.map) {
    const lines = chunk.code.split('\n');
    const map = new SourceMapConsumer({ ...chunk.map, version: String(chunk.map.version) });
    let previous: MappingItem | undefined;
    map.eachMapping((mapping) => {
      if (previous?.generatedLine === mapping.generatedLine) {
        const text = (lines[mapping.generatedLine - 1] ?? '').slice(
          previous.generatedColumn,
          mapping.generatedColumn,
        );
        add(
          previous.source
            ? partOf(resolve(scriptDir, previous.source))
            : 'unmapped (bundler and minifier glue)',
          text,
        );
      }
      previous = mapping;
    });
  }
  add('index.html: CSS (Bootstrap subset + app)', css);
  const sizes: Record<string, number> = {};
  for (const [part, texts] of code) sizes[part] = gzip(texts.join('')).length;
  return sizes;
}

/** Where the size report goes: beside the output, never in it (the device serves six files only). */
export function partsReportPath(outDir: string): string {
  return join(dirname(outDir), 'dist-device-parts.json');
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/**
 * The firmware-ready output (`vite build --mode device`, see vite.config.ts for the one-chunk settings):
 * - a web worker imported as `./x.worker.ts?worker` is inlined into the script (`?worker&inline`): the
 *   device cannot serve a second script;
 * - the CSS goes into index.html as a <style> in place of its <link>;
 * - index.html, the script and /zones.json are written gzipped (Zopfli, see embedded) as `*.gz`; public/ adds the icons and the
 *   manifest;
 * - the build fails unless the output is exactly DEVICE_FILES.
 */
export function deviceBuild(options: DeviceBuildOptions): Plugin {
  let outDir = '';
  return {
    name: 'dtu-web:device',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async resolveId(source, importer) {
      if (!/[?&]worker(?:&|$)/.test(source) || /[?&]inline\b/.test(source)) return null;
      return this.resolve(`${source}&inline`, importer, { skipSelf: true });
    },
    load(id) {
      // Vite wraps each lazy import() in a helper that first preloads the chunks it needs; in one
      // script there are none, so the helper (~1 KB gz) only calls the import.
      return id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : null;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle: Rolldown.OutputBundle) {
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const [script] = chunks;
        if (chunks.length !== 1 || script === undefined || script.fileName !== 'js/app.js') {
          const names = chunks.map((chunk) => chunk.fileName).join(', ');
          this.error(`The device build must be one script, js/app.js; got: ${names}`);
        }
        let css = '';
        for (const [name, file] of Object.entries(bundle)) {
          if (file.type === 'asset' && name.endsWith('.css')) {
            css += typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
            Reflect.deleteProperty(bundle, name);
          }
        }
        const page = bundle['index.html'];
        if (page?.type !== 'asset') this.error('The device build has no index.html');
        const html = inlineStyle(String(page.source).replace(/\s*<link rel="modulepreload"[^>]*>/g, ''), css);
        writeFileSync(
          partsReportPath(outDir),
          JSON.stringify(partSizes(script, css, join(outDir, dirname(script.fileName))), null, 2),
        );
        // The maps (the script's, the inlined worker's) served only the size report: the device serves
        // six files.
        for (const name of Object.keys(bundle)) {
          if (name.endsWith('.map')) Reflect.deleteProperty(bundle, name);
        }
        Reflect.deleteProperty(bundle, 'index.html');
        Reflect.deleteProperty(bundle, script.fileName);
        const [pageGz, codeGz, zonesGz] = await Promise.all([
          embedded(html),
          embedded(script.code),
          embedded(readFileSync(options.zonesFile)),
        ]);
        this.emitFile({ type: 'asset', fileName: 'index.html.gz', source: pageGz });
        this.emitFile({ type: 'asset', fileName: 'js/app.js.gz', source: codeGz });
        this.emitFile({ type: 'asset', fileName: 'zones.json.gz', source: zonesGz });
        for (const name of Object.keys(bundle)) {
          if (!(DEVICE_FILES as readonly string[]).includes(name)) {
            this.error(`The device can serve only ${DEVICE_FILES.join(', ')}; the build made ${name}`);
          }
        }
      },
    },
    closeBundle() {
      const files = filesUnder(outDir);
      if (files.join() !== [...DEVICE_FILES].join()) {
        throw new Error(
          `The device build must be exactly ${DEVICE_FILES.join(', ')}; got ${files.join(', ')}`,
        );
      }
    },
  };
}
