/** Inverter serial handling: canonical form is a lowercase hex string without `0x` (the wire form). */

/** A serial as the config store may hold it: a bigint, a number (the value) or a hex string. */
export type SerialInput = bigint | number | string;

/** Parses a serial; returns 0n for anything unparsable (the device treats that as "no inverter"). */
export function toSerialBigint(serial: SerialInput): bigint {
  if (typeof serial === 'bigint') return serial >= 0n ? serial : 0n;
  if (typeof serial === 'number') {
    return Number.isSafeInteger(serial) && serial > 0 ? BigInt(serial) : 0n;
  }
  const text = serial.trim().replace(/^0x/i, '');
  if (!/^[0-9a-f]+$/i.test(text)) return 0n;
  return BigInt(`0x${text}`);
}

/** Lowercase hex string without prefix, as the device sends serials. */
export function serialToHex(serial: bigint): string {
  return serial.toString(16);
}

/** The low 32 bits as a number, used as a hash key. */
export function serialKey(serial: bigint): number {
  return Number(serial & 0xffffffffn);
}
