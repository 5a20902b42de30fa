// Starts the companion (`npm start -- --device <url>`, i.e. the emulator's CLI with --device) as a child
// process on a free port, in front of a gateway (in the tests: a second emulator).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emulatorCli, repoRoot } from './gateway.ts';

const START_TIMEOUT_MS = 60_000;

export interface CompanionProcess {
  /** e.g. http://127.0.0.1:41234/ */
  url: string;
  /** Everything it printed so far. */
  output: () => string;
  stop: () => Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
}

export function startCompanion(deviceUrl: string, args: readonly string[] = []): Promise<CompanionProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dtu-e2e-companion-'));
  const child = spawn(
    process.execPath,
    // Its own data directory: the history database of one test's companion is nobody else's.
    [emulatorCli, '--port', '0', '--device', deviceUrl, '--data-dir', dataDir, ...args],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => (output += chunk));
  child.stderr.on('data', (chunk: string) => (output += chunk));
  const stop = async (): Promise<void> => {
    child.kill('SIGTERM');
    await exited(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`The companion did not start within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    const ready = (): void => {
      const url = /dtu-web companion listening on (http:\/\/\S+)/.exec(output)?.[1];
      // Started once it has also said whether the gateway answered.
      if (url === undefined || !/^Gateway /m.test(output)) return;
      clearTimeout(timer);
      resolve({ url, output: () => output, stop });
    };
    child.stdout.on('data', ready);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The companion exited with ${String(code)}:\n${output}`));
    });
  });
}
