import { zoneFromTz, type CompanionInfo } from '@dtu-web/protocol';
import { dayBounds } from './calendar.ts';

/**
 * The companion's info is asked again this often while a screen shows it (issue 29): the recorder's
 * `today` moves on at its midnight, a gateway's clock offset and time zone can change — a tablet left
 * open must not keep yesterday as today.
 */
export const INFO_REFRESH_MS = 5 * 60_000;
/** Asked this long after a gateway's midnight by its recorder's zone, so the answer has the new day. */
const AFTER_MIDNIGHT_MS = 5_000;

/** Until the next ask: INFO_REFRESH_MS, or sooner when a gateway's recorder reaches midnight. */
export function nextAskIn(info: CompanionInfo, now: number): number {
  let wait = INFO_REFRESH_MS;
  for (const gateway of info.gateways) {
    if (!gateway.tz || gateway.today === undefined) continue;
    const midnight = dayBounds(zoneFromTz(gateway.tz), gateway.today).to + AFTER_MIDNIGHT_MS;
    if (midnight > now) wait = Math.min(wait, midnight - now);
  }
  return wait;
}
