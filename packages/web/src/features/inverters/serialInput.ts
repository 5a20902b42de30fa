/**
 * What the serial input reads (device-api §0, §6.4): a hex serial as the device prints it, or an
 * E-Star HERF serial (`A01xxxxxx-xxx`, `A11…`, `A21…`: nine base-32 characters and a three-character
 * check) converted to the hex serial the device expects.
 */
import {
  formatSerial,
  inverterModelFromSerial,
  NEWEST_RELEASE,
  parseSerial,
  type FirmwareRelease,
  type InverterModel,
} from '@dtu-web/protocol';

/** The base-32 digits of HERF serials: 0-9 and A-Y without I, O, Q. */
const BASE32 = '0123456789ABCDEFGHJKLMNPRSTUVWXY';
/** The characters of the check, picked by the two sums (offset by the value of its leading '1'). */
const CHECK_CHARS = 'HMFLGW5XC301234567899Z67YRT2S8ABCDEFGHJKDVEJ4KQPUALMNPRSTUVWXYNB';

const HEX = /^[0-9A-F]{1,16}$/;
const HERF = /^A[012]1[0-9A-HJ-NPR-Y]{6}-[0-9A-Z]{3}$/;

/** A serial and the model it names: on the gateway's release, and on the newest release. */
export interface SerialModels {
  serial: string;
  /** What the gateway's release makes of it (null: no model, it cannot talk to the inverter). */
  model: InverterModel | null;
  /** What the newest release makes of it: differs when the gateway's release is older (§2.10). */
  newest: InverterModel | null;
}

function models(serial: string, release: FirmwareRelease): SerialModels {
  const value = parseSerial(serial);
  return {
    serial,
    model: inverterModelFromSerial(value, release),
    newest: inverterModelFromSerial(value, NEWEST_RELEASE),
  };
}

export type SerialReading =
  /** Nothing typed. */
  | { kind: 'empty' }
  /** A hex serial, sent as typed (lowercase). */
  | ({ kind: 'hex' } & SerialModels)
  /** A HERF serial with a good check, converted to hex. */
  | ({ kind: 'herf' } & SerialModels)
  /** Looks like a HERF serial but its check does not match. */
  | { kind: 'herfChecksum' }
  /** Neither hex nor HERF. */
  | { kind: 'invalid' };

/** The check a HERF serial's nine characters must carry after the '-'. */
export function herfCheck(body: string): string {
  let codes = 0;
  let digits = 0;
  for (const char of body) {
    codes += char.charCodeAt(0);
    digits += BASE32.indexOf(char);
  }
  const lead = BASE32.indexOf('1');
  return `1${CHECK_CHARS.charAt((codes & 31) + lead)}${CHECK_CHARS.charAt((digits & 31) + lead)}`;
}

/**
 * The hex serial of a HERF serial's nine characters: five bits each, the first three at bits 42, 37
 * and 32 (so `A01` becomes the prefix 2801), the other six from bit 25 down to bit 0.
 */
export function herfToHex(body: string): string {
  let value = 0n;
  for (let i = 0; i < 9; i++) {
    const digit = BigInt(BASE32.indexOf(body.charAt(i)));
    const shift = i <= 2 ? 42 - 5 * i : 40 - 5 * i;
    value |= digit << BigInt(shift);
  }
  return formatSerial(value);
}

/**
 * Reads the text of the serial input (spaces around it and letter case do not matter), with the model
 * `release` makes of it (firmware-versions §2.10: newer releases know more serial prefixes).
 */
export function readSerial(text: string, release: FirmwareRelease): SerialReading {
  const typed = text.trim().toUpperCase();
  if (typed === '') return { kind: 'empty' };
  if (HEX.test(typed)) {
    return { kind: 'hex', ...models(typed.toLowerCase(), release) };
  }
  if (HERF.test(typed)) {
    const [body = '', check = ''] = typed.split('-');
    if (herfCheck(body) !== check) return { kind: 'herfChecksum' };
    return { kind: 'herf', ...models(herfToHex(body), release) };
  }
  return { kind: 'invalid' };
}
