import type { SetStatus } from '../enums.ts';

/** /api/limit/* (device-api §1.4, §5). */
export interface LimitStatus {
  /** Percent, 0.1 % resolution. */
  limit_relative: number;
  /** W from the device-info model table; 0 if unknown. */
  max_power: number;
  limit_set_status: SetStatus;
}

/** GET /api/limit/status: keyed by hex serial. */
export type LimitStatusMap = Record<string, LimitStatus>;

export interface LimitConfigRequest {
  serial: string;
  /** W or % depending on limit_type; negative values are not rejected by the device. */
  limit_value: number;
  limit_type: number;
}
