/**
 * config.json as text, with the uint64 DTU serial exact (device-api §7.1: a decimal JSON number, which
 * a JS number holds exactly only below 2^53). Reading uses the device's parser with integers beyond
 * 2^53 kept as bigint; writing prints every bigint as its decimal digits.
 */
import { randomBytes } from 'node:crypto';
import { parseDeviceJson } from './deviceJson.ts';

export function parseConfigText(text: string): unknown {
  return parseDeviceJson(text, { bigints: true });
}

/** JSON.stringify, with bigints as bare decimal numbers. */
export function configText(value: unknown): string {
  // A marker no stored string can contain: a fresh random token per call.
  const token = `u64-${randomBytes(8).toString('hex')}-`;
  const text = JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'bigint' ? `${token}${item.toString()}` : item,
  );
  return text.replace(new RegExp(`"${token}(\\d+)"`, 'g'), '$1');
}
