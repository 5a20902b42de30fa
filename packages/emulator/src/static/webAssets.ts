/**
 * The web app as the device holds it: every file gzipped once, in memory, with an ETag (quoted MD5 of the
 * gzipped bytes). Loaded at boot, so a rebuilt app shows up after an emulated reboot.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

export interface StaticAsset {
  gzipped: Buffer;
  etag: string;
  contentType: string;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
};

export function contentTypeFor(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * An asset with its ETag: the MD5 of the gzipped bytes, followed by `gitHash` where the release hashes
 * it in too (v25.5.10+, firmware-versions §1), so the same app on a new firmware has new ETags.
 */
export function makeAsset(
  content: Buffer | string,
  contentType: string,
  packed?: Buffer,
  gitHash?: string,
): StaticAsset {
  const gzipped = packed ?? gzipSync(content, { level: 9 });
  const md5 = createHash('md5').update(gzipped);
  if (gitHash !== undefined) md5.update(gitHash);
  return { gzipped, etag: `"${md5.digest('hex')}"`, contentType };
}

const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Virtual DTU</title></head>
<body style="font-family: sans-serif; max-width: 40rem; margin: 3rem auto">
<h1>Virtual DTU is running</h1>
<p>The web app has not been built yet, so there is nothing to show here.</p>
<p>Run <code>npm run build</code> in the repository (or start with <code>npm start</code>, which builds
first), then reboot the virtual DTU or restart it. The API under <code>/api/</code> works already.</p>
</body>
</html>
`;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** The build's `<file>.gz` when it unpacks to exactly the file (a stale one is never served). */
async function packedBeside(
  path: string,
  content: Buffer,
  names: ReadonlySet<string>,
): Promise<Buffer | undefined> {
  if (!names.has(`${path}.gz`)) return undefined;
  const packed = await readFile(`${path}.gz`);
  try {
    return gunzipSync(packed).equals(content) ? packed : undefined;
  } catch {
    return undefined;
  }
}

export class WebAssets {
  private constructor(
    private readonly files: ReadonlyMap<string, StaticAsset>,
    /** The SPA entry point, or the "please build" page when the build is missing. */
    readonly index: StaticAsset,
    /** True when index.html came from the web root. */
    readonly built: boolean,
  ) {}

  /**
   * Loads `webRoot` (missing directory = not built) plus extra assets that always win (zones.json);
   * `gitHash` goes into the web files' ETags where the release hashes it in (v25.5.10+).
   */
  static async load(
    webRoot: string,
    extra: ReadonlyMap<string, StaticAsset> = new Map(),
    gitHash?: string,
  ): Promise<WebAssets> {
    const files = new Map<string, StaticAsset>();
    let paths: string[];
    try {
      paths = await listFiles(webRoot);
    } catch {
      paths = [];
    }
    const names = new Set(paths);
    for (const path of paths) {
      // `<file>.gz` is the build's own packing of <file> (Zopfli, smaller than ours): not a page of its own.
      if (path.endsWith('.gz') && names.has(path.slice(0, -3))) continue;
      const urlPath = '/' + relative(webRoot, path).split(sep).join('/');
      const content = await readFile(path);
      const packed = await packedBeside(path, content, names);
      files.set(urlPath, makeAsset(content, contentTypeFor(path), packed, gitHash));
    }
    for (const [urlPath, asset] of extra) files.set(urlPath, asset);
    const index = files.get('/index.html');
    const page = index ?? makeAsset(MISSING_BUILD_PAGE, 'text/html', undefined, gitHash);
    return new WebAssets(files, page, index !== undefined);
  }

  /** The asset for a URL path; "/" is index.html. */
  get(urlPath: string): StaticAsset | undefined {
    return urlPath === '/' ? this.index : this.files.get(urlPath);
  }
}

/** True when an `If-None-Match` header names this ETag (or is `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
