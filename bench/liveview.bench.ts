// The live view's cost in headless Chromium: script + layout and all main-thread task time per websocket
// frame at 20 frames/s with 10 inverters × 4 strings (synthetic frames from a bench server), JS heap
// growth over the run, and the idle main-thread time without frames and with the emulator's cadence.
// Times are the main thread's running time, the bench's own CDP calls excluded (mainThread.ts says why).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as wait } from 'node:timers/promises';
import { type Browser, type CDPSession, type Page } from '@playwright/test';
import { idleFigures } from './idle.ts';
import { frameJson } from './liveFrames.ts';
import { enableMainThreadTimes, mainThreadTimes } from './mainThread.ts';
import { startLiveBenchServer } from './liveServer.ts';
import { launchChromium } from './processes.ts';
import type { Benchmark, BenchFigure } from './types.ts';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'packages', 'web', 'dist');
const FRAMES_PER_SECOND = 20;
const SECONDS = 30;
const WARM_UP_FRAMES = 60;
const MB = 1024 * 1024;

type Metrics = Record<string, number>;

async function metrics(cdp: CDPSession): Promise<Metrics> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map((metric) => [metric.name, metric.value]));
}

async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  return (await metrics(cdp)).JSHeapUsedSize ?? 0;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0;
}

async function openLiveView(browser: Browser, url: string): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const cdp = await page.context().newCDPSession(page);
  await enableMainThreadTimes(cdp);
  await page.goto(url);
  await page.getByTestId('channel-ac').waitFor({ timeout: 30_000 });
  return { page, cdp };
}

/** 20 frames/s for 30 s, round-robin over the 10 inverters; the first inverter's tab is open. */
async function frameCost(browser: Browser): Promise<BenchFigure[]> {
  const server = await startLiveBenchServer(dist);
  try {
    const { page, cdp } = await openLiveView(browser, server.url);
    const period = 1000 / FRAMES_PER_SECOND;
    let step = 1;
    for (let i = 0; i < WARM_UP_FRAMES; i++) {
      server.push(frameJson(step++));
      await wait(period);
    }
    const heapBefore = await heapAfterGc(cdp);
    const costs: number[] = [];
    const scripts: number[] = [];
    const layouts: number[] = [];
    const tasks: number[] = [];
    let last = await mainThreadTimes(cdp);
    const start = performance.now();
    for (let i = 0; i < FRAMES_PER_SECOND * SECONDS; i++) {
      const due = start + i * period;
      await wait(Math.max(0, due - performance.now()));
      server.push(frameJson(step++));
      // Read the counters just before the next frame: everything this frame caused is in the delta.
      await wait(Math.max(0, due + period * 0.9 - performance.now()));
      const now = await mainThreadTimes(cdp);
      const script = now.script - last.script;
      const layout = now.layout - last.layout;
      tasks.push((now.task - last.task) * 1000);
      costs.push((script + layout) * 1000);
      scripts.push(script * 1000);
      layouts.push(layout * 1000);
      last = now;
    }
    const heapAfter = await heapAfterGc(cdp);
    await page.close();
    const sorted = [...costs].sort((a, b) => a - b);
    const median = (list: number[]): number =>
      percentile(
        [...list].sort((a, b) => a - b),
        0.5,
      );
    const note = `${costs.length} frames, 10 inverters × 4 strings, first tab open`;
    return [
      {
        name: 'script+layout per frame (median)',
        value: percentile(sorted, 0.5),
        unit: 'ms',
        budget: 1,
        note,
      },
      { name: 'script+layout per frame (p95)', value: percentile(sorted, 0.95), unit: 'ms', note },
      {
        name: 'main-thread task time per frame (median)',
        value: median(tasks),
        unit: 'ms',
        budget: 4,
        note: 'all tasks (TaskDuration, running time): script, style, layout, paint, commit, GC; issue 12 target',
      },
      { name: 'of which script (median)', value: median(scripts), unit: 'ms' },
      { name: 'of which layout (median)', value: median(layouts), unit: 'ms' },
      {
        name: 'JS heap growth over the run',
        value: (heapAfter - heapBefore) / MB,
        unit: 'MB',
        budget: 1,
        note: `${(heapBefore / MB).toFixed(2)} → ${(heapAfter / MB).toFixed(2)} MB after GC`,
      },
    ];
  } finally {
    await server.close();
  }
}

const benchmark: Benchmark = {
  title: 'Live view in headless Chromium',
  async run() {
    if (!existsSync(join(dist, 'index.html')))
      throw new Error(`No build at ${dist}: run \`npm run build\` first`);
    const browser = await launchChromium();
    try {
      return [...(await frameCost(browser)), ...(await idleFigures(browser, dist))];
    } finally {
      await browser.close();
    }
  },
};

export default benchmark;
