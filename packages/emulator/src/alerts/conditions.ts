/**
 * The rules of companion-api §4 as pure judgements of one moment: for each rule and subject, whether
 * its condition is met, clear, or cannot be judged now (gateway away, night, nothing received). Only
 * "met" for long enough fires an alert and only "clear" resolves one, so what cannot be judged — dusk,
 * night, a reboot, a companion that just started — never fires nor resolves anything.
 */
import type { AlertRuleId, AlertRuleSettings, AlertSeverity, AlertSubject } from '@dtu-web/protocol';
import { inDaylight, type GatewayView, type InverterObservation } from './observe.ts';

export type Verdict = 'met' | 'clear' | 'unknown';

export interface Judgement {
  rule: AlertRuleId;
  subject: AlertSubject;
  /** The inverter's or string's name, for messages. */
  name: string | null;
  verdict: Verdict;
  /** When the condition began, if the view knows (the gateway's offline time); else when first seen. */
  metSince?: number;
  /** What the message quotes (°C, W). */
  value?: number;
}

export const RULE_SEVERITY: Readonly<Record<AlertRuleId, AlertSeverity>> = {
  gateway_offline: 'critical',
  inverter_unreachable: 'warning',
  inverter_not_producing: 'warning',
  string_low: 'warning',
  temperature_high: 'critical',
  daily_report: 'info',
};

/** temperature_high: met this long fires, clear this long resolves (companion-api §4). */
export const TEMPERATURE_MINUTES = 5;
/** An inverter below this share of its max power is "not producing" … */
export const NOT_PRODUCING_SHARE = 0.01;
/** … while its siblings make at least this share of theirs. */
export const SIBLINGS_SHARE = 0.1;

const inverterSubject = (serial: string): AlertSubject => ({ serial, string: null });

/** Every judgement of the rules that watch continuously (string_low and the report run in the evening). */
export function judge(view: GatewayView, rules: AlertRuleSettings, now: number): Judgement[] {
  const out: Judgement[] = [];
  if (rules.gateway_offline.enabled) {
    const verdict: Verdict = view.online === null ? 'unknown' : view.online ? 'clear' : 'met';
    out.push({
      rule: 'gateway_offline',
      subject: { serial: null, string: null },
      name: null,
      verdict,
      ...(verdict === 'met' && view.offlineSince !== null ? { metSince: view.offlineSince } : {}),
    });
  }
  // With the gateway away its inverters' states are unknown, not bad.
  const heard = view.online === true;
  const daylight = inDaylight(view.sun, now);
  for (const inverter of view.inverters) {
    if (!inverter.pollEnabled) continue;
    if (rules.inverter_unreachable.enabled) {
      out.push({
        rule: 'inverter_unreachable',
        subject: inverterSubject(inverter.serial),
        name: inverter.name,
        verdict: !heard || !daylight ? 'unknown' : inverter.reachable ? 'clear' : 'met',
      });
    }
    if (rules.inverter_not_producing.enabled) {
      out.push({
        rule: 'inverter_not_producing',
        subject: inverterSubject(inverter.serial),
        name: inverter.name,
        verdict: heard && daylight ? notProducing(inverter, view.inverters) : 'unknown',
        value: inverter.power,
      });
    }
    if (rules.temperature_high.enabled) {
      const t = inverter.temperature;
      out.push({
        rule: 'temperature_high',
        subject: inverterSubject(inverter.serial),
        name: inverter.name,
        verdict:
          !heard || !inverter.reachable || t === null
            ? 'unknown'
            : t >= rules.temperature_high.celsius
              ? 'met'
              : 'clear',
        ...(t === null ? {} : { value: t }),
      });
    }
  }
  return out;
}

/**
 * Reachable but below 1 % of its max power while the others make ≥ 10 % of theirs. It resolves once it
 * produces; while everything is low (clouds, snow) nothing can be said.
 */
function notProducing(inverter: InverterObservation, all: readonly InverterObservation[]): Verdict {
  if (!inverter.reachable || inverter.maxPower <= 0) return 'unknown';
  if (inverter.power >= inverter.maxPower * NOT_PRODUCING_SHARE) return 'clear';
  const siblings = all.filter(
    (other) => other.serial !== inverter.serial && other.pollEnabled && other.reachable && other.maxPower > 0,
  );
  if (siblings.length === 0) return 'unknown';
  const made = siblings.reduce((sum, other) => sum + other.power, 0);
  const could = siblings.reduce((sum, other) => sum + other.maxPower, 0);
  return made >= could * SIBLINGS_SHARE ? 'met' : 'unknown';
}

/** One string's health as history/health.ts computes it (companion-api §2 health). */
export interface StringHealthRow {
  serial: string;
  /** 1-based. */
  string: number;
  name: string;
  inverterName: string;
  wp: number;
  ratio: number;
  flag: 'low' | 'silent' | null;
}

/** string_low, judged once after sunset on the health of the last `days`. */
export function judgeStrings(rows: readonly StringHealthRow[], rules: AlertRuleSettings): Judgement[] {
  if (!rules.string_low.enabled) return [];
  return rows
    .filter((row) => row.wp > 0)
    .map((row) => ({
      rule: 'string_low' as const,
      subject: { serial: row.serial, string: row.string },
      name: `${row.inverterName} · ${row.name}`,
      verdict:
        row.flag === 'silent' || row.ratio < rules.string_low.ratio ? ('met' as const) : ('clear' as const),
      value: row.ratio,
    }));
}
