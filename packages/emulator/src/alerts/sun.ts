/**
 * The gateway's own sunrise and sunset (device-api §1.10 `/api/ntp/status`): local time texts in its
 * POSIX zone (`ntp_timezone` there is the rule in effect on every release), turned into instants.
 */
import { localToUtc, parseDeviceTime, zoneFromTz } from '@dtu-web/protocol';
import type { SunWindow } from './observe.ts';

export interface SunStatus {
  ntp_timezone?: unknown;
  sun_risetime?: unknown;
  sun_settime?: unknown;
  sun_isSunsetAvailable?: unknown;
}

/** Today's window, or null when the gateway has none (no location, polar day/night, no time yet). */
export function sunWindowOf(status: SunStatus): SunWindow | null {
  if (status.sun_isSunsetAvailable !== true) return null;
  if (typeof status.sun_risetime !== 'string' || typeof status.sun_settime !== 'string') return null;
  const zone = zoneFromTz(typeof status.ntp_timezone === 'string' ? status.ntp_timezone : '');
  const rise = parseDeviceTime(status.sun_risetime);
  const set = parseDeviceTime(status.sun_settime);
  if (rise === undefined || set === undefined) return null;
  const window = { rise: localToUtc(zone, rise), set: localToUtc(zone, set) };
  return window.set > window.rise ? window : null;
}
