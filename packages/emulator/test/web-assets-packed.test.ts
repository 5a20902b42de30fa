/**
 * The served build ships `<file>.gz` packed with Zopfli beside each text file: the emulator and the
 * companion send those bytes as they are, and never a stale one.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { WebAssets } from '../src/static/webAssets.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function webRoot(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), 'dtu-packed-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return dir;
}

const script = 'export const power = 412.7;\n'.repeat(50);

describe('packed files beside the build', () => {
  it('sends the build’s own packing of a file, byte for byte', async () => {
    // Level 1 makes bytes our level-9 packing never would: seeing them proves the file was sent as built.
    const packed = gzipSync(script, { level: 1 });
    const assets = await WebAssets.load(webRoot({ 'app.js': script, 'app.js.gz': packed }));
    expect(assets.get('/app.js')?.gzipped.equals(packed)).toBe(true);
    expect(assets.get('/app.js.gz')).toBeUndefined();
  });

  it('packs a file itself when the .gz beside it is stale or broken', async () => {
    const assets = await WebAssets.load(
      webRoot({
        'stale.js': script,
        'stale.js.gz': gzipSync('export const power = 0;\n'),
        'broken.js': script,
        'broken.js.gz': Buffer.from('not gzip at all'),
      }),
    );
    for (const path of ['/stale.js', '/broken.js']) {
      const asset = assets.get(path);
      expect(asset && gunzipSync(asset.gzipped).toString()).toBe(script);
    }
  });

  it('serves a .gz that has no file beside it as a file of its own', async () => {
    const archive = gzipSync('a download');
    const assets = await WebAssets.load(webRoot({ 'backup.tar.gz': archive }));
    expect(assets.get('/backup.tar.gz')).toBeDefined();
  });
});
