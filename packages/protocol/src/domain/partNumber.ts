/** Model name and max power by hardware part number (device-api §6.2, firmware-versions §2.10). */
import { hasFeature } from '../firmware/features.ts';
import type { FirmwareRelease } from '../firmware/releases.ts';

export interface PartNumberModel {
  hw_model_name: string;
  /** W. */
  max_power: number;
}

type Row = readonly [number, string, number];

// Top three bytes of the part number → model. Looked up after the exact 4-byte table.
const BY_PREFIX: readonly Row[] = [
  [0x101010, 'HM-300-1T', 300],
  [0x101020, 'HM-350-1T', 350],
  [0x101030, 'HM-400-1T', 400],
  [0x101040, 'HM-400-1T', 400],
  [0x101110, 'HM-600-2T', 600],
  [0x101120, 'HM-700-2T', 700],
  [0x101130, 'HM-800-2T', 800],
  [0x101140, 'HM-800-2T', 800],
  [0x101210, 'HM-1200-4T', 1200],
  [0x100230, 'MI-1500-4T Gen3', 1500],
  [0x101230, 'HM-1500-4T', 1500],
  [0x102011, 'HMS-300-1T', 300],
  [0x102021, 'HMS-350-1T', 350],
  [0x102041, 'HMS-400-1T', 400],
  [0x101051, 'HMS-450-1T', 450],
  [0x102051, 'HMS-450-1T', 450],
  [0x101071, 'HMS-500-1T', 500],
  [0x102071, 'HMS-500-1T v2', 500],
  [0x102111, 'HMS-600-2T', 600],
  [0x102141, 'HMS-800-2T', 800],
  [0x101141, 'HMS-800-2T-LV', 800],
  [0x101151, 'HMS-900-2T', 900],
  [0x102151, 'HMS-900-2T', 900],
  [0x102171, 'HMS-1000-2T', 1000],
  [0x101171, 'HMS-1000-2T', 1000],
  [0x102241, 'HMS-1600-4T', 1600],
  [0x101251, 'HMS-1800-4T', 1800],
  [0x102251, 'HMS-1800-4T', 1800],
  [0x101271, 'HMS-2000-4T', 2000],
  [0x102271, 'HMS-2000-4T', 2000],
  [0x103241, 'HMT-1600-4T', 1600],
  [0x103251, 'HMT-1800-4T', 1800],
  [0x103271, 'HMT-2000-4T', 2000],
  [0x103311, 'HMT-1800-6T', 1800],
  [0x103331, 'HMT-2250-6T', 2250],
  [0xf10114, 'HERF-800', 800],
  [0xf10124, 'HERF-1600', 1600],
  [0xf10122, 'HERF-1800', 1800],
];

// Rows the devinfo table gained with v25.1.14 (§2.10, device-api "later": parts 10 21 21 and F1 01 10).
const BY_PREFIX_HERF600: readonly Row[] = [
  [0x102121, 'HMS-700-2T', 700],
  [0xf10110, 'HERF-600', 600],
];

// Exact 4-byte matches win (the factory-limited HM-300).
const EXACT: readonly Row[] = [[0x10101015, 'HM-300-1T', 210]];

/**
 * The model a release reads from a part number: exact 4-byte match first, then the top 3 bytes; null
 * if the release's table does not have it.
 */
export function modelFromPartNumber(partNumber: number, release: FirmwareRelease): PartNumberModel | null {
  const pn = partNumber >>> 0;
  const table = hasFeature(release, 'herf600') ? [...BY_PREFIX, ...BY_PREFIX_HERF600] : BY_PREFIX;
  const hit = EXACT.find(([n]) => n === pn) ?? table.find(([n]) => n === pn >>> 8);
  return hit === undefined ? null : { hw_model_name: hit[1], max_power: hit[2] };
}
