/**
 * Inverter and DTU serial numbers (device-api §0, §6.2, §6.4).
 *
 * Serials are 48-bit on real hardware, but the device parses them with strtoll() into a uint64, so any
 * 64-bit value can reach it. Everything here uses BigInt so no digit is lost above 2^53.
 */
import { hasFeature, type FirmwareFeature } from '../firmware/features.ts';
import type { FirmwareRelease } from '../firmware/releases.ts';

const UINT64_MASK = (1n << 64n) - 1n;
const LLONG_MAX = (1n << 63n) - 1n;
const LLONG_MIN = -(1n << 63n);

function isCSpace(ch: string): boolean {
  return ch === ' ' || ch === '\t' || ch === '\n' || ch === '\v' || ch === '\f' || ch === '\r';
}

function hexDigit(ch: string | undefined): number {
  if (ch === undefined) return -1;
  const value = parseInt(ch, 16);
  return Number.isNaN(value) ? -1 : value;
}

/**
 * The uint64 the device stores for a serial text: `strtoll(text, NULL, 16)` assigned to uint64_t.
 * Leading C whitespace, an optional sign and an optional 0x prefix are skipped; parsing stops at the
 * first non-hex character; no digits → 0; overflow saturates at LLONG_MAX / LLONG_MIN; a negative
 * result wraps like the C conversion (e.g. "-1" → 2^64 - 1).
 */
export function parseSerial(text: string): bigint {
  let i = 0;
  while (i < text.length && isCSpace(text.charAt(i))) i++;
  let negative = false;
  if (text[i] === '+' || text[i] === '-') {
    negative = text[i] === '-';
    i++;
  }
  // "0x" counts as a prefix only when a hex digit follows; otherwise the "0" is the number.
  if (text[i] === '0' && (text[i + 1] === 'x' || text[i + 1] === 'X') && hexDigit(text[i + 2]) >= 0) {
    i += 2;
  }
  let value = 0n;
  let saturated = false;
  for (; hexDigit(text[i]) >= 0; i++) {
    if (!saturated) {
      value = value * 16n + BigInt(hexDigit(text[i]));
      if (value > LLONG_MAX + 1n) saturated = true;
    }
  }
  let signed = negative ? -value : value;
  if (signed > LLONG_MAX) signed = LLONG_MAX;
  if (signed < LLONG_MIN) signed = LLONG_MIN;
  return signed & UINT64_MASK;
}

/**
 * Serial text as the device prints it: `%0x%08x` of the upper and lower 32 bits (lowercase; the upper
 * half unpadded, so a serial below 2^32 gets a leading "0").
 */
export function formatSerial(serial: bigint | number): string {
  const value = BigInt(serial) & UINT64_MASK;
  const high = value >> 32n;
  const low = value & 0xffffffffn;
  return high.toString(16) + low.toString(16).padStart(8, '0');
}

function toSerial(serial: bigint | string): bigint {
  return typeof serial === 'string' ? parseSerial(serial) : serial & UINT64_MASK;
}

export type InverterRadio = 'nrf' | 'cmt';

export type InverterClass =
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

export interface InverterModel {
  class: InverterClass;
  /** The `type` string of /api/inverter/list. */
  type: string;
  /** DC input count. */
  channels: number;
  radio: InverterRadio;
}

/** `type` of /api/inverter/list for a serial no model matches. */
export const UNKNOWN_INVERTER_TYPE = 'Unknown';
/** Channel entries /api/inverter/list shows for an unknown model. */
export const UNKNOWN_INVERTER_CHANNELS = 6;

/** A serial prefix, known from `since` on (§2.10: newer releases added some). */
interface Prefix {
  value: number;
  since?: FirmwareFeature;
}

interface ModelRule extends InverterModel {
  prefixes: readonly (number | Prefix)[];
  /** HM rule: the 2nd–3rd hex digits of the 12-digit serial. */
  digits?: number;
  /** The `type` before a release renamed it (§2.10). */
  renamedFrom?: { type: string; until: FirmwareFeature };
}

// Checked in this order, so the CMT prefixes win over the looser HM digit rule (1164 is HMS-4CH). A
// prefix a release does not know yet falls through to the next rule, as on that release (0x1166 is an
// HM-4CH there by its digits).
const MODEL_RULES: readonly ModelRule[] = [
  { class: 'HMT_4CH', type: 'HMT-1600/1800/2000-4T', channels: 4, radio: 'cmt', prefixes: [0x1361] },
  { class: 'HMT_6CH', type: 'HMT-1800/2250-6T', channels: 6, radio: 'cmt', prefixes: [0x1382] },
  {
    class: 'HMS_4CH',
    type: 'HMS-1600/1800/2000-4T',
    channels: 4,
    radio: 'cmt',
    prefixes: [
      0x1164,
      { value: 0x1420, since: 'hms4chPrefix1420' },
      { value: 0x1166, since: 'hms4chPrefix1166' },
    ],
  },
  {
    class: 'HMS_2CH',
    type: 'HMS-600/700/800/900/1000-2T',
    channels: 2,
    radio: 'cmt',
    prefixes: [0x1144, 0x1143, 0x1410, { value: 0x114a, since: 'hms2chPrefix114a' }],
  },
  { class: 'HMS_1CH', type: 'HMS-300/350/400/450/500-1T', channels: 1, radio: 'cmt', prefixes: [0x1124] },
  {
    class: 'HMS_1CHv2',
    type: 'HMS-450/500-1T v2',
    channels: 1,
    radio: 'cmt',
    prefixes: [0x1125, { value: 0x1400, since: 'hms450v2' }],
    renamedFrom: { type: 'HMS-500-1T v2', until: 'hms450v2' },
  },
  {
    class: 'HM_4CH',
    type: 'HM-1000/1200/1500-4T',
    channels: 4,
    radio: 'nrf',
    prefixes: [0x1062],
    digits: 0x16,
  },
  { class: 'HM_2CH', type: 'HM-600/700/800-2T', channels: 2, radio: 'nrf', prefixes: [0x1042], digits: 0x14 },
  { class: 'HM_1CH', type: 'HM-300/350/400-1T', channels: 1, radio: 'nrf', prefixes: [0x1022], digits: 0x12 },
  { class: 'HERF_1CH', type: 'HERF-300-1T', channels: 1, radio: 'nrf', prefixes: [0x2841] },
  {
    class: 'HERF_2CH',
    type: 'HERF-600/800-2T',
    channels: 2,
    radio: 'nrf',
    prefixes: [0x2821],
    renamedFrom: { type: 'HERF-800-2T', until: 'herf600' },
  },
  { class: 'HERF_4CH', type: 'HERF-1600/1800-4T', channels: 4, radio: 'nrf', prefixes: [0x2801] },
];

function knowsPrefix(release: FirmwareRelease, prefixes: ModelRule['prefixes'], prefix: number): boolean {
  return prefixes.some((p) =>
    typeof p === 'number'
      ? p === prefix
      : p.value === prefix && (p.since === undefined || hasFeature(release, p.since)),
  );
}

/**
 * The runtime model a release makes of a serial (device-api §6.4, firmware-versions §2.10), or null
 * when none matches (the device then lists the inverter as "Unknown" with 6 channels and creates no
 * runtime object). Newer releases know more prefixes and renamed two types.
 */
export function inverterModelFromSerial(
  serial: bigint | string,
  release: FirmwareRelease,
): InverterModel | null {
  // "Prefix" = bits 32..47, i.e. the first four hex digits of a 12-digit serial.
  const prefix = Number((toSerial(serial) >> 32n) & 0xffffn);
  const digits = (prefix >> 4) & 0xff;
  const rule = MODEL_RULES.find(
    (r) => knowsPrefix(release, r.prefixes, prefix) || (r.digits !== undefined && r.digits === digits),
  );
  if (rule === undefined) return null;
  const renamed = rule.renamedFrom;
  const type = renamed !== undefined && !hasFeature(release, renamed.until) ? renamed.type : rule.type;
  return { class: rule.class, type, channels: rule.channels, radio: rule.radio };
}

export interface ProductionDate {
  year: number;
  /** Week as the UI shows it: the hex text of the 6th–7th hex digits ("01" → "1"). */
  week: string;
}

/**
 * Production year and week as the UI computes them: 32-bit shifts on the low 32 bits of the serial,
 * `((s >> 28) & 0xF) + 2014` and `((s >> 20) & 0xFF).toString(16)`.
 */
export function productionDate(serial: bigint | string): ProductionDate {
  const low = Number(toSerial(serial) & 0xffffffffn);
  return { year: ((low >>> 28) & 0xf) + 2014, week: ((low >>> 20) & 0xff).toString(16) };
}
