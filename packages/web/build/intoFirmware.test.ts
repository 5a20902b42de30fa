// @vitest-environment node
/**
 * Putting the firmware-ready build into an OpenDTU tree: the tree's platformio.ini says which files its
 * release embeds (six up to v26.3.27, five from v26.3.28 without zones.json.gz), and exactly those land
 * in webapp_dist/.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEVICE_FILES } from './device.ts';
import { embeddedFiles, installIntoFirmware, planInstall } from './intoFirmware.ts';

const FILES_V24 = [
  'webapp_dist/index.html.gz',
  'webapp_dist/zones.json.gz',
  'webapp_dist/favicon.ico',
  'webapp_dist/favicon.png',
  'webapp_dist/js/app.js.gz',
  'webapp_dist/site.webmanifest',
];
const FILES_V26 = FILES_V24.filter((file) => !file.includes('zones'));

/** A platformio.ini written as such files are: a section, other keys, the list on indented lines. */
function ini(files: readonly string[]): string {
  return [
    '[env]',
    'framework = arduino',
    'board_build.partitions = partitions_custom_4mb.csv',
    '; the web app',
    'board_build.embed_files =',
    ...files.map((file) => `    ${file}`),
    'lib_deps =',
    '    bblanchon/ArduinoJson',
    '',
    '[env:generic_esp32]',
    'board = esp32dev',
  ].join('\n');
}

function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dist-device-'));
  for (const file of DEVICE_FILES) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), `content of ${file}`);
  }
  return dir;
}

function fakeTree(files: readonly string[]): string {
  const tree = mkdtempSync(join(tmpdir(), 'opendtu-'));
  writeFileSync(join(tree, 'platformio.ini'), ini(files));
  return tree;
}

describe('embeddedFiles', () => {
  it('reads the list from indented continuation lines and stops at the next key', () => {
    expect(embeddedFiles(ini(FILES_V24)).sort()).toEqual([...DEVICE_FILES].sort());
    expect(embeddedFiles(ini(FILES_V26))).not.toContain('zones.json.gz');
    expect(embeddedFiles(ini(FILES_V26))).toHaveLength(5);
  });

  it('reads values on the key line, ignores comments and other folders', () => {
    const text = 'board_build.embed_files = webapp_dist/index.html.gz ; the page\n  data/other.bin\n# x\n';
    expect(embeddedFiles(text)).toEqual(['index.html.gz']);
  });
});

describe('installIntoFirmware', () => {
  it('copies all six files into a v24 tree', () => {
    const build = fakeBuild();
    const tree = fakeTree(FILES_V24);
    const plan = installIntoFirmware(tree, build, DEVICE_FILES);
    expect(plan.copy).toHaveLength(6);
    expect(readFileSync(join(tree, 'webapp_dist', 'js', 'app.js.gz'), 'utf8')).toBe(
      'content of js/app.js.gz',
    );
    expect(existsSync(join(tree, 'webapp_dist', 'zones.json.gz'))).toBe(true);
  });

  it('leaves zones.json.gz out of a v26.3.28+ tree, which serves the zones itself', () => {
    const build = fakeBuild();
    const tree = fakeTree(FILES_V26);
    const plan = installIntoFirmware(tree, build, DEVICE_FILES);
    expect(plan.unused).toEqual(['zones.json.gz']);
    expect(existsSync(join(tree, 'webapp_dist', 'zones.json.gz'))).toBe(false);
    expect(existsSync(join(tree, 'webapp_dist', 'index.html.gz'))).toBe(true);
  });

  it('refuses, copying nothing, when the tree embeds a file the build lacks or is no OpenDTU tree', () => {
    const build = fakeBuild();
    const tree = fakeTree([...FILES_V26, 'webapp_dist/js/extra.js.gz']);
    expect(() => installIntoFirmware(tree, build, DEVICE_FILES)).toThrow(/js\/extra\.js\.gz/);
    expect(existsSync(join(tree, 'webapp_dist'))).toBe(false);
    expect(() => installIntoFirmware(mkdtempSync(join(tmpdir(), 'empty-')), build, DEVICE_FILES)).toThrow(
      /not an OpenDTU source tree/,
    );
  });

  it('plans by name', () => {
    expect(planInstall(['a', 'b'], ['b', 'c'])).toEqual({ copy: ['b'], unused: ['c'], missing: ['a'] });
  });
});
