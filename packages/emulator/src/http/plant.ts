/** The plant's API areas (live data, limits, power, per-inverter reads, metrics), given the runtime's access. */
import type { AreaPlugin } from '../context.ts';
import { inverterInfoRoutes } from './inverterInfo.ts';
import { limitRoutes } from './limit.ts';
import { livedataRoutes } from './livedata.ts';
import type { PlantAccess } from './plantAccess.ts';
import { powerRoutes } from './power.ts';
import { prometheusRoutes } from './prometheus.ts';

export function plantRoutes(access: PlantAccess): AreaPlugin {
  return async (app, options) => {
    for (const area of [
      livedataRoutes(access),
      limitRoutes(access),
      powerRoutes(access),
      inverterInfoRoutes(access),
      prometheusRoutes(access),
    ]) {
      await app.register(area, options);
    }
  };
}
