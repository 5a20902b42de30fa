import type { InverterLiveSummary } from '@dtu-web/protocol';

/** The four inverter states of interface-spec §4; they drive the header colour and icon. */
export type InverterState = 'producing' | 'idle' | 'unreachable' | 'disabled';

/** Polling disabled wins (nothing is asked), then unreachable, then producing or not. */
export function inverterState(
  inverter: Pick<InverterLiveSummary, 'poll_enabled' | 'reachable' | 'producing'>,
): InverterState {
  if (!inverter.poll_enabled) return 'disabled';
  if (!inverter.reachable) return 'unreachable';
  return inverter.producing ? 'producing' : 'idle';
}
