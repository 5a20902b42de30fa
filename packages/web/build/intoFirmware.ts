/**
 * Puts the firmware-ready build (`npm run build:device`, `dist-device/`) into an OpenDTU source tree, so
 * the firmware built there serves this app. One build serves every release from v24.10.6 to v26.3.30 (it
 * asks the gateway which one it runs); what differs is which files a release's tree embeds: its
 * `platformio.ini` lists them under `board_build.embed_files` — six up to v26.3.27, five from v26.3.28,
 * which serves the time zones from `/api/ntp/zones` and no longer embeds `zones.json.gz`
 * (firmware-versions.md §2.8). This copies exactly the files the tree embeds, into its `webapp_dist/`.
 *
 *   npx tsx packages/web/build/intoFirmware.ts <OpenDTU tree> [--from packages/web/dist-device]
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEVICE_FILES } from './device.ts';

/** The folder of the tree whose files the firmware embeds. */
export const WEBAPP_DIST = 'webapp_dist';

/**
 * The files under `webapp_dist/` that a `platformio.ini` embeds: the values of every
 * `board_build.embed_files` key, on its line or on the indented lines that continue it (INI style).
 */
export function embeddedFiles(platformioIni: string): string[] {
  const files = new Set<string>();
  let inKey = false;
  for (const raw of platformioIni.split(/\r?\n/)) {
    const line = raw.replace(/[;#].*$/, '');
    const key = /^\s*board_build\.embed_files\s*=(.*)$/.exec(line);
    if (key) {
      inKey = true;
      addValues(key[1] ?? '', files);
      continue;
    }
    // A continuation is indented; a new key, a section or an unindented line ends the list.
    if (inKey && /^\s+\S/.test(line) && !/^\s*[\w.]+\s*=/.test(line)) addValues(line, files);
    else if (line.trim() !== '') inKey = false;
  }
  return [...files];
}

function addValues(text: string, into: Set<string>): void {
  for (const value of text.trim().split(/\s+/)) {
    const prefix = `${WEBAPP_DIST}/`;
    if (value.startsWith(prefix)) into.add(value.slice(prefix.length));
  }
}

export interface InstallPlan {
  /** Files copied into `<tree>/webapp_dist/`. */
  copy: string[];
  /** Files of the build that this release does not embed (left out). */
  unused: string[];
  /** Files the tree embeds that the build does not have: the firmware would not build. */
  missing: string[];
}

export function planInstall(embedded: readonly string[], built: readonly string[]): InstallPlan {
  return {
    copy: embedded.filter((file) => built.includes(file)),
    unused: built.filter((file) => !embedded.includes(file)),
    missing: embedded.filter((file) => !built.includes(file)),
  };
}

/** Copies the build into the tree; throws (changing nothing) when the tree is not one it can serve. */
export function installIntoFirmware(tree: string, from: string, built: readonly string[]): InstallPlan {
  const ini = join(tree, 'platformio.ini');
  if (!existsSync(ini)) throw new Error(`${tree} has no platformio.ini: not an OpenDTU source tree`);
  const embedded = embeddedFiles(readFileSync(ini, 'utf8'));
  if (embedded.length === 0) {
    throw new Error(`${ini} embeds nothing from ${WEBAPP_DIST}/ (no board_build.embed_files)`);
  }
  const plan = planInstall(
    embedded,
    built.filter((file) => existsSync(join(from, file))),
  );
  if (plan.missing.length > 0) {
    throw new Error(`The tree embeds ${plan.missing.join(', ')}, which the build in ${from} does not have`);
  }
  for (const file of plan.copy) {
    const target = join(tree, WEBAPP_DIST, file);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(join(from, file), target);
  }
  return plan;
}

function main(args: string[]): void {
  const here = dirname(fileURLToPath(import.meta.url));
  const fromAt = args.indexOf('--from');
  const from = resolve(fromAt >= 0 ? (args[fromAt + 1] ?? '') : join(here, '..', 'dist-device'));
  const tree = args.find((arg, i) => !arg.startsWith('--') && (fromAt < 0 || i !== fromAt + 1));
  if (tree === undefined) {
    console.error(
      'usage: tsx packages/web/build/intoFirmware.ts <OpenDTU source tree> [--from <dist-device>]',
    );
    process.exit(2);
  }
  try {
    const plan = installIntoFirmware(resolve(tree), from, DEVICE_FILES);
    const bytes = plan.copy.reduce((sum, file) => sum + statSync(join(from, file)).size, 0);
    console.log(`Copied ${plan.copy.join(', ')} into ${join(tree, WEBAPP_DIST)} (${bytes} bytes)`);
    if (plan.unused.length > 0) console.log(`Not embedded by this release: ${plan.unused.join(', ')}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2));
}
