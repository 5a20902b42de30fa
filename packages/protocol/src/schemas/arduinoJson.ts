/**
 * ArduinoJson 7 semantics the device's checks and reads rely on (device-api §0.1).
 *
 * Limitation: we see the body after JSON.parse, so `5.0` and `1e2` arrive as the integers 5 and 100 and
 * pass integer checks, while ArduinoJson stores them as floats and would fail is<int>().
 */

export type Fields = Readonly<Record<string, unknown>>;

export type IntType = 'uint8' | 'int8' | 'uint16' | 'uint32' | 'uint';

const INT_RANGES: Readonly<Record<IntType, readonly [number, number]>> = {
  uint8: [0, 255],
  int8: [-128, 127],
  uint16: [0, 65535],
  uint32: [0, 4294967295],
  // `unsigned int` is 32 bits on the ESP32.
  uint: [0, 4294967295],
};

export function isPlainObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** is<bool>(): only true or false. */
export function isBool(value: unknown): value is boolean {
  return typeof value === 'boolean';
}

/** is<String>(): only a JSON string. */
export function isString(value: unknown): value is string {
  return typeof value === 'string';
}

/** is<float>() / is<double>(): any JSON number, integers included. */
export function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** is<intN_t>(): an integral JSON number that fits the C type. */
export function isInt(value: unknown, type: IntType): value is number {
  const [min, max] = INT_RANGES[type];
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/**
 * as<String>(): a string as is; anything else is serialised, so a missing field reads as "null" (the
 * quirk device-api §0.1 describes) and the number 5 reads as "5".
 */
export function asString(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return 'null';
  return JSON.stringify(value);
}

/** as<bool>(): booleans as is; null/missing false; numbers ≠ 0; strings, arrays, objects true. */
export function asBool(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (value === undefined || value === null) return false;
  if (typeof value === 'number') return value !== 0;
  return true;
}

function parseNumberText(text: string): number {
  return /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text) ? Number(text) : 0;
}

/**
 * as<intN_t>(): numbers are truncated toward zero and give 0 when out of range; booleans 0/1;
 * numeric strings are parsed; anything else is 0.
 */
export function asInt(value: unknown, type: IntType): number {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'boolean') n = value ? 1 : 0;
  else if (typeof value === 'string') n = parseNumberText(value);
  else n = 0;
  if (!Number.isFinite(n)) return 0;
  const truncated = Math.trunc(n);
  const [min, max] = INT_RANGES[type];
  return truncated >= min && truncated <= max ? truncated + 0 : 0;
}

/** as<float>(): numbers as is, booleans 0/1, numeric strings parsed, else 0. */
export function asNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') return parseNumberText(value);
  return 0;
}

/** `field | fallback`: the value when it has the right type, else the fallback. */
export function boolOr(value: unknown, fallback: boolean): boolean {
  return isBool(value) ? value : fallback;
}

/** `field | fallback` for integer fields. */
export function intOr(value: unknown, type: IntType, fallback: number): number {
  return isInt(value, type) ? value : fallback;
}

/** A nested object member, or undefined (ArduinoJson's null) when the parent is not an object. */
export function member(parent: unknown, key: string): unknown {
  return isPlainObject(parent) ? parent[key] : undefined;
}

/** An array element, or undefined when the parent is not an array. */
export function element(parent: unknown, index: number): unknown {
  return Array.isArray(parent) ? (parent as unknown[])[index] : undefined;
}
