/** Inverter serial handling: canonical form is the device's lowercase hex text (the wire form). */
import { parseSerial } from '@dtu-web/protocol';

/** A serial as the config store may hold it: a bigint, a number (the value) or a hex string. */
export type SerialInput = bigint | number | string;

/** Parses a serial like the device (`strtoll(…, 16)` for text); 0n means "no inverter". */
export function toSerialBigint(serial: SerialInput): bigint {
  if (typeof serial === 'bigint') return serial >= 0n ? serial : 0n;
  if (typeof serial === 'number') {
    return Number.isSafeInteger(serial) && serial > 0 ? BigInt(serial) : 0n;
  }
  return parseSerial(serial);
}

/** The low 32 bits as a number, used as a hash key. */
export function serialKey(serial: bigint): number {
  return Number(serial & 0xffffffffn);
}
