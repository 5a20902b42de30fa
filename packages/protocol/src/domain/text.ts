/**
 * The device measures strings with String::length(), i.e. in UTF-8 bytes, and stores them in fixed
 * char buffers. These helpers reproduce that without TextEncoder (no DOM/Node typings in this package).
 */

function codePointBytes(cp: number): number {
  if (cp < 0x80) return 1;
  if (cp < 0x800) return 2;
  if (cp < 0x10000) return 3;
  return 4;
}

/** UTF-8 byte length; a lone surrogate counts 3 bytes (as WTF-8 would encode it). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const ch of text) bytes += codePointBytes(ch.codePointAt(0) ?? 0);
  return bytes;
}

/** The device's length check of a text: fewer than `min` or more than `max` UTF-8 bytes. */
export function utf8LengthOutside(text: string, min: number, max: number): boolean {
  const bytes = utf8Length(text);
  return bytes < min || bytes > max;
}

/**
 * The longest prefix of `text` that fits in `maxBytes` UTF-8 bytes. Unlike the device's strlcpy this
 * never cuts a character in half (the device may leave a broken sequence; JSON cannot carry one).
 */
export function truncateUtf8(text: string, maxBytes: number): string {
  let bytes = 0;
  let end = 0;
  for (const ch of text) {
    bytes += codePointBytes(ch.codePointAt(0) ?? 0);
    if (bytes > maxBytes) break;
    end += ch.length;
  }
  return text.slice(0, end);
}
