/**
 * Inverter models for the simulation: the family from the serial (§6.4) and a plausible part number
 * (§6.2) per serial. Family rules and the part-number table are the protocol package's.
 */
import {
  inverterModelFromSerial,
  modelFromPartNumber,
  NEWEST_RELEASE,
  type FirmwareRelease,
  type InverterClass,
} from '@dtu-web/protocol';
import { hash32 } from './random.ts';
import { serialKey } from './serial.ts';

export type InverterFamily = InverterClass;
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

const PAIRED: ReadonlySet<InverterFamily> = new Set(['HM_4CH', 'HERF_4CH', 'HMT_4CH', 'HMT_6CH']);

/**
 * §6.4 via the protocol's rules as `release` reads the serial (firmware-versions §2.10; by default the
 * newest, which knows every model), plus what the physics needs to know about the layout.
 */
export function familyFromSerial(
  serial: bigint,
  release: FirmwareRelease = NEWEST_RELEASE,
): FamilyInfo | undefined {
  const model = inverterModelFromSerial(serial, release);
  if (!model) return undefined;
  return {
    family: model.class,
    typeName: model.type,
    inputs: model.channels,
    radio: model.radio,
    pairedInputs: PAIRED.has(model.class),
    threePhase: model.class.startsWith('HMT'),
  };
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

/** The inverter `release` makes of a serial (names from its tables; the power is the hardware's). */
export function modelForSerial(
  serial: bigint,
  release: FirmwareRelease = NEWEST_RELEASE,
): InverterModel | undefined {
  const fam = familyFromSerial(serial, release);
  if (!fam) return undefined;
  const partNumber = partNumberForSerial(fam, serial);
  const known = modelFromPartNumber(partNumber, release);
  const hardware = modelFromPartNumber(partNumber, NEWEST_RELEASE);
  return {
    family: fam,
    partNumber,
    modelName: known?.hw_model_name ?? '',
    maxPower: known?.max_power ?? 0,
    ratedPower: hardware?.max_power ?? FALLBACK_MAX_POWER[fam.family] ?? 400 * fam.inputs,
  };
}

/** Peak power of the simulated panel on an input whose configured `max_power` is 0. */
export function defaultPanelPower(model: InverterModel): number {
  const perInput = (1.1 * model.ratedPower) / model.family.inputs;
  return Math.max(400, Math.round(perInput / 10) * 10);
}
