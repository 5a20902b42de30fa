/**
 * `npm start`'s process: the CLI compiled by the package's `prestart` (scripts/build.mjs → dist/cli.js)
 * and run with the `start` script's own node flags. One bundle moves every module to dist/, so this
 * checks what paths computed from the module's location serve: the web root's page, /zones.json, the
 * package version.
 */
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { removeDir, tempDir } from './support/gateway.ts';

const PACKAGE_DIR = join(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(PACKAGE_DIR, 'package.json'), 'utf8')) as {
  version: string;
  scripts: Record<string, string>;
};

let dataDir: string;
beforeAll(async () => {
  dataDir = await tempDir('cli-build');
  const prestart = manifest.scripts['prestart']?.split(' ') ?? [];
  expect(prestart[0]).toBe('node');
  execFileSync(process.execPath, prestart.slice(1), { cwd: PACKAGE_DIR, stdio: 'inherit' });
});
afterAll(async () => {
  await removeDir(dataDir);
});

it('the compiled CLI starts like the source and serves the app, zones.json and its version', async () => {
  const start = manifest.scripts['start']?.split(' ') ?? [];
  expect(start[0]).toBe('node');
  const child = spawn(
    process.execPath,
    [...start.slice(1), '--port', '0', '--data-dir', dataDir, '--quiet'],
    {
      cwd: PACKAGE_DIR,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => {
        reject(new Error(`The compiled CLI did not start: ${output}`));
      }, 20_000);
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const listening = /Virtual DTU listening on (http:\/\/\S+)\n/.exec(output)?.[1];
        if (listening !== undefined && output.includes('Admin login: admin / openDTU42')) {
          clearTimeout(timer);
          resolve(listening);
        }
      });
      void exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`The compiled CLI exited with ${String(code)}: ${output}`));
      });
    });

    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);

    // The default release (v26.3.30) lists the zones at /api/ntp/zones; /zones.json is the web page there.
    expect((await fetch(url + 'zones.json')).headers.get('content-type')).toMatch(/^text\/html/);
    const zones = await fetch(url + 'api/ntp/zones');
    expect(zones.status).toBe(200);
    expect((await zones.json()) as Record<string, string>).toHaveProperty('Europe/Berlin');

    const info = await fetch(url + 'api/x/info');
    expect(info.status).toBe(200);
    expect(((await info.json()) as { version?: string }).version).toBe(manifest.version);
  } finally {
    child.kill('SIGTERM');
  }
  expect(await exited).toBe(0);
});
