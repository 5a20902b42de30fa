import type { StringHealth } from '@dtu-web/protocol';
import type { Formatters, Translate } from '../../lib/i18n/index.ts';

/** Within this share of its siblings a string "keeps up" (no percentage is worth saying). */
const IN_LINE = 0.03;

/** How much the recent ratio must be below the longer one for the drop to be called new. */
const NEW_DROP = 0.1;

/**
 * The plain sentence for one string (companion-api §2 health): "String 3 of Roof produced 38 % less
 * than its siblings over the last 30 days."
 */
export function healthSentence(
  health: StringHealth,
  inverter: string,
  days: number,
  t: Translate,
  format: Formatters,
): string {
  // By the string's own name (as the owner named it on the gateway), else its number.
  const string = health.name.trim() || t('history.StringN', { n: health.string });
  const params = { string, inverter, days };
  if (health.flag === 'silent') return t('history.HealthSilent', params);
  const difference = Math.abs(1 - health.ratio);
  if (difference < IN_LINE || !Number.isFinite(health.ratio)) return t('history.HealthInLine', params);
  const percent = format.percent(Math.round(difference * 100) / 100);
  return t(health.ratio < 1 ? 'history.HealthLess' : 'history.HealthMore', { ...params, percent });
}

/** Whether the string fell behind lately: its ratio in the `days` before the period was clearly better. */
export function isNewDrop(health: StringHealth): boolean {
  return health.earlier_ratio !== null && health.ratio < health.earlier_ratio - NEW_DROP;
}

/** A string worth a sentence of its own: flagged, clearly below its siblings, or lately dropped. */
export function fallsBehind(health: StringHealth): boolean {
  return (
    health.flag !== null || (Number.isFinite(health.ratio) && health.ratio < 1 - IN_LINE) || isNewDrop(health)
  );
}

/**
 * A string an owner should look at: the companion flagged it (≥ 20 % below its siblings, or silent)
 * or it dropped lately. A few percent below siblings facing another way is the roof, not a fault,
 * so the glance does not count it (string health still words it).
 */
export function lagsClearly(health: StringHealth): boolean {
  return health.flag !== null || isNewDrop(health);
}
