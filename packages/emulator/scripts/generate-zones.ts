/**
 * Generates assets/zones.json (IANA zone name → POSIX TZ string) from the system's tzdata.
 *
 * Why TZif footers: every TZif v2+ file ends with "\n<POSIX TZ string>\n", the rule the zone follows after
 * its last transition. That string is exactly what the device feeds into `TZ`, so reading it from a
 * maintained tzdata package beats typing 450 rules by hand. The result is committed so the emulator does
 * not need tzdata at run time.
 *
 * Zones: every location in zone.tab (one canonical zone per country region) plus the Etc/ zones (fixed
 * offsets, UTC), sorted by name.
 *
 * Usage: npx tsx packages/emulator/scripts/generate-zones.ts [zoneinfo dir] [output file]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const zoneinfo = process.argv[2] ?? '/usr/share/zoneinfo';
const output = process.argv[3] ?? join(dirname(fileURLToPath(import.meta.url)), '../assets/zones.json');

/** The POSIX TZ footer of a TZif v2+ file, or undefined for v1 files. */
function posixFooter(tzif: Buffer): string | undefined {
  if (tzif.subarray(0, 4).toString('latin1') !== 'TZif' || tzif[4] === 0) return undefined;
  const text = tzif.toString('latin1');
  const end = text.lastIndexOf('\n');
  const start = text.lastIndexOf('\n', end - 1);
  if (end <= 0 || start < 0) return undefined;
  return text.slice(start + 1, end);
}

function zoneNames(): string[] {
  const names = new Set<string>();
  for (const line of readFileSync(join(zoneinfo, 'zone.tab'), 'utf8').split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    const name = line.split('\t')[2];
    if (name) names.add(name);
  }
  // tzdata.zi lists zones ("Z name …") and links ("L target name"); take every Etc/ name from both.
  for (const line of readFileSync(join(zoneinfo, 'tzdata.zi'), 'utf8').split('\n')) {
    const fields = line.split(' ');
    const name = fields[0] === 'Z' ? fields[1] : fields[0] === 'L' ? fields[2] : undefined;
    if (name?.startsWith('Etc/')) names.add(name);
  }
  return [...names].sort();
}

function main(): void {
  const zones: Record<string, string> = {};
  const skipped: string[] = [];
  for (const name of zoneNames()) {
    const footer = posixFooter(readFileSync(join(zoneinfo, name)));
    if (footer === undefined || footer === '') skipped.push(name);
    else zones[name] = footer;
  }
  writeFileSync(output, JSON.stringify(zones, null, 0) + '\n');
  console.log(`Wrote ${Object.keys(zones).length} zones to ${output}`);
  if (skipped.length > 0) console.log(`Skipped (no POSIX footer): ${skipped.join(', ')}`);
}

main();
