/** /api/ntp/* (device-api §1.10, §9.1). */

/** GET and POST body of /api/ntp/config. */
export interface NtpConfig {
  ntp_server: string;
  /** POSIX TZ string. Gone from GET and ignored by POST since v26.3.28 (firmware-versions.md §2.8). */
  ntp_timezone?: string;
  /** IANA name, e.g. "Europe/Berlin". */
  ntp_timezone_descr: string;
  longitude: number;
  latitude: number;
  sunsettype: number;
}

/** GET /api/ntp/zones (v26.3.28+) and /zones.json before it: IANA name → POSIX rule. */
export type NtpZones = Record<string, string>;

export interface NtpStatus {
  ntp_server: string;
  ntp_timezone: string;
  ntp_timezone_descr: string;
  ntp_status: boolean;
  /** "%A, %B %d %Y %H:%M:%S". */
  ntp_localtime: string;
  /** Same format, or "--". */
  sun_risetime: string;
  sun_settime: string;
  sun_isSunsetAvailable: boolean;
  sun_isDayPeriod: boolean;
}

/** POST body of /api/ntp/time (local time). */
export interface NtpTimeRequest {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** GET /api/ntp/time. */
export interface NtpTime extends NtpTimeRequest {
  ntp_status: boolean;
}
