/**
 * Specific yield (issue 29): energy per installed peak power, kWh/kWp, so plants, inverters and strings
 * of different size compare. Installed watts come from `EnergyHistory.installed_wp` (0 = not set).
 */

/** kWh per kWp for `wh` from `wp` installed watts; null when nothing is installed (not set). */
export function specificYield(wh: number, wp: number): number | null {
  if (!(wp > 0) || !Number.isFinite(wh)) return null;
  return wh / wp;
}

/** Installed watts of an inverter (the sum of its strings' set values); 0 when none is set. */
export function inverterWp(stringsWp: readonly number[]): number {
  return stringsWp.reduce((sum, wp) => sum + (wp > 0 ? wp : 0), 0);
}

/**
 * kWh/kWp of a plant: its energy over the installed watts of the inverters that have them. An inverter
 * without installed watts is left out of both sides (its energy would inflate the figure); null when no
 * inverter has any.
 */
export function plantSpecificYield(
  inverters: Readonly<Record<string, { wh: number }>>,
  installed: Readonly<Record<string, readonly number[]>>,
): number | null {
  let wh = 0;
  let wp = 0;
  for (const [serial, energy] of Object.entries(inverters)) {
    const stringsWp = installed[serial];
    const own = stringsWp === undefined ? 0 : inverterWp(stringsWp);
    if (own <= 0) continue;
    wh += energy.wh;
    wp += own;
  }
  return specificYield(wh, wp);
}
