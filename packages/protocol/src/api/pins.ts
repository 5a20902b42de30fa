/** Pin blocks shared by GET /api/device/config `curPin` and pin_mapping.json (device-api §1.12, §7.2). */

/** Unset pins are -1. */
export interface Nrf24Pins {
  clk: number;
  cs: number;
  en: number;
  irq: number;
  miso: number;
  mosi: number;
}

export interface CmtPins {
  clk: number;
  cs: number;
  fcs: number;
  sdio: number;
  gpio2: number;
  gpio3: number;
}

export interface W5500Pins {
  sclk: number;
  mosi: number;
  miso: number;
  cs: number;
  int: number;
  rst: number;
}

export interface EthPins {
  enabled: boolean;
  phy_addr: number;
  power: number;
  mdc: number;
  mdio: number;
  /** See ETH_TYPES. */
  type: number;
  /** See ETH_CLOCK_MODES. */
  clk_mode: number;
}

/** Unset display pins are 255, display type 0 (None). */
export interface DisplayPins {
  type: number;
  data: number;
  clk: number;
  cs: number;
  reset: number;
}

export interface LedPins {
  led0: number;
  led1: number;
}

export interface PinMappingLink {
  name: string;
  url: string;
}

/** One profile of pin_mapping.json: every block optional. */
export interface PinMappingEntry {
  name: string;
  links?: PinMappingLink[];
  nrf24?: Partial<Nrf24Pins>;
  cmt?: Partial<CmtPins>;
  w5500?: Partial<W5500Pins>;
  eth?: Partial<EthPins>;
  display?: Partial<DisplayPins>;
  led?: Partial<LedPins>;
}

/** pin_mapping.json: a JSON array of profiles. */
export type PinMappingFile = PinMappingEntry[];
