import type { Alert, StringHealth } from '@dtu-web/protocol';
import type { InverterState } from '../../lib/live/index.ts';

/**
 * What a string's tile says about it now, worst first where several hold. Each has its own word and
 * shape on the tile, so colour is never the only signal.
 * - `off`: the gateway does not poll its inverter; `asleep`: night, nothing is expected of it;
 * - `unreachable`: its inverter does not answer by day; `stale`: the values are older than a poll cycle;
 * - `silent`: no power now while a sibling string of the same inverter produces;
 * - `flagged`: the recorded health says it falls behind (low) or made nothing (silent) over the days;
 * - `idle`: its inverter answers but does not produce (dawn, dusk, a limit of 0);
 * - `producing`: doing its part.
 */
export type StringVerdict =
  'off' | 'asleep' | 'unreachable' | 'stale' | 'silent' | 'flagged' | 'idle' | 'producing';

/**
 * The class that colours each verdict's tile and word (panels.scss), written out whole: the build keeps
 * only the classes it finds in the code.
 */
export const verdictClass: Record<StringVerdict, string> = {
  off: 'panel-secondary',
  asleep: 'panel-secondary',
  unreachable: 'panel-danger',
  stale: 'panel-secondary',
  silent: 'panel-danger',
  flagged: 'panel-warning',
  idle: 'panel-warning',
  producing: 'panel-success',
};

/**
 * Below this a string makes "nothing": DC readings of an unlit string hover around a watt or two.
 * A sibling above SIBLING_LIT_W proves there is light for both.
 */
export const SILENT_BELOW_W = 2;
export const SIBLING_LIT_W = 20;

export interface StringFacts {
  inverter: InverterState;
  /** The gateway's night (between its sunset and sunrise). */
  night: boolean;
  /** The values are older than a poll cycle. */
  stale: boolean;
  /** This string's DC power now, W. */
  power: number;
  /** The other strings' DC power now, W. */
  siblings: readonly number[];
  /** The recorded health of this string, if the companion has it. */
  health: StringHealth | undefined;
}

export function judgeString(facts: StringFacts): StringVerdict {
  if (facts.inverter === 'disabled') return 'off';
  // A sleeping inverter does not answer: at night that is no fault (issue 31: no alarm at night). What
  // the recorded days say still holds: the companion judges a low string after sunset.
  if (facts.night && facts.inverter !== 'producing') return facts.health?.flag ? 'flagged' : 'asleep';
  if (facts.inverter === 'unreachable') return 'unreachable';
  if (facts.stale) return 'stale';
  if (
    facts.inverter === 'producing' &&
    facts.power < SILENT_BELOW_W &&
    facts.siblings.some((watts) => watts >= SIBLING_LIT_W)
  )
    return 'silent';
  if (facts.health?.flag) return 'flagged';
  return facts.inverter === 'producing' ? 'producing' : 'idle';
}

/** The values describe the string now: its inverter answers with fresh values and is awake. */
export function isCurrent(facts: Pick<StringFacts, 'inverter' | 'night' | 'stale'>): boolean {
  if (facts.inverter === 'disabled' || facts.inverter === 'unreachable' || facts.stale) return false;
  return !facts.night || facts.inverter === 'producing';
}

/** The verdicts that ask the owner to look. */
export function needsLook(verdict: StringVerdict): boolean {
  return verdict === 'unreachable' || verdict === 'silent' || verdict === 'flagged';
}

/** The firing alerts about one string (1-based, as the companion counts), or about its whole inverter. */
export function alertsOn(alerts: readonly Alert[], serial: string, string: number | null): Alert[] {
  return alerts.filter(
    (alert) => alert.resolved === null && alert.subject.serial === serial && alert.subject.string === string,
  );
}
