import type { CompanionInfo } from '@dtu-web/protocol';

/**
 * The firmware-ready build's stand-in (build/withoutCompanion.ts): a bare gateway has no companion
 * info to keep fresh, so the recorders' midnights (and the time-zone rules they need, ~1 KB gz) stay
 * out of the firmware.
 */
export const INFO_REFRESH_MS = 5 * 60_000;

export function nextAskIn(_info: CompanionInfo, _now: number): number {
  return INFO_REFRESH_MS;
}
