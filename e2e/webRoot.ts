// Which build the emulator serves to the browser tests: the served build (packages/web/dist, React) by
// default, or with DTU_E2E_WEB=device the firmware-ready one (packages/web/dist-device, the same screens on
// Preact's compatible runtime), unpacked so that the emulator can serve it like any build.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

const web = join(dirname(fileURLToPath(import.meta.url)), '..', 'packages', 'web');

export const DEVICE_RUNTIME = process.env.DTU_E2E_WEB === 'device';

const deviceBuild = join(web, 'dist-device');
export const deviceWebRoot = join(web, 'dist-device-unpacked');

/** The device build's files with `.gz` ones gunzipped under their served names (index.html, js/app.js). */
export function unpackDeviceBuild(): void {
  if (!existsSync(join(deviceBuild, 'index.html.gz'))) {
    throw new Error('packages/web/dist-device is missing: run `npm run build:device`');
  }
  rmSync(deviceWebRoot, { recursive: true, force: true });
  for (const entry of readdirSync(deviceBuild, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const source = join(entry.parentPath, entry.name);
    const name = relative(deviceBuild, source);
    const body = readFileSync(source);
    const target = join(deviceWebRoot, name.replace(/\.gz$/, ''));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, name.endsWith('.gz') ? gunzipSync(body) : body);
  }
}
