/**
 * Money and CO₂ of produced energy (issue 29), from the owner's dated tariffs (`HistorySettings`): each
 * tariff applies from its `from` day until the next one's, so a tariff change never rewrites the past.
 * Energy before the first tariff earns nothing (no price known).
 */
import type { HistorySettings, HistoryTariff } from '../api/companionOwner.ts';

export interface Earnings {
  /** Value of the fed-in share at the feed-in price. */
  feed_in: number;
  /** Value of the self-used share at the consumption price (what was not bought). */
  savings: number;
  /** feed_in + savings. */
  total: number;
  /** kWh that had a tariff (the rest earned nothing: before the first tariff, or no price set). */
  priced_kwh: number;
  /** Grams of CO₂ avoided; null without a CO₂ factor. */
  co2_g: number | null;
}

/** The tariff in effect on `day` (`YYYY-MM-DD`; a month `YYYY-MM` or year `YYYY` uses its first day). */
export function tariffOn(tariffs: readonly HistoryTariff[], day: string): HistoryTariff | null {
  const first = day.length < 10 ? firstDayOf(day) : day;
  let found: HistoryTariff | null = null;
  for (const tariff of tariffs) {
    if (tariff.from <= first && (found === null || tariff.from >= found.from)) found = tariff;
  }
  return found;
}

/** What `wh` produced on `day` earned under the tariff of that day. */
function earnedOn(tariff: HistoryTariff | null, wh: number): Omit<Earnings, 'total' | 'co2_g'> {
  if (tariff === null) return { feed_in: 0, savings: 0, priced_kwh: 0 };
  const kwh = wh / 1000;
  const selfShare = Math.min(100, Math.max(0, tariff.self_use_percent)) / 100;
  const feedIn = tariff.feed_in === null ? 0 : kwh * (1 - selfShare) * tariff.feed_in;
  const savings = tariff.consumption === null ? 0 : kwh * selfShare * tariff.consumption;
  const priced =
    (tariff.feed_in === null ? 0 : 1 - selfShare) + (tariff.consumption === null ? 0 : selfShare);
  return { feed_in: feedIn, savings, priced_kwh: kwh * priced };
}

/**
 * Earnings and CO₂ over energy rows (`period` + `wh`, e.g. EnergyRow). Exact across tariff changes with
 * day rows; a month or year row is priced whole at the tariff of its first day (pass day rows when a
 * tariff changes inside it).
 */
export function earnings(
  rows: readonly { period: string; wh: number }[],
  settings: Pick<HistorySettings, 'tariffs' | 'co2_g_per_kwh'>,
): Earnings {
  let feedIn = 0;
  let savings = 0;
  let priced = 0;
  let wh = 0;
  for (const row of rows) {
    const part = earnedOn(tariffOn(settings.tariffs, row.period), row.wh);
    feedIn += part.feed_in;
    savings += part.savings;
    priced += part.priced_kwh;
    wh += row.wh;
  }
  const co2 = settings.co2_g_per_kwh === null ? null : (wh / 1000) * settings.co2_g_per_kwh;
  return { feed_in: feedIn, savings, total: feedIn + savings, priced_kwh: priced, co2_g: co2 };
}

/**
 * The month (`YYYY-MM`) and year (`YYYY`) periods among `periods` that a tariff starts inside of (after
 * their first day): priced whole they would take the first day's tariff for all of it, so they need day rows.
 */
export function periodsSplitByTariff(
  periods: readonly string[],
  tariffs: readonly HistoryTariff[],
): string[] {
  return periods.filter(
    (period) =>
      period.length < 10 &&
      tariffs.some((tariff) => tariff.from.startsWith(period) && tariff.from > firstDayOf(period)),
  );
}

/** The first day of a month or year period. */
function firstDayOf(period: string): string {
  return period.length === 4 ? `${period}-01-01` : `${period}-01`;
}

/**
 * Rows to price exactly: each row of a period in `split` replaced by the day rows inside it (`days`,
 * any rows with `YYYY-MM-DD` periods); the other rows as they are.
 */
export function withDayRows<Row extends { period: string; wh: number }>(
  rows: readonly Row[],
  split: readonly string[],
  days: readonly Row[],
): Row[] {
  const splitting = (period: string): boolean => split.some((each) => period.startsWith(each));
  return [
    ...rows.filter((row) => !split.includes(row.period)),
    ...days.filter((day) => day.period.length === 10 && splitting(day.period)),
  ];
}
