/** GET /api/devinfo/status (device-api §1.6, §6.2). */
export interface DeviceInfo {
  valid_data: boolean;
  /** Decimal-encoded version (10012 → "1.0.12"). */
  fw_bootloader_version: number;
  fw_build_version: number;
  hw_part_number: number;
  /** "NN.NN" — a string on the wire. */
  hw_version: string;
  /** "" when the part number is unknown. */
  hw_model_name: string;
  max_power: number;
  /** "YYYY-MM-DD HH:MM:SS". */
  fw_build_datetime: string;
  /** v25.1.14+: the inverter supports "power distribution logic" (HMS-4CH from build 1.1.12). */
  pdl_supported?: boolean;
}
