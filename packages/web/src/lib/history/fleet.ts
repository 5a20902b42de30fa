import type { EnergyHistory, EnergyRow, EnergyStep } from '@dtu-web/protocol';
import { fetchEnergy } from './api.ts';

/** One gateway's energy rows (GET /api/x/history/energy?gateway=<id>). */
export interface GatewayEnergy {
  readonly gateway: string;
  readonly rows: readonly EnergyRow[];
}

/**
 * The fleet level of the history: every gateway's energy added up per period (issue 24). Each summed
 * row lists the gateways in `inverters`, keyed by gateway id, so the bar chart can stack them as it
 * stacks inverters. A period appears when any gateway has data for it; one gateway's repaired or
 * imported energy marks the sum too. `max_w` is the largest gateway peak: the fleet's own peak was
 * never measured at one moment, and adding peaks from different moments would overstate it.
 */
export function sumFleetEnergy(gateways: readonly GatewayEnergy[]): EnergyRow[] {
  const byPeriod = new Map<string, EnergyRow>();
  for (const { gateway, rows } of gateways) {
    for (const row of rows) {
      const sum = byPeriod.get(row.period) ?? {
        period: row.period,
        wh: 0,
        max_w: 0,
        repaired: false,
        glitches: 0,
        imported: false,
        inverters: {},
      };
      sum.wh += row.wh;
      sum.max_w = Math.max(sum.max_w, row.max_w);
      sum.repaired ||= row.repaired;
      sum.glitches += row.glitches;
      sum.imported ||= row.imported;
      if (row.seeded) sum.seeded = true;
      const own = sum.inverters[gateway];
      sum.inverters[gateway] = {
        wh: (own?.wh ?? 0) + row.wh,
        max_w: Math.max(own?.max_w ?? 0, row.max_w),
        strings_wh: [],
      };
      byPeriod.set(row.period, sum);
    }
  }
  // Periods of one step compare as text (YYYY, YYYY-MM, YYYY-MM-DD): oldest first, as the contract.
  return [...byPeriod.values()]
    .map((row) => ({ ...row, wh: Math.round(row.wh * 1000) / 1000 }))
    .sort((a, b) => (a.period < b.period ? -1 : a.period > b.period ? 1 : 0));
}

/** The energy rows of every gateway, asked side by side, summed per period. */
export async function fetchFleetEnergy(
  gateways: readonly string[],
  from: string,
  to: string,
  step: EnergyStep,
  signal?: AbortSignal,
): Promise<EnergyHistory> {
  const answers = await Promise.all(gateways.map((gateway) => fetchEnergy(from, to, step, signal, gateway)));
  // Each gateway's installed watts as one "inverter" keyed by its id, as its energy is in the rows;
  // 0 (left out of kWh/kWp) when one of its inverters has none set: its energy would inflate the figure.
  const installed: Record<string, number[]> = {};
  answers.forEach((answer, i) => {
    const perInverter = Object.values(answer.installed_wp ?? {}).map((strings) =>
      strings.reduce((sum, wp) => sum + (wp > 0 ? wp : 0), 0),
    );
    const complete = perInverter.length > 0 && perInverter.every((wp) => wp > 0);
    installed[gateways[i] ?? ''] = [complete ? perInverter.reduce((sum, wp) => sum + wp, 0) : 0];
  });
  return {
    gateway: '',
    step,
    rows: sumFleetEnergy(answers.map((answer, i) => ({ gateway: gateways[i] ?? '', rows: answer.rows }))),
    installed_wp: installed,
  };
}
