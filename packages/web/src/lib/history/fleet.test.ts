import { plantSpecificYield } from '@dtu-web/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { energyRow as row, stubCompanion } from '../../test/historyFixtures.ts';
import { fetchFleetEnergy, sumFleetEnergy } from './fleet.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the fleet level of the history', () => {
  it('adds every gateway’s energy per period, oldest first, and stacks the gateways', () => {
    const rows = sumFleetEnergy([
      { gateway: 'home', rows: [row('2026-06-01', 12_000), row('2026-06-02', 10_000)] },
      { gateway: 'garage', rows: [row('2026-06-02', 4_000.1), row('2026-06-03', 3_000)] },
      { gateway: 'shed', rows: [row('2026-06-01', 900)] },
    ]);
    expect(rows.map((each) => [each.period, each.wh])).toEqual([
      ['2026-06-01', 12_900],
      ['2026-06-02', 14_000.1],
      ['2026-06-03', 3_000],
    ]);
    expect(rows[1]?.inverters).toEqual({
      home: { wh: 10_000, max_w: 10_000 / 6, strings_wh: [] },
      garage: { wh: 4_000.1, max_w: 4_000.1 / 6, strings_wh: [] },
    });
  });

  it('keeps the largest gateway peak rather than adding peaks of different moments', () => {
    const [sum] = sumFleetEnergy([
      { gateway: 'home', rows: [row('2026', 6_000, { max_w: 3_000 })] },
      { gateway: 'garage', rows: [row('2026', 6_000, { max_w: 2_000 })] },
    ]);
    expect(sum?.max_w).toBe(3_000);
  });

  it('marks a sum repaired or imported when one gateway’s part was', () => {
    const [sum] = sumFleetEnergy([
      { gateway: 'home', rows: [row('2026-05', 1, { repaired: true, glitches: 2 })] },
      { gateway: 'garage', rows: [row('2026-05', 1, { imported: true, glitches: 1 })] },
    ]);
    expect(sum).toMatchObject({ repaired: true, imported: true, glitches: 3 });
  });

  it('has no rows when no gateway has any', () => {
    expect(sumFleetEnergy([{ gateway: 'home', rows: [] }])).toEqual([]);
  });

  it('asks each gateway by its id and sums the answers', async () => {
    const fake = stubCompanion({
      '/api/x/history/energy': (params: URLSearchParams) => {
        const gateway = params.get('gateway') ?? '';
        const wh = gateway === 'home' ? 5_000 : 2_500;
        return Response.json({ gateway, step: 'month', rows: [row('2026-06', wh)] });
      },
    });
    const answer = await fetchFleetEnergy(['home', 'garage'], '2026-01', '2026-12', 'month');
    expect(answer.rows).toHaveLength(1);
    expect(answer.rows[0]?.wh).toBe(7_500);
    expect(fake.requests.map((each) => each.params.get('gateway')).sort()).toEqual(['garage', 'home']);
    expect(fake.requests.every((each) => each.path === '/api/x/history/energy')).toBe(true);
  });

  it('gives the fleet its kWh per kWp from the gateways whose every inverter has installed watts', async () => {
    stubCompanion({
      '/api/x/history/energy': (params: URLSearchParams) => {
        const gateway = params.get('gateway') ?? '';
        // Home: 4 kWp on two inverters; the barn: 2 kWp; the shed: one inverter without watts set.
        const installed: Record<string, Record<string, number[]>> = {
          home: { a: [1000, 1000], b: [2000] },
          barn: { c: [1000, 1000] },
          shed: { d: [500], e: [0, 0] },
        };
        const wh = { home: 4_000_000, barn: 1_800_000, shed: 900_000 }[gateway] ?? 0;
        return Response.json({
          gateway,
          step: 'year',
          rows: [row('2025', wh)],
          installed_wp: installed[gateway],
        });
      },
    });
    const answer = await fetchFleetEnergy(['home', 'barn', 'shed'], '2025', '2025', 'year');
    expect(answer.installed_wp).toEqual({ home: [4000], barn: [2000], shed: [0] });
    const [year] = answer.rows;
    if (!year) throw new Error('no row');
    // (4,000 + 1,800 kWh) over 6 kWp: the shed's energy is left out, its watts not being known.
    expect(plantSpecificYield(year.inverters, answer.installed_wp ?? {})).toBeCloseTo(5_800_000 / 6_000, 9);
  });
});
