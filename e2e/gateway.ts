// Starts the virtual DTU (packages/emulator) as a child process on a free port with its own data directory.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEVICE_RUNTIME, deviceWebRoot } from './webRoot.ts';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
/**
 * The emulator's compiled CLI (what `npm start` runs), built from the current source by the global
 * setup: a start without the TypeScript loader saves each of the suite's many emulators a compile.
 */
export const emulatorCli = join(repoRoot, 'packages', 'emulator', 'dist', 'cli.js');
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;

export interface GatewayProcess {
  /** e.g. http://127.0.0.1:41234/ */
  url: string;
  /** The admin password the emulator printed. */
  password: string;
  dataDir: string;
  stop: () => Promise<void>;
  /** Kills the process at once (SIGKILL), like a power cut; the data directory stays. */
  kill: () => Promise<void>;
}

export interface GatewayStartOptions {
  /** Milliseconds an emulated reboot keeps the gateway away (default 300). */
  rebootDelay?: number;
  /** Extra CLI options (e.g. ['--inverters', '2']); without `--clock` the emulator starts at today's noon. */
  args?: readonly string[];
  /** Reuse a data directory (e.g. to restart with the same config); a fresh temporary one otherwise. */
  dataDir?: string;
  /** TCP port (default 0: a free one); a restart on the same port lets an open page reconnect. */
  port?: number;
  /** The OpenDTU release to be (`--firmware`, e.g. 'v24.10.6'); default: the emulator's (v26.3.30). */
  firmware?: string;
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      resolve(false);
    }, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Today's noon where the emulated gateway stands (its default zone, CET/CEST), e.g.
 * `2026-11-28T12:00:00+01:00`: the default start of every emulator a test starts without `--clock`.
 * The emulator otherwise runs on the host's time, and at night its inverters sleep — no polls, no
 * console lines, no power — so a suite run at 3 a.m. would see another plant than one run at noon.
 * Tests of the night pass `--clock` themselves.
 */
export function todayAtNoon(now = new Date()): string {
  const zone = 'Europe/Berlin';
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(now);
  const noon = new Date(`${date}T11:00:00Z`);
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(noon)
    .find((part) => part.type === 'timeZoneName')?.value;
  const offset = name?.replace('GMT', '') || '+00:00';
  return `${date}T12:00:00${offset}`;
}

export function startGateway(options: GatewayStartOptions = {}): Promise<GatewayProcess> {
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'dtu-e2e-'));
  const child = spawn(
    process.execPath,
    [
      emulatorCli,
      '--port',
      String(options.port ?? 0),
      '--data-dir',
      dataDir,
      '--reboot-delay',
      String(options.rebootDelay ?? 300),
      // No past days to fill unless a test asks for them: the fill only costs a busy machine time.
      ...(options.args?.includes('--history-days') ? [] : ['--history-days', '0']),
      ...(options.args?.includes('--clock') ? [] : ['--clock', todayAtNoon()]),
      ...(options.args ?? []),
      ...(options.firmware === undefined ? [] : ['--firmware', options.firmware]),
      // DTU_E2E_WEB=device: the firmware-ready build, unless the test brings its own web root.
      ...(DEVICE_RUNTIME && !options.args?.includes('--web-root') ? ['--web-root', deviceWebRoot] : []),
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    output += chunk;
  });

  async function stop(): Promise<void> {
    child.kill('SIGTERM');
    if (!(await waitForExit(child, STOP_TIMEOUT_MS))) {
      child.kill('SIGKILL');
      await waitForExit(child, STOP_TIMEOUT_MS);
    }
    if (ownDir) rmSync(dataDir, { recursive: true, force: true });
  }

  async function kill(): Promise<void> {
    child.kill('SIGKILL');
    await waitForExit(child, STOP_TIMEOUT_MS);
  }

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`The emulator did not report its URL within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      const url = /Virtual DTU listening on (http:\/\/\S+)/.exec(output)?.[1];
      const password = /Admin login: admin \/ (\S+)/.exec(output)?.[1];
      if (url !== undefined && password !== undefined) {
        clearTimeout(timer);
        resolve({ url, password, dataDir, stop, kill });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The emulator exited with code ${String(code)} before it was ready:\n${output}`));
    });
  });
}
