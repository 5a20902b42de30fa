// The renderer main thread's work as the live-view benches count it: CDP's Performance metrics, read in
// the main thread's own running time, without the bench's own calls.
//
// Why not the default metrics (issue 21): `Performance.getMetrics` reports TaskDuration, ScriptDuration,
// LayoutDuration … in wall-clock time unless `Performance.enable` asks for `timeDomain: 'threadTicks'`
// ("use thread running time", CDP Performance domain). In wall-clock time a task also counts every
// moment the main thread is runnable but not running, and every wait on another thread (a commit waits
// for the compositor thread). On the shared 2-core machines this bench runs on, the compositor and the
// display compositor alone take 0.1–0.16 s of CPU per second in software (headless, `--disable-gpu`,
// the ring animating at 60 frames/s), beside the bench, the servers and other jobs — so in wall-clock
// time the same empty pages measured 2.6 to 4.6 ms/s (ring alone) and 4.8 to 10.1 ms/s (one text
// change per second) from one run to the next, in running time 2.1–2.7 and 1.5–1.9. And TaskDuration
// includes DevToolsCommandDuration: each `getMetrics` the bench sends runs as a task on that thread
// (0.3–0.7 ms per call; the frame bench reads once per frame), work the page never does for a user.
// Running time still grows somewhat on a loaded machine (caches, a virtual CPU shared with the host):
// compare figures from the same run.
import type { CDPSession } from '@playwright/test';

/** Seconds of the main thread's running time, summed since the page's start. */
export interface MainThreadTimes {
  /** Every task (script, style, layout, paint, commit, GC, …), the bench's own calls excluded. */
  task: number;
  script: number;
  layout: number;
}

/** Starts the counters in the main thread's running time (call before the page loads). */
export async function enableMainThreadTimes(cdp: CDPSession): Promise<void> {
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
}

export async function mainThreadTimes(cdp: CDPSession): Promise<MainThreadTimes> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name: string): number => metrics.find((metric) => metric.name === name)?.value ?? 0;
  return {
    task: value('TaskDuration') - value('DevToolsCommandDuration'),
    script: value('ScriptDuration'),
    layout: value('LayoutDuration'),
  };
}
