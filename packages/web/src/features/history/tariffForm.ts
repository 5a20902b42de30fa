import type { HistorySettings, HistoryTariff } from '@dtu-web/protocol';

/** A tariff as typed: numbers as text (a decimal comma is fine), '' for "not set". */
export interface TariffDraft {
  from: string;
  feedIn: string;
  consumption: string;
  selfUse: string;
}

export interface SettingsDraft {
  currency: string;
  co2: string;
  tariffs: TariffDraft[];
}

const text = (value: number | null): string => (value === null ? '' : String(value));

export function draftOf(settings: HistorySettings): SettingsDraft {
  return {
    currency: settings.currency,
    co2: text(settings.co2_g_per_kwh),
    tariffs: settings.tariffs.map((tariff) => ({
      from: tariff.from,
      feedIn: text(tariff.feed_in),
      consumption: text(tariff.consumption),
      selfUse: String(tariff.self_use_percent),
    })),
  };
}

/** A number typed with a point or a comma; null when empty; NaN when not a number. */
export function readNumber(value: string): number | null {
  const trimmed = value.trim().replace(',', '.');
  if (trimmed === '') return null;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * The settings to send, or the first field that is not right (named as the companion names it:
 * `currency`, `co2_g_per_kwh`, `tariffs.<i>.feed_in` …). Tariffs are sent oldest first.
 */
export function settingsOf(draft: SettingsDraft): HistorySettings | { field: string } {
  const currency = draft.currency.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) return { field: 'currency' };
  const co2 = readNumber(draft.co2);
  if (co2 !== null && !(co2 >= 0 && co2 <= 5000)) return { field: 'co2_g_per_kwh' };
  const tariffs: HistoryTariff[] = [];
  for (const [i, each] of draft.tariffs.entries()) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(each.from)) return { field: `tariffs.${String(i)}.from` };
    const feedIn = readNumber(each.feedIn);
    if (feedIn !== null && !(feedIn <= 100)) return { field: `tariffs.${String(i)}.feed_in` };
    const consumption = readNumber(each.consumption);
    if (consumption !== null && !(consumption <= 100)) return { field: `tariffs.${String(i)}.consumption` };
    const selfUse = readNumber(each.selfUse) ?? 0;
    if (!(selfUse <= 100)) return { field: `tariffs.${String(i)}.self_use_percent` };
    if (tariffs.some((other) => other.from === each.from)) return { field: `tariffs.${String(i)}.from` };
    tariffs.push({ from: each.from, feed_in: feedIn, consumption, self_use_percent: selfUse });
  }
  tariffs.sort((a, b) => a.from.localeCompare(b.from));
  return { currency, co2_g_per_kwh: co2, tariffs };
}
