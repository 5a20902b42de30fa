import type { CountryDef } from '../enums.ts';

/** GET /api/dtu/config (device-api §1.2). All frequencies in Hz. */
export interface DtuConfig {
  /** Hex serial, lowercase. */
  serial: string;
  pollinterval: number;
  /** The NRF radio was initialised (valid pin mapping). */
  nrf_enabled: boolean;
  nrf_palevel: number;
  cmt_enabled: boolean;
  cmt_palevel: number;
  cmt_frequency: number;
  cmt_country: number;
  cmt_chan_width: number;
  /** Indexed by country id (0 EU, 1 US, 2 BR). */
  country_def: CountryDef[];
}

/** POST /api/dtu/config body. */
export interface DtuConfigRequest {
  serial: string;
  pollinterval: number;
  nrf_palevel: number;
  cmt_palevel: number;
  cmt_frequency: number;
  cmt_country: number;
}
