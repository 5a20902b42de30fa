// The History screen as an owner opens it: the emulator (10 demo inverters × 4 strings, two past days
// filled, its clock at a summer noon) as a child process, a fresh Chromium context per run (cold cache),
// a navigation to /history, and the time until today's curve is drawn and the day's energy shown
// (performance.now(), i.e. ms after navigation start). Median of 5 runs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, spawnEmulator, stopEmulator, type EmulatorChild } from './processes.ts';
import type { Benchmark, BenchFigure } from './types.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'packages', 'emulator', 'src', 'cli.ts');
const RUNS = 5;
const START_TIMEOUT_MS = 60_000;
const SHOWN_TIMEOUT_MS = 30_000;

function startEmulator(dataDir: string): Promise<{ child: EmulatorChild; url: string }> {
  return spawnEmulator(
    [
      ...['--import', 'tsx', cli, '--port', '0', '--data-dir', dataDir, '--quiet'],
      ...['--inverters', '10', '--history-days', '2', '--clock', '2024-06-21T12:00:00+02:00'],
    ],
    root,
    START_TIMEOUT_MS,
  );
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const bench: Benchmark = {
  title: 'History screen in headless Chromium (emulator, 10 inverters × 4 strings)',
  async run(): Promise<BenchFigure[]> {
    const dataDir = mkdtempSync(join(tmpdir(), 'dtu-bench-history-screen-'));
    const { child, url } = await startEmulator(dataDir);
    const browser = await launchChromium();
    try {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext({ locale: 'en-US' });
        const page = await context.newPage();
        await page.goto(new URL('history', url).href);
        // Today's curve drawn (a line, not an empty chart) and the day's energy written.
        const shown = await page.waitForFunction(
          () => {
            const line = document.querySelector('.history-chart path')?.getAttribute('d') ?? '';
            const figures = document.querySelector('[data-testid="day-figures"]')?.textContent ?? '';
            return /^M[\d.]+ [\d.]+L/.test(line) && /[1-9].*kWh/.test(figures) ? performance.now() : false;
          },
          undefined,
          { timeout: SHOWN_TIMEOUT_MS, polling: 'raf' },
        );
        times.push(Number(await shown.jsonValue()));
        await context.close();
      }
      return [
        {
          name: "today's curve shown after navigating to /history",
          value: Math.round(median(times) * 10) / 10,
          unit: 'ms',
          budget: 500,
          note: `median of ${String(RUNS)}, cold cache, loopback; runs ${times.map((t) => t.toFixed(0)).join(', ')} ms`,
        },
      ];
    } finally {
      await browser.close();
      await stopEmulator(child);
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};

export default bench;
