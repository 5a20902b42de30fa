import { describe, expect, it } from 'vitest';
import { checkBody, checkBodyAll } from './validate.ts';
import { historySettingsSchema } from './historySettings.ts';

const valid = {
  currency: 'EUR',
  co2_g_per_kwh: 380,
  tariffs: [
    { from: '2025-07-01', feed_in: 0.079, consumption: 0.32, self_use_percent: 30 },
    { from: '2023-01-01', feed_in: 0.082, consumption: null, self_use_percent: 0 },
  ],
};

describe('history settings body', () => {
  it('keeps the tariffs ordered by their start day', () => {
    const result = checkBody(historySettingsSchema, valid, 'server');
    expect(result.ok && result.value.tariffs.map((t) => t.from)).toEqual(['2023-01-01', '2025-07-01']);
  });

  it('names the offending field', () => {
    const bad = { ...valid, tariffs: [{ ...valid.tariffs[0], from: '2025-02-30' }] };
    const result = checkBody(historySettingsSchema, bad, 'server');
    expect(result.ok ? null : result.failure.field).toBe('tariffs.0.from');
    expect(
      checkBodyAll(historySettingsSchema, { currency: 'eur', co2_g_per_kwh: -1, tariffs: 3 }, 'client').map(
        (f) => f.field,
      ),
    ).toEqual(['currency', 'co2_g_per_kwh', 'tariffs']);
  });

  it('refuses two tariffs starting on the same day', () => {
    const twice = { ...valid, tariffs: [valid.tariffs[0], valid.tariffs[0]] };
    const result = checkBody(historySettingsSchema, twice, 'server');
    expect(result.ok ? null : result.failure.field).toBe('tariffs.1.from');
  });
});
