/** Grid profile (§6.3): the raw bytes an inverter holds, and the decoder the gateway applies to them. */
import type { GridProfile, GridProfileItem, GridProfileSection } from '@dtu-web/protocol';
import { PROFILE_NAMES, SECTION_LAYOUTS, SECTION_NAMES, layoutKey } from './gridProfileTables.ts';

export type { GridProfile, GridProfileItem, GridProfileSection };

/** The device's buffer size. */
export const GRID_PROFILE_MAX_BYTES = 141;

/** The profile counts as valid with more than 6 bytes. */
export function isGridProfileValid(raw: ArrayLike<number>): boolean {
  return raw.length > 6;
}

function byteAt(raw: ArrayLike<number>, index: number): number {
  return (raw[index] ?? 0) & 0xff;
}

/** Decodes raw profile bytes. Parsing stops at an unknown section, an unknown version or a short block. */
export function decodeGridProfile(raw: ArrayLike<number>): GridProfile {
  const length = Math.min(raw.length, GRID_PROFILE_MAX_BYTES);
  const id = byteAt(raw, 0) | (byteAt(raw, 1) << 8);
  const versionByte = byteAt(raw, 2);
  const profile: GridProfile = {
    name: PROFILE_NAMES.get(id) ?? 'Unknown',
    version: `${versionByte >> 4}.${versionByte & 0x0f}.${byteAt(raw, 3)}`,
    sections: [],
  };
  if (!isGridProfileValid(raw)) return profile;

  let pos = 4;
  while (pos + 2 <= length) {
    const sectionId = byteAt(raw, pos);
    const name = SECTION_NAMES.get(sectionId);
    const items = SECTION_LAYOUTS.get(layoutKey(sectionId, byteAt(raw, pos + 1)));
    if (name === undefined || items === undefined) break;
    if (pos + 2 + items.length * 2 > length) break;
    pos += 2;
    const section: GridProfileSection = { name, items: [] };
    for (const def of items) {
      const word = (byteAt(raw, pos) << 8) | byteAt(raw, pos + 1);
      const signed = word >= 0x8000 ? word - 0x10000 : word;
      section.items.push({ n: def.name, u: def.unit, v: signed / def.divider });
      pos += 2;
    }
    profile.sections.push(section);
  }
  return profile;
}

/** One section to encode: id, version and the raw (already multiplied) values. */
interface RawSection {
  id: number;
  version: number;
  values: readonly number[];
}

function encode(profileId: number, version: [number, number, number], sections: readonly RawSection[]) {
  const bytes = [profileId & 0xff, profileId >> 8, (version[0] << 4) | version[1], version[2]];
  for (const section of sections) {
    bytes.push(section.id, section.version);
    for (const value of section.values) {
      const word = value & 0xffff;
      bytes.push(word >> 8, word & 0xff);
    }
  }
  return bytes;
}

/**
 * A German VDE-AR-N 4105:2018 profile, as a typical European inverter ships it. Values are raw
 * (multiplied by each item's divider): e.g. 2300 = 230.0 V.
 */
const DE_VDE4105_2018: readonly number[] = encode(
  0x0003,
  [2, 0, 0],
  [
    { id: 0x00, version: 0x03, values: [2300, 1840, 30, 2645, 1, 1035, 30, 2530, 2875, 10] },
    { id: 0x10, version: 0x03, values: [5000, 4750, 1, 5150, 1, 4700, 1, 5200, 1] },
    { id: 0x20, version: 0x00, values: [1] },
    { id: 0x30, version: 0x03, values: [600, 2530, 1955, 5010, 4750] },
    { id: 0x40, version: 0x00, values: [20, 17] },
    { id: 0x50, version: 0x08, values: [1, 5020, 400, 17] },
    { id: 0x60, version: 0x00, values: [0, 2530, 2645, 870] },
    { id: 0x70, version: 0x02, values: [1, 10000] },
    { id: 0x90, version: 0x00, values: [0, 100] },
  ],
);

/** The raw profile an inverter reports (a fresh copy the caller may keep). */
export function gridProfileRawFor(): number[] {
  return [...DE_VDE4105_2018];
}
