/**
 * Payload text as the device's firmware writes it: integers plainly, booleans as 1/0, a value with its
 * field's digits, and a bare float with two decimals (what Arduino's `String(float)` gives, e.g. the
 * limit "50.00" and the chip temperature).
 */

/** A number with a fixed count of decimals; never "-0". */
export function fixed(value: number, digits: number): string {
  const text = value.toFixed(digits);
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}

/** `String(float)` on the device: two decimals. */
export function floatText(value: number): string {
  return fixed(value, 2);
}

export function intText(value: number): string {
  return String(Math.trunc(value));
}

export function boolText(value: boolean): string {
  return value ? '1' : '0';
}
