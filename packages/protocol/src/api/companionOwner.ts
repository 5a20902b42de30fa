/**
 * What owners ask of a history (issue 29), beside companion-api §2: records, and the owner's money and
 * CO₂ settings. Computation both sides share sits in `domain/earnings.ts` and `domain/specificYield.ts`.
 */

/** A period's energy record: `period` is `YYYY-MM-DD`, `YYYY-MM` or `YYYY` in the gateway's calendar. */
export interface EnergyRecord {
  period: string;
  wh: number;
}

/** The highest AC power recorded: when (Unix ms) and how much. */
export interface PowerRecord {
  at: number;
  w: number;
}

/** The four records of a plant or an inverter; null when nothing is recorded for it. */
export interface HistoryRecordSet {
  best_day: EnergyRecord | null;
  best_month: EnergyRecord | null;
  best_year: EnergyRecord | null;
  max_power: PowerRecord | null;
}

/**
 * GET /api/x/history/records?gateway= (readonly). Over everything recorded and imported (daily values
 * are kept forever). The current day, month and year count with what they have so far. `max_power` of
 * the plant is the highest recorded plant total (sum of the inverters at one time, from the day maxima of
 * the daily values: the highest day maximum); of an inverter, its own highest.
 */
export interface HistoryRecords {
  gateway: string;
  plant: HistoryRecordSet;
  inverters: Record<string, HistoryRecordSet>;
}

/**
 * One tariff: from its `from` day (gateway calendar, inclusive) until the next tariff's `from`. Prices in
 * `HistorySettings.currency` per kWh; null = not paid / not known. `self_use_percent` (0..100) of the
 * energy is used in the house (valued at `consumption`), the rest fed in (valued at `feed_in`).
 */
export interface HistoryTariff {
  from: string;
  feed_in: number | null;
  consumption: number | null;
  self_use_percent: number;
}

/**
 * GET /api/x/history/settings?gateway= (readonly) and POST the same as form field `data` (admin) →
 * `{"type":"success","message":"Settings saved!"}`. Tariffs are kept ordered by `from` (at most one per
 * day). An invalid body answers 400 HistorySettingsError. Defaults: EUR, no CO₂ factor, no tariffs.
 */
export interface HistorySettings {
  /** ISO 4217 code, three capital letters. */
  currency: string;
  /** Grams of CO₂ avoided per kWh produced; null = not set (no CO₂ figure). */
  co2_g_per_kwh: number | null;
  tariffs: HistoryTariff[];
}

/** Limits of the settings (what POST accepts). */
export const HISTORY_SETTINGS_LIMITS = {
  tariffsMax: 100,
  /** Per kWh, in the currency. */
  priceMax: 100,
  co2Max: 5000,
} as const;

/** 400 answer of an invalid settings POST: `param.field` names the field (`tariffs.2.feed_in`). */
export interface HistorySettingsError {
  type: 'warning';
  message: string;
  code: 90001;
  param: { field: string };
}
