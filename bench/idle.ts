// Idle cost of the live view (issue 12): main-thread task time per second while nothing arrives, beside
// the same figure for an empty page that changes one text node each second — the least any page that
// shows a counting data age can cost in this browser.
import { setTimeout as wait } from 'node:timers/promises';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { startGateway } from '../e2e/gateway.ts';
import { startLiveBenchServer } from './liveServer.ts';
import type { BenchFigure } from './types.ts';

const WINDOWS = 20;
const SETTLE_TIMEOUT_MS = 30_000;

export interface IdleSample {
  /** The median one-second window: what the page costs every second. */
  median: number;
  /** The mean, one-off work included (values turning outdated, a reconnect after a silent link). */
  mean: number;
}

async function taskSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
}

/** WINDOWS back-to-back one-second windows of all main-thread task time (TaskDuration), in ms. */
async function sample(page: Page, cdp: CDPSession): Promise<IdleSample> {
  // Idle starts once the page has settled: the online ring has finished its pulses.
  await page.waitForFunction(() => document.getAnimations().length === 0, undefined, {
    timeout: SETTLE_TIMEOUT_MS,
  });
  const windows: number[] = [];
  let last = await taskSeconds(cdp);
  let lastAt = performance.now();
  for (let i = 0; i < WINDOWS; i++) {
    await wait(Math.max(0, lastAt + 1000 - performance.now()));
    const now = await taskSeconds(cdp);
    const at = performance.now();
    windows.push(((now - last) * 1000 * 1000) / (at - lastAt));
    last = now;
    lastAt = at;
  }
  const sorted = [...windows].sort((a, b) => a - b);
  return {
    median: sorted[Math.floor((sorted.length - 1) / 2)] ?? 0,
    mean: windows.reduce((sum, value) => sum + value, 0) / windows.length,
  };
}

async function liveViewIdle(browser: Browser, url: string): Promise<IdleSample> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(url);
    await page.getByTestId('channel-ac').waitFor({ timeout: 30_000 });
    return await sample(page, cdp);
  } finally {
    await page.close();
  }
}

/** The floor: an empty page whose only work is one text node changing each second. */
async function emptyPageIdle(browser: Browser): Promise<IdleSample> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.setContent('<p>Data age <span id="age">0 s</span></p>');
    await page.evaluate(() => {
      const node = document.getElementById('age')?.firstChild;
      let age = 0;
      setInterval(() => {
        age += 1;
        if (node instanceof Text) node.data = `${age} s`;
      }, 1000);
    });
    return await sample(page, cdp);
  } finally {
    await page.close();
  }
}

const round = (value: number): string => value.toFixed(2);

/**
 * No frames (the bench server sends none after the first load: only the data age should change;
 * issue 12: ≤ 2.3 ms/s), then the real emulator (10 demo inverters at noon, its own cadence), then
 * the empty-page floor.
 */
export async function idleFigures(browser: Browser, dist: string): Promise<BenchFigure[]> {
  const server = await startLiveBenchServer(dist);
  let quiet: IdleSample;
  try {
    quiet = await liveViewIdle(browser, server.url);
  } finally {
    await server.close();
  }
  const gateway = await startGateway({
    args: ['--inverters', '10', '--clock', '2024-06-21T12:00:00+02:00', '--quiet'],
  });
  let busy: IdleSample;
  try {
    busy = await liveViewIdle(browser, gateway.url);
  } finally {
    await gateway.stop();
  }
  const floor = await emptyPageIdle(browser);
  const windows = `median of ${WINDOWS} one-second windows after the view settled`;
  return [
    {
      name: 'idle main-thread task time, no frames',
      value: quiet.median,
      unit: 'ms/s',
      budget: 2.3,
      note: `TaskDuration, ${windows}, 10 inverters × 4 strings; mean ${round(quiet.mean)} ms/s`,
    },
    {
      name: 'main-thread task time with the emulator',
      value: busy.median,
      unit: 'ms/s',
      note: `TaskDuration, ${windows}, 10 inverters at the emulator's cadence; mean ${round(busy.mean)} ms/s`,
    },
    {
      name: 'reference: empty page changing one text each second',
      value: floor.median,
      unit: 'ms/s',
      note: `the least a counting data age can cost in this browser; mean ${round(floor.mean)} ms/s`,
    },
  ];
}
