import { describe, expect, it } from 'vitest';
import type { HistoryTariff } from '../api/companionOwner.ts';
import { earnings, periodsSplitByTariff, tariffOn, withDayRows } from './earnings.ts';

const tariffs: HistoryTariff[] = [
  { from: '2024-01-01', feed_in: 0.08, consumption: 0.3, self_use_percent: 25 },
  { from: '2025-07-01', feed_in: 0.06, consumption: 0.35, self_use_percent: 50 },
];

describe('earnings over dated tariffs', () => {
  it('picks the tariff in effect on a day, month or year', () => {
    expect(tariffOn(tariffs, '2023-12-31')).toBeNull();
    expect(tariffOn(tariffs, '2025-06-30')?.feed_in).toBe(0.08);
    expect(tariffOn(tariffs, '2025-07-01')?.feed_in).toBe(0.06);
    expect(tariffOn(tariffs, '2025-07')?.feed_in).toBe(0.06);
    expect(tariffOn(tariffs, '2025')?.feed_in).toBe(0.08);
  });

  it('a tariff change does not rewrite the days before it', () => {
    const rows = [
      { period: '2025-06-30', wh: 10_000 },
      { period: '2025-07-01', wh: 10_000 },
    ];
    const result = earnings(rows, { tariffs, co2_g_per_kwh: 400 });
    // 10 kWh: 7.5 fed in at 0.08 + 2.5 used at 0.30; then 5 at 0.06 + 5 at 0.35.
    expect(result.feed_in).toBeCloseTo(0.6 + 0.3, 9);
    expect(result.savings).toBeCloseTo(0.75 + 1.75, 9);
    expect(result.total).toBeCloseTo(3.4, 9);
    expect(result.co2_g).toBeCloseTo(8000, 9);
  });

  it('energy before the first tariff earns nothing; no CO₂ factor gives null', () => {
    const result = earnings([{ period: '2023-05-01', wh: 5000 }], { tariffs, co2_g_per_kwh: null });
    expect(result).toEqual({ feed_in: 0, savings: 0, total: 0, priced_kwh: 0, co2_g: null });
  });

  it('a price left empty values its share at nothing', () => {
    const only = [{ from: '2024-01-01', feed_in: 0.1, consumption: null, self_use_percent: 40 }];
    const result = earnings([{ period: '2024-03-01', wh: 1000 }], { tariffs: only, co2_g_per_kwh: null });
    expect(result.total).toBeCloseTo(0.06, 9);
    expect(result.priced_kwh).toBeCloseTo(0.6, 9);
  });
});

describe('a tariff that starts inside a month or year', () => {
  const midJuly = [
    { from: '2024-01-01', feed_in: 0.1, consumption: null, self_use_percent: 0 },
    { from: '2025-07-15', feed_in: 0.2, consumption: null, self_use_percent: 0 },
  ];

  it('names the months and years that must be priced by day', () => {
    expect(periodsSplitByTariff(['2025-06', '2025-07', '2025-08', '2025', '2024'], midJuly)).toEqual([
      '2025-07',
      '2025',
    ]);
    // A tariff from a month's first day prices that month whole.
    expect(periodsSplitByTariff(['2024-01', '2024'], midJuly)).toEqual([]);
  });

  it('prices the month by its days once they replace it', () => {
    const months = [
      { period: '2025-06', wh: 30_000 },
      { period: '2025-07', wh: 31_000 },
    ];
    const days = Array.from({ length: 31 }, (_, i) => ({
      period: `2025-07-${String(i + 1).padStart(2, '0')}`,
      wh: 1000,
    }));
    const rows = withDayRows(months, ['2025-07'], days);
    expect(rows).toHaveLength(32);
    // June at 0.10; 1–14 July at 0.10, 15–31 July at 0.20.
    expect(earnings(rows, { tariffs: midJuly, co2_g_per_kwh: null }).total).toBeCloseTo(3 + 1.4 + 3.4, 9);
  });
});
