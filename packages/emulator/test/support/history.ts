/**
 * Helpers for the history tests: a virtual DTU with its history filled at start, on a manual clock the
 * test steps itself, with the runtime's task and the recorder's feed run on demand.
 */
import type { Retention } from '../../src/history/store.ts';
import { EmulatedClock } from '../../src/ntp/clock.ts';
import type { SimHistory } from '../../src/simHistory/extension.ts';
import { startVirtualDtu, type VirtualDtu } from '../../src/virtualDtu.ts';
import { makeWebRoot, removeDir, tempDir } from './gateway.ts';
import { ManualTime, STEADY } from './runtime.ts';

export interface HistoryTest {
  dtu: VirtualDtu;
  history: SimHistory;
  time: ManualTime;
  /** The gateway's URL without the trailing slash. */
  base: string;
  /** The data directory (kept by `stop({ keepData: true })` for a restart). */
  dataDir: string;
  /** The emulated clock's now. */
  now(): number;
  /** `count` poll cycles `stepMs` apart: the runtime's task, then the recorder's feed; then a commit. */
  record(count: number, stepMs: number): void;
  /** Runs the store's background work (means, retention) at the emulated now until it is done. */
  maintain(): void;
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export interface HistoryDtuOptions {
  retention?: Partial<Retention>;
  /** Start on this data directory (a restart) instead of a fresh one. */
  dataDir?: string;
}

/** A virtual DTU on a loopback port, steady weather, `days` of history filled before `start`. */
export async function startHistoryDtu(
  name: string,
  start: number,
  days: number,
  options: HistoryDtuOptions = {},
): Promise<HistoryTest> {
  const dataDir = options.dataDir ?? (await tempDir(name));
  const webRoot = await makeWebRoot();
  const time = new ManualTime();
  const dtu = await startVirtualDtu({
    host: '127.0.0.1',
    port: 0,
    dataDir,
    webRoot,
    clock: new EmulatedClock({ source: time.source, start }),
    runtime: { timers: false, tuning: STEADY },
    history: { days, retention: options.retention },
  });
  const history = dtu.history;
  if (history === undefined) throw new Error('history is off');
  const origin = time.ms;
  const now = (): number => start + (time.ms - origin);
  return {
    dtu,
    history,
    time,
    dataDir,
    now,
    base: dtu.gateway.url.replace(/\/$/, ''),
    maintain() {
      const store = history.store();
      for (let i = 0; i < 1_000_000 && store?.maintain(now(), 1000) === true; i++) {
        // until nothing is waiting
      }
    },
    record(count, stepMs) {
      for (let k = 0; k < count; k++) {
        time.ms += stepMs;
        dtu.runtime.runSecond();
        history.runSecond();
      }
      history.commit();
    },
    async stop(stopOptions = {}) {
      await dtu.gateway.stop();
      if (stopOptions.keepData !== true) await removeDir(dataDir);
      await removeDir(webRoot);
    },
  };
}
