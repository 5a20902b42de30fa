/**
 * POST /api/x/history/settings (issue 29): the owner's currency, CO₂ factor and dated tariffs. Not a
 * device body: failures carry no device code (the companion answers 90001 with `param.field`) and the
 * message key `history.settingsInvalid` (the field says which).
 */
import { HISTORY_SETTINGS_LIMITS, type HistorySettings, type HistoryTariff } from '../api/companionOwner.ts';
import { isPlainObject } from './arduinoJson.ts';
import type { BodyRun, BodySchema, RuleFailure } from './validate.ts';

export const HISTORY_SETTINGS_MESSAGE = 'history.settingsInvalid';

/** The settings a gateway has before its owner sets any. */
export const DEFAULT_HISTORY_SETTINGS: HistorySettings = {
  currency: 'EUR',
  co2_g_per_kwh: null,
  tariffs: [],
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written `YYYY-MM-DD`. */
export function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (match === null) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function numberIn(value: unknown, max: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max;
}

function price(value: unknown): value is number | null {
  return value === null || numberIn(value, HISTORY_SETTINGS_LIMITS.priceMax);
}

/** The tariff as read, or the name of its first bad field. */
function readTariff(input: unknown, at: string): HistoryTariff | string {
  if (!isPlainObject(input)) return at;
  const { from, feed_in: feedIn, consumption, self_use_percent: selfUse } = input;
  if (typeof from !== 'string' || !isCalendarDate(from)) return `${at}.from`;
  if (!price(feedIn)) return `${at}.feed_in`;
  if (!price(consumption)) return `${at}.consumption`;
  if (!numberIn(selfUse, 100)) return `${at}.self_use_percent`;
  return { from, feed_in: feedIn, consumption, self_use_percent: selfUse };
}

function run(input: unknown, all: boolean): BodyRun<HistorySettings> {
  const failures: RuleFailure[] = [];
  const fail = (field: string): void => {
    failures.push({ message: HISTORY_SETTINGS_MESSAGE, field });
  };
  const body = isPlainObject(input) ? input : {};
  const { currency, co2_g_per_kwh: co2, tariffs } = body;
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) fail('currency');
  if (co2 !== null && !numberIn(co2, HISTORY_SETTINGS_LIMITS.co2Max)) fail('co2_g_per_kwh');
  const read: HistoryTariff[] = [];
  if (!Array.isArray(tariffs) || tariffs.length > HISTORY_SETTINGS_LIMITS.tariffsMax) fail('tariffs');
  else {
    tariffs.forEach((entry: unknown, i) => {
      const tariff = readTariff(entry, `tariffs.${i}`);
      if (typeof tariff === 'string') fail(tariff);
      else if (read.some((t) => t.from === tariff.from)) fail(`tariffs.${i}.from`);
      else read.push(tariff);
    });
  }
  if (failures.length > 0) return { failures: all ? failures : failures.slice(0, 1) };
  read.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  return {
    failures,
    value: { currency: currency as string, co2_g_per_kwh: co2 as number | null, tariffs: read },
  };
}

export const historySettingsSchema: BodySchema<HistorySettings> = {
  messages: [HISTORY_SETTINGS_MESSAGE],
  run: (input, _side, all) => run(input, all),
};
