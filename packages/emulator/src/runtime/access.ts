/** What the runtime's HTTP areas see of the plant (src/http/livedata.ts, limit.ts, power.ts, …). */
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
