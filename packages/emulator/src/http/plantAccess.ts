/** What the plant's HTTP areas (livedata, limit, power, inverter info, metrics) see of it; the runtime provides it. */
import type { LiveDataHints } from '@dtu-web/protocol';
import type { Plant } from '../sim/index.ts';

export interface PlantAccess {
  /** The plant, advanced to the clock's current time (every read or command ticks it first). */
  plant(): Plant;
  /** §2.3 hints as of now. */
  hints(): LiveDataHints;
  /** A line on the serial console. */
  log(line: string): void;
}
