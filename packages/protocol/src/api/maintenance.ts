/** POST /api/maintenance/reboot (device-api §1.13). */
export interface RebootRequest {
  reboot: boolean;
}

/** POST /api/config/delete: factory reset (device-api §1.14). */
export interface FactoryResetRequest {
  delete: boolean;
}

/** GET /api/config/list. */
export interface ConfigList {
  configs: { name: string }[];
}
