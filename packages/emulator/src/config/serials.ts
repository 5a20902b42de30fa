/**
 * config.json stores serials as decimal JSON numbers (device-api §7.1); the API shows them as hex text.
 * Real serials are 48-bit, so they are exact in a double.
 */
import { formatSerial, parseSerial } from '@dtu-web/protocol';

/** Wire text → the number config.json stores (parsed like the device, `strtoll(…, 16)`). */
export function storedSerial(text: string): number {
  return Number(parseSerial(text));
}

/** The number config.json stores → the device's hex text. */
export function serialText(stored: number | bigint): string {
  return formatSerial(BigInt(stored));
}
