import type { SetStatus } from '../enums.ts';

/** /api/power/* (device-api §1.5). */
export interface PowerStatus {
  power_set_status: SetStatus;
}

/** GET /api/power/status: keyed by hex serial. */
export type PowerStatusMap = Record<string, PowerStatus>;

/** `power` wins when present; otherwise `restart: true` restarts. */
export interface PowerConfigRequest {
  serial: string;
  power?: boolean;
  restart?: boolean;
}
