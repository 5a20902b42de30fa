// The first load of the live view as an owner's phone sees it: headless Chromium, cold cache, the build
// served pre-gzipped on loopback (bench/liveServer.ts, fixtures for 10 inverters × 4 strings), DevTools
// network throttling 50 ms latency / 200 KB/s down / 100 KB/s up, median of 5 runs; then the same with
// the CPU slowed 4× (a mid-range phone). For the served build (dist) and the firmware-ready one-file
// build (dist-device), whose first load is its whole script.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as wait } from 'node:timers/promises';
import { chromium, type Browser } from '@playwright/test';
import { statusJson, websocketOnlyFrame, WEBSOCKET_ONLY_TEMPERATURE } from './liveFrames.ts';
import { startLiveBenchServer } from './liveServer.ts';
import type { Benchmark, BenchFigure } from './types.ts';

const web = join(dirname(fileURLToPath(import.meta.url)), '..', 'packages', 'web');
const RUNS = 5;
const KB = 1024;
const NETWORK = { offline: false, latency: 50, downloadThroughput: 200 * KB, uploadThroughput: 100 * KB };
/** The network counts as quiet after this long without a request in flight. */
const QUIET_MS = 500;
const TIMEOUT_MS = 30_000;

/** Texts the bench waits for, as the app shows them in English (format.fixed, then the unit). */
const TOTAL_POWER = `${(10_000).toLocaleString('en', { minimumFractionDigits: 1 })} W`;
const WEBSOCKET_VALUE = `${WEBSOCKET_ONLY_TEMPERATURE.toFixed(1)} °C`;

/** Issues 12 and 21's targets; none for the websocket-only value, which is reported beside them. */
interface Budgets {
  bytes?: number;
  totalPower: number;
}

/** The stock OpenDTU v24.10.6 app on this profile, as issue 21 measured it side by side. */
const STOCK = { bytes: 199_792, totalPower: 1_279 };

interface Build {
  label: string;
  dir: string;
  /** Budgets at full CPU speed; none for the 4× slower CPU (reported only). */
  budgets?: Budgets;
}

interface Run {
  bytes: number;
  domContentLoaded: number;
  totalPower: number;
  websocketValue: number;
}

/**
 * Runs in the page before its scripts: on every animation frame (i.e. when it can be painted) until all
 * are seen, notes the ms after navigation start at which each text first shows. A string, not a
 * function: tsx wraps named functions in a helper (`__name`) that does not exist in the page.
 */
function watchTexts(texts: Record<string, string>): string {
  return `(() => {
    const texts = ${JSON.stringify(texts)};
    const seen = {};
    window.benchSeen = seen;
    const check = (now) => {
      const shown = document.body ? document.body.textContent : '';
      for (const [name, text] of Object.entries(texts)) {
        if (seen[name] === undefined && shown.includes(text)) seen[name] = now;
      }
      if (Object.keys(seen).length < Object.keys(texts).length) requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })();`;
}

async function oneRun(browser: Browser, url: string, cpuSlowdown: number): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    if (cpuSlowdown !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    let bytes = 0;
    let inFlight = 0;
    let lastActivity = performance.now();
    const busy = (): void => {
      lastActivity = performance.now();
    };
    cdp.on('Network.requestWillBeSent', () => {
      inFlight += 1;
      busy();
    });
    const done = (): void => {
      inFlight = Math.max(0, inFlight - 1);
      busy();
    };
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength;
      done();
    });
    cdp.on('Network.loadingFailed', done);
    // The websocket's handshake counts as a request until it is answered; its frames are bytes too.
    cdp.on('Network.webSocketHandshakeResponseReceived', done);
    cdp.on('Network.webSocketFrameReceived', (event) => {
      bytes += event.response.payloadData.length;
      busy();
    });
    await page.addInitScript(watchTexts({ totalPower: TOTAL_POWER, websocketValue: WEBSOCKET_VALUE }));
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => {
        const seen = (window as unknown as { benchSeen?: Record<string, number> }).benchSeen;
        return (seen?.totalPower ?? -1) > 0 && (seen?.websocketValue ?? -1) > 0;
      },
      undefined,
      { timeout: TIMEOUT_MS, polling: 50 },
    );
    while (inFlight > 0 || performance.now() - lastActivity < QUIET_MS) await wait(50);
    const marks = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as
        PerformanceNavigationTiming | undefined;
      const seen = (window as unknown as { benchSeen: Partial<Record<string, number>> }).benchSeen;
      return {
        totalPower: seen.totalPower,
        websocketValue: seen.websocketValue,
        domContentLoaded: navigation?.domContentLoadedEventEnd ?? Number.NaN,
      };
    });
    return {
      bytes,
      domContentLoaded: marks.domContentLoaded,
      totalPower: marks.totalPower ?? Number.NaN,
      websocketValue: marks.websocketValue ?? Number.NaN,
    };
  } finally {
    await context.close();
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function measure(browser: Browser, build: Build, cpuSlowdown: number): Promise<BenchFigure[]> {
  const server = await startLiveBenchServer(build.dir, { gzip: true, onConnect: websocketOnlyFrame });
  try {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await oneRun(browser, server.url, cpuSlowdown));
    const budgets = cpuSlowdown === 1 ? build.budgets : undefined;
    const where = `${build.label}${cpuSlowdown === 1 ? '' : `, CPU ${cpuSlowdown}× slower`}`;
    const note = `median of ${RUNS}, ms after navigation start`;
    const totalPower = median(runs.map((run) => run.totalPower));
    const bytes = median(runs.map((run) => run.bytes));
    const ofStock = (value: number, stock: number): string =>
      `${(value / stock).toFixed(2)}× the stock app's ${stock.toLocaleString('en')}`;
    return [
      {
        name: `${where}: bytes until the network is quiet`,
        value: bytes,
        unit: 'B',
        budget: budgets?.bytes,
        note: `median of ${RUNS}, HTTP as transferred + websocket payloads; ${ofStock(bytes, STOCK.bytes)} B`,
      },
      {
        name: `${where}: total power visible`,
        value: totalPower,
        unit: 'ms',
        budget: budgets?.totalPower,
        note: `${note}; ${ofStock(totalPower, STOCK.totalPower)} ms`,
      },
      {
        name: `${where}: websocket-only value visible`,
        value: median(runs.map((run) => run.websocketValue)),
        unit: 'ms',
        note,
      },
      {
        name: `${where}: DOMContentLoaded`,
        value: median(runs.map((run) => run.domContentLoaded)),
        unit: 'ms',
        note,
      },
    ];
  } finally {
    await server.close();
  }
}

const builds: Build[] = [
  {
    label: 'served build',
    dir: join(web, 'dist'),
    budgets: {
      // Issue 12 asked for ≤ 95,000 B on Preact. The served build runs React 19 itself since issue 21,
      // which measured 124,744 B with it (0.62× the stock app's 199,792): React DOM is ~50 KB gz more
      // than Preact, and none of it can wait for later. The budget is that measurement with ~4 % room,
      // 0.65× the stock app.
      bytes: Math.round(0.65 * STOCK.bytes),
      // Issue 12: ≤ 700 ms to the total power, kept with React (index.html's live shell draws it).
      totalPower: 700,
    },
  },
  {
    label: 'firmware-ready build',
    dir: join(web, 'dist-device'),
    // Issue 21: the total power ≤ 0.55× the stock app's 1,279 ms; its bytes are bounded by the whole
    // build's 170 KB (bench/device.bench.ts).
    budgets: { totalPower: Math.floor(0.55 * STOCK.totalPower) },
  },
];

const benchmark: Benchmark = {
  title: `First load of the live view (cold cache, ${NETWORK.latency} ms, 200 KB/s down, 100 KB/s up)`,
  async run() {
    for (const build of builds) {
      if (!existsSync(join(build.dir, 'index.html')) && !existsSync(join(build.dir, 'index.html.gz')))
        throw new Error(`No build at ${build.dir}: run \`npm run build\` and \`npm run build:device\` first`);
    }
    // The fixtures' status must carry the total the bench waits for.
    if (!statusJson().includes('"v":10000')) throw new Error('The status fixture changed its total power');
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    try {
      const figures: BenchFigure[] = [];
      for (const build of builds) {
        for (const cpuSlowdown of [1, 4]) figures.push(...(await measure(browser, build, cpuSlowdown)));
      }
      return figures;
    } finally {
      await browser.close();
    }
  },
};

export default benchmark;
