/** Version texts of device info and system status (device-api §6.2, §7.1, §9.3; interface-spec §4). */

/** Decimal-encoded firmware/bootloader version → "major.minor.patch" (10012 → "1.0.12"). */
export function formatVersion(version: number): string {
  const major = Math.floor(version / 10000);
  const minor = Math.floor((version % 10000) / 100);
  const patch = version % 100;
  return `${major}.${minor}.${patch}`;
}

/** CONFIG_VERSION bytes → "a.b.c" (0x00011c00 → "0.1.28"), as system status shows it. */
export function formatConfigVersion(version: number): string {
  return `${(version >>> 24) & 0xff}.${(version >>> 16) & 0xff}.${(version >>> 8) & 0xff}`;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * fw_build_datetime from the inverter's raw words: year, month×100+day, hour×100+minute →
 * "YYYY-MM-DD HH:MM:00".
 */
export function formatBuildDateTime(year: number, monthDay: number, hourMinute: number): string {
  const month = Math.floor(monthDay / 100);
  const day = monthDay % 100;
  const hour = Math.floor(hourMinute / 100);
  const minute = hourMinute % 100;
  return `${year}-${pad2(month)}-${pad2(day)} ${pad2(hour)}:${pad2(minute)}:00`;
}

/** What the version check compares against upstream. */
export type GitVersion = { kind: 'hash'; hash: string } | { kind: 'release'; tag: string };

/**
 * Reads `git_hash` like the UI: a leading 'g' marks a commit hash (the 'g' is dropped); otherwise, with
 * a '-', the text after the last '-' minus its first character (the 'g' of `git describe`) is the
 * hash; otherwise the whole text is a release tag.
 */
export function parseGitHash(gitHash: string): GitVersion {
  if (gitHash.startsWith('g')) return { kind: 'hash', hash: gitHash.slice(1) };
  const dash = gitHash.lastIndexOf('-');
  if (dash >= 0) return { kind: 'hash', hash: gitHash.slice(dash + 2) };
  return { kind: 'release', tag: gitHash };
}
