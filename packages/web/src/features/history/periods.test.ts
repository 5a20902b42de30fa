import { describe, expect, it } from 'vitest';
import { energyJune } from '../../test/historyFixtures.ts';
import { bestAndWorst, energyQuery, periodSlots, serialsOf } from './periods.ts';

describe('history periods', () => {
  it('asks a month per day, a year per month, all years per year', () => {
    expect(energyQuery('month', '2024-02', '2026-06-21')).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
      step: 'day',
    });
    expect(energyQuery('year', '2025', '2026-06-21')).toEqual({
      from: '2025-01',
      to: '2025-12',
      step: 'month',
    });
    expect(energyQuery('all', '', '2026-06-21')).toMatchObject({ to: '2026-06', step: 'month' });
  });

  it('gives every day of the month a slot, data or not', () => {
    const slots = periodSlots('month', '2026-06', energyJune().rows);
    expect(slots).toHaveLength(30);
    expect(slots[29]).toBe('2026-06-30');
    expect(periodSlots('year', '2026', [])).toHaveLength(12);
  });

  it('finds the best and weakest day, leaving today (not over yet) out of the weakest', () => {
    const rows = energyJune().rows;
    const { best, worst } = bestAndWorst(rows, '2026-06-21');
    expect(best?.period).toBe('2026-06-21');
    expect(worst?.period).toBe('2026-06-09');
    const early = bestAndWorst(
      rows.filter((row) => row.period !== '2026-06-09'),
      '2026-06-01',
    );
    expect(early.worst?.period).toBe('2026-06-02');
    expect(serialsOf(rows)).toEqual(['116180000001', '116180000002']);
  });
});
