/**
 * Helpers for the history tests: a virtual DTU with its history filled at start, on a manual clock the
 * test steps itself, with the runtime's task and the recorder's feed run on demand.
 */
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
  /** `count` poll cycles `stepMs` apart: the runtime's task, then the recorder's feed; then a commit. */
  record(count: number, stepMs: number): void;
  stop(): Promise<void>;
}

/** A virtual DTU on a loopback port, steady weather, `days` of history filled before `start`. */
export async function startHistoryDtu(name: string, start: number, days: number): Promise<HistoryTest> {
  const dataDir = await tempDir(name);
  const webRoot = await makeWebRoot();
  const time = new ManualTime();
  const dtu = await startVirtualDtu({
    host: '127.0.0.1',
    port: 0,
    dataDir,
    webRoot,
    clock: new EmulatedClock({ source: time.source, start }),
    runtime: { timers: false, tuning: STEADY },
    history: { days },
  });
  const history = dtu.history;
  if (history === undefined) throw new Error('history is off');
  return {
    dtu,
    history,
    time,
    base: dtu.gateway.url.replace(/\/$/, ''),
    record(count, stepMs) {
      for (let k = 0; k < count; k++) {
        time.ms += stepMs;
        dtu.runtime.runSecond();
        history.runSecond();
      }
      history.commit();
    },
    async stop() {
      await dtu.gateway.stop();
      await removeDir(dataDir);
      await removeDir(webRoot);
    },
  };
}
