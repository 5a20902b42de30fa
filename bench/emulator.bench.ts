// The virtual DTU under websocket load: the compiled CLI as `npm start` runs it, as a child process (10
// demo inverters at a summer noon, quiet), 100 `/livedata` clients in this process, 60 s. Measured on the
// child only (its CPU time from /proc/<pid>/stat, its RSS from /proc/<pid>/status), so the clients' own
// cost is not counted.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { spawnEmulator, stopEmulator, type EmulatorChild } from './processes.ts';
import type { Benchmark, BenchFigure } from './types.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const emulatorDir = join(root, 'packages', 'emulator');

const CLIENTS = 100;
const INVERTERS = 10;
const SECONDS = Number(process.env['BENCH_EMULATOR_SECONDS'] ?? 60);
/** Connections settle and the first full frames go out before measuring. */
const WARM_UP_MS = 5000;
const START_TIMEOUT_MS = 30_000;

function clockTicksPerSecond(): number {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
}

/** utime + stime of a process, in clock ticks (fields 14 and 15 of /proc/<pid>/stat). */
function cpuTicks(pid: number): number {
  const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
  // The command name (field 2) may contain spaces; the fields after it are separated by single spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** Resident set size in MB (VmRSS of /proc/<pid>/status). */
function rssMb(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${String(pid)}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/**
 * The process `npm start` ends in: the emulator package's `start` script (`node [flags] dist/cli.js`),
 * freshly built by its `prestart`, so the bench measures exactly what users run, V8 flags included.
 */
function startCommand(): string[] {
  const manifest = JSON.parse(readFileSync(join(emulatorDir, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const prestart = manifest.scripts?.['prestart'];
  const start = manifest.scripts?.['start']?.split(' ') ?? [];
  if (prestart === undefined || start[0] !== 'node') {
    throw new Error("The emulator's start script is not `node …` after a prestart build");
  }
  execFileSync('npm', ['run', '--silent', 'prestart'], { cwd: emulatorDir, stdio: 'inherit' });
  return start.slice(1);
}

function startEmulator(dataDir: string): Promise<{ child: EmulatorChild; url: string }> {
  return spawnEmulator(
    [
      ...startCommand(),
      ...['--port', '0', '--data-dir', dataDir],
      ...['--inverters', String(INVERTERS), '--quiet', '--clock', '2024-06-21T12:00:00+02:00'],
    ],
    emulatorDir,
    START_TIMEOUT_MS,
  );
}

async function connectClients(url: string, count: number, onFrame: () => void): Promise<WebSocket[]> {
  const wsUrl = url.replace(/^http/, 'ws') + 'livedata';
  return Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<WebSocket>((resolve, reject) => {
          const socket = new WebSocket(wsUrl);
          socket.on('message', onFrame);
          socket.once('open', () => {
            resolve(socket);
          });
          socket.once('error', reject);
        }),
    ),
  );
}

const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

const benchmark: Benchmark = {
  title: `Virtual DTU: ${String(CLIENTS)} /livedata clients, ${String(INVERTERS)} inverters, ${String(SECONDS)} s`,
  async run() {
    const dataDir = mkdtempSync(join(tmpdir(), 'dtu-bench-'));
    const { child, url } = await startEmulator(dataDir);
    const pid = child.pid;
    let sockets: WebSocket[] = [];
    try {
      if (pid === undefined) throw new Error('The emulator has no pid');
      let frames = 0;
      sockets = await connectClients(url, CLIENTS, () => {
        frames++;
      });
      await sleep(WARM_UP_MS);

      const hz = clockTicksPerSecond();
      const ticksAtStart = cpuTicks(pid);
      const framesAtStart = frames;
      const startedAt = performance.now();
      let peakRss = rssMb(pid);
      // Measuring means waiting for real time to pass: one RSS sample per second.
      for (let s = 0; s < SECONDS; s++) {
        await sleep(1000);
        peakRss = Math.max(peakRss, rssMb(pid));
      }
      const elapsedS = (performance.now() - startedAt) / 1000;
      const cpuS = (cpuTicks(pid) - ticksAtStart) / hz;
      const delivered = frames - framesAtStart;
      const figures: BenchFigure[] = [
        {
          name: 'CPU of the emulator process',
          value: (cpuS / elapsedS) * 100,
          unit: '% of a core',
          budget: 10,
          note: `${cpuS.toFixed(2)} s CPU in ${elapsedS.toFixed(1)} s`,
        },
        {
          name: 'peak RSS of the emulator process',
          value: peakRss,
          unit: 'MB',
          budget: 150,
          note: 'the compiled CLI, run like `npm start`',
        },
        {
          name: 'frames delivered',
          value: delivered / elapsedS,
          unit: 'frames/s',
          note: `to ${String(CLIENTS)} clients; ${(delivered / elapsedS / CLIENTS).toFixed(2)} per client`,
        },
      ];
      return figures;
    } finally {
      for (const socket of sockets) socket.terminate();
      await stopEmulator(child);
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};

export default benchmark;
