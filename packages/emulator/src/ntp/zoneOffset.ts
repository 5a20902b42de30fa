import { utcOffsetAt, type PosixTimeZone } from '@dtu-web/protocol';
import type { UtcOffsetFn } from '../sim/time.ts';

/**
 * The zone's offset in minutes as the simulation takes it (`SiteConfig.utcOffsetMinutes`); the
 * zone itself is parsed by the protocol package, shared with the web app.
 */
export function utcOffsetMinutesOf(zone: PosixTimeZone): UtcOffsetFn {
  return (ms) => utcOffsetAt(zone, ms) / 60;
}
