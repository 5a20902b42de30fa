/** GET /api/ntp/status and /api/ntp/time from the config and the emulated clock (§1.10, §9.1). */
import { formatDeviceTime, type ConfigFile, type NtpStatus, type NtpTime } from '@dtu-web/protocol';
import { toLocal } from './localTime.ts';
import { zoneFromTz } from '@dtu-web/protocol';
import { sunState } from './sunState.ts';

/** The emulated clock always has a time: it follows the host clock unless set by hand. */
const TIME_SET = true;

/**
 * `synced`: what `ntp_status` says — up to v26.3.27 that the local time can be read (always, here),
 * from v26.3.28 whether the clock was synchronised since boot (firmware-versions §2.8). Callers ask
 * the release; the default is the old meaning.
 */
export function ntpStatus(ntp: ConfigFile['ntp'], utcMs: number, synced = TIME_SET): NtpStatus {
  const zone = zoneFromTz(ntp.timezone);
  const sun = sunState(zone, utcMs, ntp);
  return {
    ntp_server: ntp.server,
    ntp_timezone: ntp.timezone,
    ntp_timezone_descr: ntp.timezone_descr,
    ntp_status: synced,
    ntp_localtime: formatDeviceTime(toLocal(zone, utcMs)),
    sun_risetime: sun.risetime,
    sun_settime: sun.settime,
    sun_isSunsetAvailable: sun.available,
    sun_isDayPeriod: sun.isDayPeriod,
  };
}

export function ntpTime(ntp: ConfigFile['ntp'], utcMs: number): NtpTime {
  const t = toLocal(zoneFromTz(ntp.timezone), utcMs);
  return {
    ntp_status: TIME_SET,
    year: t.year,
    month: t.month,
    day: t.day,
    hour: t.hour,
    minute: t.minute,
    second: t.second,
  };
}
