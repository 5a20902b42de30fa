/** Result envelope of POSTs and some GETs (device-api §0): key order type, message, code, param. */

/** Alert variant of a result; `warning` is also used for validation failures. */
export type ResultType = 'success' | 'warning' | 'danger';

/** Interpolation values for `apiresponse.<code>` texts (lengths, ranges, frequencies in Hz). */
export interface ResultParam {
  min?: number;
  max?: number;
}

export interface ApiResult {
  type: ResultType;
  /** Free text; clients depend only on `type`, `code` and `param`. */
  message: string;
  /** Absent only for the three code-less network failures (device-api §1.9). */
  code?: number;
  param?: ResultParam;
}

/** `{}`: what per-inverter reads answer for an unknown or missing `inv`. */
export type EmptyResponse = Record<string, never>;
