/**
 * Whether the device's IPAddress::fromString() accepts a text (device-api §1.9, codes 8001..8005).
 * Its rules: only digits and dots; exactly three dots; each part's value ≤ 255. Empty parts count as
 * 0, so "1..2.3" and "..." are accepted like on the device, while "" and "1.2.3" are not.
 */
export function isDottedQuad(text: string): boolean {
  let part = 0;
  let dots = 0;
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') {
      part = part * 10 + Number(ch);
      if (part > 255) return false;
    } else if (ch === '.') {
      if (dots === 3) return false;
      dots++;
      part = 0;
    } else {
      return false;
    }
  }
  return dots === 3;
}
