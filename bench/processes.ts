// What several benches start: the emulator as a child process (until it prints its URL and admin login)
// and Debian's Chromium with the project's flags.
import { spawn, type ChildProcess, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { chromium, type Browser } from '@playwright/test';

export type EmulatorChild = ChildProcessByStdio<null, Readable, Readable>;

/** Spawns `node <args>` in `cwd` and resolves with the URL the emulator prints once it is ready. */
export function spawnEmulator(
  args: readonly string[],
  cwd: string,
  timeoutMs: number,
): Promise<{ child: EmulatorChild; url: string }> {
  const child = spawn(process.execPath, [...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The emulator did not start within ${String(timeoutMs)} ms:\n${output}`));
    }, timeoutMs);
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (output += chunk));
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      const url = /Virtual DTU listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url !== undefined && output.includes('Admin login: ')) {
        clearTimeout(timer);
        resolve({ child, url });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The emulator exited with ${String(code)}:\n${output}`));
    });
  });
}

/** SIGTERM, then SIGKILL after 5 s; resolves once the process has exited. */
export function stopEmulator(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Debian's Chromium (or CHROMIUM_PATH) with the flags every browser test and bench uses. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}
