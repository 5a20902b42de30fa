/**
 * `Content-Disposition: attachment` for any file name (RFC 6266 with RFC 5987's `filename*`): a plain
 * printable-ASCII name goes as `filename="…"` alone, as the device sends it; any other name (non-ASCII,
 * control characters such as CR/LF, quotes, backslashes) gets an ASCII fallback with `_` for each
 * such character plus `filename*=UTF-8''<percent-encoded UTF-8>`, so browsers save it under its name
 * and the header never carries a byte it must not.
 */

const PLAIN = /^[\x20-\x21\x23-\x5b\x5d-\x7e]*$/;

const ATTR_CHAR = /^[A-Za-z0-9!#$&+\-.^_`|~]$/;

/** RFC 5987 value-chars: attr-chars as they are, every other UTF-8 byte percent-encoded. */
function encodeRfc5987(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const ch = String.fromCharCode(byte);
    out += byte < 0x80 && ATTR_CHAR.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

export function attachmentHeader(name: string): string {
  if (PLAIN.test(name)) return `attachment; filename="${name}"`;
  const fallback = Array.from(name, (ch) => (PLAIN.test(ch) ? ch : '_')).join('');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
