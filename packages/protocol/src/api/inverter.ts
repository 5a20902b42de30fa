/** /api/inverter/* (device-api §1.3). */

/** One DC input's configuration. */
export interface InverterChannelConfig {
  name: string;
  /** W; used for the irradiation value. */
  max_power: number;
  /** kWh added to that channel's YieldTotal. */
  yield_total_offset: number;
}

/** Per-inverter flags with defaults when omitted from an edit. */
export interface InverterFlags {
  poll_enable: boolean;
  poll_enable_night: boolean;
  command_enable: boolean;
  command_enable_night: boolean;
  reachable_threshold: number;
  zero_runtime: boolean;
  zero_day: boolean;
  clear_eventlog: boolean;
  yieldday_correction: boolean;
}

/** An entry of GET /api/inverter/list. */
export interface InverterListItem extends InverterFlags {
  /** Slot index 0..9. */
  id: number;
  name: string;
  order: number;
  serial: string;
  /** Model family (§6.4) or "Unknown". */
  type: string;
  channel: InverterChannelConfig[];
}

export interface InverterList {
  inverter: InverterListItem[];
}

export interface InverterAddRequest {
  serial: string;
  name: string;
}

/** POST /api/inverter/edit body after normalisation: missing flags take their defaults. */
export interface InverterEditRequest extends InverterFlags {
  id: number;
  serial: string;
  name: string;
  channel: InverterChannelConfig[];
}

export interface InverterDeleteRequest {
  id: number;
}

export interface InverterOrderRequest {
  /** Slot ids in display order. */
  order: number[];
}
