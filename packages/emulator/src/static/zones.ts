/** /zones.json: the generated IANA name → POSIX TZ map (scripts/generate-zones.ts), served like a web file. */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { PACKAGE_ROOT } from '../packageRoot.ts';
import { makeAsset, type StaticAsset } from './webAssets.ts';

export const ZONES_FILE = resolve(PACKAGE_ROOT, 'assets/zones.json');

export async function loadZonesAsset(): Promise<Map<string, StaticAsset>> {
  const content = await readFile(ZONES_FILE);
  return new Map([['/zones.json', makeAsset(content, 'application/json')]]);
}
