import { liveStore } from '../../../lib/live/index.ts';

export interface ShownLimit {
  relative: number;
  absolute: number;
  /** The last one seen while producing, not what the gateway reports now. */
  kept: boolean;
}

/**
 * The limit to show for an inverter. A limit is 1 at the least (interface-spec §5: "limit 1..max"), so a
 * reported 0 % is the gateway not knowing it — not read since the gateway started, or cleared while the
 * inverter sleeps — and never a limit: the last one seen while it produced stands in, or none ("–").
 * At night a sleeping inverter's report gives way to that last one too.
 */
export function limitShown(
  serial: string,
  relative: number,
  absolute: number,
  asleep: boolean,
): ShownLimit | undefined {
  const reported = relative > 0 ? { relative, absolute, kept: false } : undefined;
  if (reported && !asleep) return reported;
  const last = liveStore.lastLimit(serial);
  return last ? { ...last, kept: true } : reported;
}
