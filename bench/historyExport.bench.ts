// Exports beside live data (issue 29): the emulator as users run it (`npm start`'s compiled CLI), 10 demo
// inverters × up to 6 strings, a year of history filled (every sample for the last 90 days, 5-minute
// means before). Two downloads read as fast as this process can — a one-year 5-minute CSV and a 30-day
// sample CSV — while `/api/livedata/status` is asked every 100 ms. Figures: the child's RSS growth over
// its level before the export (VmRSS sampled every 50 ms) and the slowest live answer during it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnEmulator, stopEmulator, type EmulatorChild } from './processes.ts';
import type { Benchmark, BenchFigure } from './types.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const emulatorDir = join(root, 'packages', 'emulator');
const START_TIMEOUT_MS = 60_000;
const FILL_TIMEOUT_MS = 600_000;
const CLOCK = '2024-06-21T12:00:00+02:00';

function rssMb(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${String(pid)}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** The emulator package's `start` command (`node [flags] dist/cli.js`) after its `prestart` build. */
function startCommand(): string[] {
  const manifest = JSON.parse(readFileSync(join(emulatorDir, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const start = manifest.scripts?.['start']?.split(' ') ?? [];
  if (start[0] !== 'node') throw new Error("The emulator's start script is not `node …`");
  execFileSync('npm', ['run', '--silent', 'prestart'], { cwd: emulatorDir, stdio: 'inherit' });
  return start.slice(1);
}

/** Resolves once the emulator says its history is filled. */
function filled(child: EmulatorChild): Promise<void> {
  return new Promise((resolve, reject) => {
    let tail = '';
    const timer = setTimeout(() => {
      reject(new Error('the history fill did not finish in time'));
    }, FILL_TIMEOUT_MS);
    child.stdout.on('data', (chunk: string) => {
      tail = (tail + chunk).slice(-2000);
      if (/past day\(s\) filled/.test(tail)) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

interface Run {
  rssGrowthMb: number;
  slowestMs: number;
  medianMs: number;
  answers: number;
  mb: number;
  seconds: number;
  /** The machine's 1-minute load average when the export ended (wall times stretch with it). */
  load: number;
}

async function exportBeside(url: string, pid: number, path: string): Promise<Run> {
  const baseline = rssMb(pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 50);
  const latencies: number[] = [];
  const state = { done: false };
  const live = (async () => {
    while (!state.done) {
      const started = performance.now();
      const response = await fetch(new URL('api/livedata/status', url));
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      await sleep(100);
    }
  })();
  const started = performance.now();
  let bytes = 0;
  const response = await fetch(new URL(path, url));
  if (response.status !== 200 || response.body === null)
    throw new Error(`${path}: ${String(response.status)}`);
  const reader = response.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.length;
  const seconds = (performance.now() - started) / 1000;
  state.done = true;
  await live;
  clearInterval(sampler);
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    rssGrowthMb: peak - baseline,
    slowestMs: sorted.at(-1) ?? Number.NaN,
    medianMs: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
    answers: sorted.length,
    mb: bytes / 1e6,
    seconds,
    load: loadavg()[0] ?? Number.NaN,
  };
}

const bench: Benchmark = {
  title: 'History export beside live data (emulator, 10 inverters, a year filled)',
  async run(): Promise<BenchFigure[]> {
    const dataDir = mkdtempSync(join(tmpdir(), 'dtu-bench-history-export-'));
    let child: EmulatorChild | undefined;
    try {
      const started = await spawnEmulator(
        [
          ...startCommand(),
          ...['--port', '0', '--data-dir', dataDir, '--inverters', '10'],
          ...['--history-days', '365', '--clock', CLOCK],
        ],
        emulatorDir,
        START_TIMEOUT_MS,
      );
      child = started.child;
      const pid = child.pid ?? 0;
      await filled(child);
      // The background means of the filled samples settle before the baseline is taken.
      await sleep(20_000);
      const figures: BenchFigure[] = [];
      const exports: [string, string][] = [
        ['one-year 5-minute CSV', 'api/x/history/export?from=2023-06-21&to=2024-06-20&resolution=5min'],
        ['30-day sample CSV', 'api/x/history/export?from=2024-05-22&to=2024-06-20&resolution=sample'],
      ];
      for (const [name, path] of exports) {
        const run = await exportBeside(started.url, pid, path);
        const note = `${run.mb.toFixed(1)} MB in ${run.seconds.toFixed(1)} s`;
        figures.push(
          { name: `${name}: RSS growth`, value: run.rssGrowthMb, unit: 'MB', budget: 30, note },
          {
            name: `${name}: slowest /api/livedata/status`,
            value: run.slowestMs,
            unit: 'ms',
            budget: 100,
            note: `${String(run.answers)} answers, median ${run.medianMs.toFixed(1)} ms; load average ${run.load.toFixed(1)} on ${String(availableParallelism())} cores`,
          },
        );
      }
      return figures;
    } finally {
      if (child !== undefined) await stopEmulator(child);
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};

export default bench;
