import {
  DISPLAY_TYPES,
  ETH_CLOCK_MODES,
  ETH_TYPES,
  type CurrentPinMapping,
  type PinMappingEntry,
} from '@dtu-web/protocol';

/** The pin blocks of a profile, in the order the comparison lists them. */
export const PIN_CATEGORIES = ['nrf24', 'cmt', 'w5500', 'eth', 'display', 'led'] as const;
export type PinCategory = (typeof PIN_CATEGORIES)[number];

const PIN_NAMES: Readonly<Record<PinCategory, readonly string[]>> = {
  nrf24: ['clk', 'cs', 'en', 'irq', 'miso', 'mosi'],
  cmt: ['clk', 'cs', 'fcs', 'sdio', 'gpio2', 'gpio3'],
  w5500: ['sclk', 'mosi', 'miso', 'cs', 'int', 'rst'],
  eth: ['enabled', 'phy_addr', 'power', 'mdc', 'mdio', 'type', 'clk_mode'],
  display: ['type', 'data', 'clk', 'cs', 'reset'],
  led: ['led0', 'led1'],
};

/** Codes shown by their name (device-api §7.2). */
const NAMED_VALUES: Readonly<Record<string, readonly string[]>> = {
  'eth.type': ETH_TYPES,
  'eth.clk_mode': ETH_CLOCK_MODES,
  'display.type': DISPLAY_TYPES,
};

export type PinValue = number | boolean | null;

export interface PinRow {
  category: PinCategory;
  name: string;
  /** null: unset (-1, 255, null or missing all mean "not connected"). */
  selected: PinValue;
  active: PinValue;
  differs: boolean;
}

/** -1, 255 and null count as unset (interface-spec §3); so does a missing value. */
export function normalisePin(value: unknown): PinValue {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'number' || value === -1 || value === 255) return null;
  return value;
}

function block(source: object | undefined, category: PinCategory): Readonly<Record<string, unknown>> {
  const value: unknown = source === undefined ? undefined : (source as Record<string, unknown>)[category];
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/**
 * The comparison of a chosen profile with the active pins: a row per pin of every category either
 * side has (the ethernet block only exists on some builds), marked where they differ.
 */
export function comparePins(selected: PinMappingEntry | undefined, active: CurrentPinMapping): PinRow[] {
  const rows: PinRow[] = [];
  for (const category of PIN_CATEGORIES) {
    const chosen = block(selected, category);
    const current = block(active, category);
    if (category === 'eth' && Object.keys(chosen).length === 0 && Object.keys(current).length === 0) continue;
    for (const name of PIN_NAMES[category]) {
      const a = normalisePin(chosen[name]);
      const b = normalisePin(current[name]);
      rows.push({ category, name, selected: a, active: b, differs: a !== b });
    }
  }
  return rows;
}

/**
 * A pin value as text: unset (255 up to v25.2.3, -1 from v25.4.2, firmware-versions.md §2.5) as
 * `unset`, codes by their name, booleans as the given words.
 */
export function pinText(
  row: Pick<PinRow, 'category' | 'name'>,
  value: PinValue,
  yes: string,
  no: string,
  unset = '–',
): string {
  if (value === null) return unset;
  if (typeof value === 'boolean') return value ? yes : no;
  const names = NAMED_VALUES[`${row.category}.${row.name}`];
  return names?.[value] ?? String(value);
}

/** The profiles to choose from: the pseudo entry Default first, then the file's profiles by name. */
export function profileChoices(profiles: readonly PinMappingEntry[]): PinMappingEntry[] {
  const named = profiles
    .filter((profile) => typeof profile.name === 'string' && profile.name !== '')
    .sort((a, b) => a.name.localeCompare(b.name));
  return [{ name: 'Default' }, ...named];
}
