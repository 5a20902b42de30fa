/**
 * Inverter models: family detection from the serial (§6.4) and the part-number table (§6.2).
 * Until `@dtu-web/protocol` exports `inverterModelFromSerial`, the family rules live here.
 */
import { hash32 } from './random.ts';
import { serialKey } from './serial.ts';

export type InverterFamily =
  | 'HMT_4CH'
  | 'HMT_6CH'
  | 'HMS_4CH'
  | 'HMS_2CH'
  | 'HMS_1CH'
  | 'HMS_1CHv2'
  | 'HM_4CH'
  | 'HM_2CH'
  | 'HM_1CH'
  | 'HERF_1CH'
  | 'HERF_2CH'
  | 'HERF_4CH';

export type RadioKind = 'nrf' | 'cmt';

export interface FamilyInfo {
  family: InverterFamily;
  /** The `type` string of /api/inverter/list. */
  typeName: string;
  /** Number of DC inputs (strings). */
  inputs: number;
  radio: RadioKind;
  /** Inputs 1+2 (and 3+4, 5+6) share one MPP tracker and so one voltage (HM-4CH layout and HMT). */
  pairedInputs: boolean;
  /** Three-phase output (HMT): AC voltage is the line-to-line voltage. */
  threePhase: boolean;
}

function family(
  name: InverterFamily,
  typeName: string,
  inputs: number,
  radio: RadioKind,
  pairedInputs = false,
): FamilyInfo {
  return { family: name, typeName, inputs, radio, pairedInputs, threePhase: name.startsWith('HMT') };
}

const FAMILIES: Record<InverterFamily, FamilyInfo> = {
  HMT_4CH: family('HMT_4CH', 'HMT-1600/1800/2000-4T', 4, 'cmt', true),
  HMT_6CH: family('HMT_6CH', 'HMT-1800/2250-6T', 6, 'cmt', true),
  HMS_4CH: family('HMS_4CH', 'HMS-1600/1800/2000-4T', 4, 'cmt'),
  HMS_2CH: family('HMS_2CH', 'HMS-600/700/800/900/1000-2T', 2, 'cmt'),
  HMS_1CH: family('HMS_1CH', 'HMS-300/350/400/450/500-1T', 1, 'cmt'),
  HMS_1CHv2: family('HMS_1CHv2', 'HMS-500-1T v2', 1, 'cmt'),
  HM_4CH: family('HM_4CH', 'HM-1000/1200/1500-4T', 4, 'nrf', true),
  HM_2CH: family('HM_2CH', 'HM-600/700/800-2T', 2, 'nrf'),
  HM_1CH: family('HM_1CH', 'HM-300/350/400-1T', 1, 'nrf'),
  HERF_1CH: family('HERF_1CH', 'HERF-300-1T', 1, 'nrf'),
  HERF_2CH: family('HERF_2CH', 'HERF-800-2T', 2, 'nrf'),
  HERF_4CH: family('HERF_4CH', 'HERF-1600/1800-4T', 4, 'nrf', true),
};

/** §6.4, checked in the table's order (CMT prefixes win over the looser HM digit rule). */
export function familyFromSerial(serial: bigint): FamilyInfo | undefined {
  const prefix = Number((serial >> 32n) & 0xffffn);
  const digits23 = Number((serial >> 36n) & 0xffn);
  if (prefix === 0x1361) return FAMILIES.HMT_4CH;
  if (prefix === 0x1382) return FAMILIES.HMT_6CH;
  if (prefix === 0x1164) return FAMILIES.HMS_4CH;
  if (prefix === 0x1144 || prefix === 0x1143 || prefix === 0x1410) return FAMILIES.HMS_2CH;
  if (prefix === 0x1124) return FAMILIES.HMS_1CH;
  if (prefix === 0x1125) return FAMILIES.HMS_1CHv2;
  if (digits23 === 0x16 || prefix === 0x1062) return FAMILIES.HM_4CH;
  if (digits23 === 0x14 || prefix === 0x1042) return FAMILIES.HM_2CH;
  if (digits23 === 0x12 || prefix === 0x1022) return FAMILIES.HM_1CH;
  if (prefix === 0x2841) return FAMILIES.HERF_1CH;
  if (prefix === 0x2821) return FAMILIES.HERF_2CH;
  if (prefix === 0x2801) return FAMILIES.HERF_4CH;
  return undefined;
}

export interface PartNumberModel {
  modelName: string;
  maxPower: number;
}

/** §6.2: part-number byte groups (hex) → model and maximum AC power. */
const PART_NUMBER_TABLE: readonly (readonly [string, string, number])[] = [
  ['10101015', 'HM-300-1T', 210],
  ['101010', 'HM-300-1T', 300],
  ['101020', 'HM-350-1T', 350],
  ['101030', 'HM-400-1T', 400],
  ['101040', 'HM-400-1T', 400],
  ['101110', 'HM-600-2T', 600],
  ['101120', 'HM-700-2T', 700],
  ['101130', 'HM-800-2T', 800],
  ['101140', 'HM-800-2T', 800],
  ['101210', 'HM-1200-4T', 1200],
  ['100230', 'MI-1500-4T Gen3', 1500],
  ['101230', 'HM-1500-4T', 1500],
  ['102011', 'HMS-300-1T', 300],
  ['102021', 'HMS-350-1T', 350],
  ['102041', 'HMS-400-1T', 400],
  ['101051', 'HMS-450-1T', 450],
  ['102051', 'HMS-450-1T', 450],
  ['101071', 'HMS-500-1T', 500],
  ['102071', 'HMS-500-1T v2', 500],
  ['102111', 'HMS-600-2T', 600],
  ['102141', 'HMS-800-2T', 800],
  ['101141', 'HMS-800-2T-LV', 800],
  ['101151', 'HMS-900-2T', 900],
  ['102151', 'HMS-900-2T', 900],
  ['102171', 'HMS-1000-2T', 1000],
  ['101171', 'HMS-1000-2T', 1000],
  ['102241', 'HMS-1600-4T', 1600],
  ['101251', 'HMS-1800-4T', 1800],
  ['102251', 'HMS-1800-4T', 1800],
  ['101271', 'HMS-2000-4T', 2000],
  ['102271', 'HMS-2000-4T', 2000],
  ['103241', 'HMT-1600-4T', 1600],
  ['103251', 'HMT-1800-4T', 1800],
  ['103271', 'HMT-2000-4T', 2000],
  ['103311', 'HMT-1800-6T', 1800],
  ['103331', 'HMT-2250-6T', 2250],
  ['F10114', 'HERF-800', 800],
  ['F10124', 'HERF-1600', 1600],
  ['F10122', 'HERF-1800', 1800],
];

/** Looks a part number up like the firmware: all 4 bytes first, then the top 3 bytes. */
export function modelFromPartNumber(partNumber: number): PartNumberModel | undefined {
  const full = (partNumber >>> 0).toString(16).toUpperCase().padStart(8, '0');
  const top3 = full.slice(0, 6);
  const exact = PART_NUMBER_TABLE.find(([bytes]) => bytes === full);
  const row = exact ?? PART_NUMBER_TABLE.find(([bytes]) => bytes === top3);
  return row ? { modelName: row[1], maxPower: row[2] } : undefined;
}

/**
 * Top-3-byte part numbers a family's inverters plausibly carry. HERF-300 has no entry in the device's
 * table, so its part number stays unknown: a real one shows "unknown model" and no max power too.
 */
const FAMILY_PARTS: Record<InverterFamily, readonly number[]> = {
  HM_1CH: [0x101010, 0x101020, 0x101040],
  HM_2CH: [0x101110, 0x101120, 0x101140],
  HM_4CH: [0x101210, 0x101230],
  HMS_1CH: [0x102011, 0x102021, 0x102041, 0x102051, 0x101071],
  HMS_1CHv2: [0x102071],
  HMS_2CH: [0x102111, 0x102141, 0x102151, 0x102171],
  HMS_4CH: [0x102241, 0x102251, 0x102271],
  HMT_4CH: [0x103241, 0x103251, 0x103271],
  HMT_6CH: [0x103311, 0x103331],
  HERF_1CH: [0xf10104],
  HERF_2CH: [0xf10114],
  HERF_4CH: [0xf10124, 0xf10122],
};

/** AC power the physics uses when the part number is unknown to the table. */
const FALLBACK_MAX_POWER: Partial<Record<InverterFamily, number>> = { HERF_1CH: 300 };

/**
 * A deterministic part number for a serial: the family's candidate picked by a hash of the serial,
 * with a low byte of 0x01..0x04 (never the 0x15 that marks the factory-limited HM-300).
 */
export function partNumberForSerial(fam: FamilyInfo, serial: bigint): number {
  const candidates = FAMILY_PARTS[fam.family];
  const h = hash32(serialKey(serial), 0x9a27);
  const top = candidates[h % candidates.length] ?? 0;
  return (top * 256 + 1 + ((h >>> 8) % 4)) >>> 0;
}

export interface InverterModel {
  family: FamilyInfo;
  partNumber: number;
  /** `hw_model_name`; "" when the part number is not in the table. */
  modelName: string;
  /** `max_power` as the device reports it; 0 when unknown. */
  maxPower: number;
  /** The power the simulated hardware can really deliver (also when the table does not know it). */
  ratedPower: number;
}

export function modelForSerial(serial: bigint): InverterModel | undefined {
  const fam = familyFromSerial(serial);
  if (!fam) return undefined;
  const partNumber = partNumberForSerial(fam, serial);
  const known = modelFromPartNumber(partNumber);
  return {
    family: fam,
    partNumber,
    modelName: known?.modelName ?? '',
    maxPower: known?.maxPower ?? 0,
    ratedPower: known?.maxPower ?? FALLBACK_MAX_POWER[fam.family] ?? 400 * fam.inputs,
  };
}

/** Peak power of the simulated panel on an input whose configured `max_power` is 0. */
export function defaultPanelPower(model: InverterModel): number {
  const perInput = (1.1 * model.ratedPower) / model.family.inputs;
  return Math.max(400, Math.round(perInput / 10) * 10);
}
