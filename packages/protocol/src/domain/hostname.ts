/** The hostname the device uses for a configured template (device-api §1.9). */

/** printf with one integer argument: `%[0][width](X|x|d|i|u)` and `%%`; other sequences stay as text. */
function expandTemplate(template: string, value: number): string {
  return template.replace(/%(0?)(\d*)([Xxdiu%])/g, (whole, zero: string, width: string, conv: string) => {
    if (conv === '%') return zero === '' && width === '' ? '%' : whole;
    const text =
      conv === 'X' ? value.toString(16).toUpperCase() : conv === 'x' ? value.toString(16) : String(value);
    return text.padStart(width === '' ? 0 : Number(width), zero === '0' ? '0' : ' ');
  });
}

/**
 * The effective hostname: the configured template expanded with the chip id, then sanitised —
 * alphanumerics kept, space _ - + ! ? * become "-", everything else dropped, trailing "-" trimmed.
 */
export function effectiveHostname(template: string, chipId: number): string {
  let out = '';
  for (const ch of expandTemplate(template, chipId)) {
    if (/^[A-Za-z0-9]$/.test(ch)) out += ch;
    else if (' _-+!?*'.includes(ch)) out += '-';
  }
  return out.replace(/-+$/, '');
}

/** The chip id from the access point's name `OpenDTU-<chip id in decimal>` (GET /api/network/status). */
export function chipIdFromApName(apSsid: string): number | undefined {
  const match = /-(\d+)$/.exec(apSsid);
  if (match?.[1] === undefined) return undefined;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) ? id : undefined;
}
