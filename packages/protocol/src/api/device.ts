import type { CmtPins, DisplayPins, EthPins, LedPins, Nrf24Pins, W5500Pins } from './pins.ts';

/** `curPin` of GET /api/device/config: the configured mapping name and the active pins. */
export interface CurrentPinMapping {
  /** Configured name; "" is shown as "Default". */
  name: string;
  nrf24: Nrf24Pins;
  cmt: CmtPins;
  w5500: W5500Pins;
  /** Only on builds for chips with an Ethernet MAC. */
  eth?: EthPins;
  display: DisplayPins;
  led: LedPins;
}

export interface DisplayConfig {
  /** 0..3 = 0°, 90°, 180°, 270°. */
  rotation: number;
  power_safe: boolean;
  screensaver: boolean;
  contrast: number;
  /** v24.10.6: 0 en, 1 de, 2 fr (gone from v24.11.7, firmware-versions.md §2.5). */
  language?: number;
  /** v24.11.7+: "en", "de", "fr" or an installed pack's code (at most 2 characters). */
  locale?: string;
  /** Seconds. */
  diagramduration: number;
  /** 0 off, 1 small, 2 fullscreen. */
  diagrammode: number;
}

export interface LedConfig {
  brightness: number;
}

/** GET /api/device/config. */
export interface DeviceConfig {
  curPin: CurrentPinMapping;
  display: DisplayConfig;
  led: LedConfig[];
}

/**
 * POST /api/device/config after normalisation: the fields the device stores. Pins in a POST are
 * ignored; brightness is clamped to 100.
 */
export interface DeviceConfigRequest {
  curPin: { name: string };
  display: DisplayConfig;
  led: LedConfig[];
}
