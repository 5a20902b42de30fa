/**
 * The `--gateways` demo's controls as a user drives them (issue 30, item 9): a gateway's number and
 * Enter on stdin takes it away and brings it back; SIGUSR1 does the same for the last gateway. The
 * gateway really stops answering and answers again on the same address.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, tempDir } from './support/gateway.ts';

const CLI = join(import.meta.dirname, '../src/cli.ts');

let dataDir: string;
let child: ChildProcessWithoutNullStreams | undefined;
const lines: string[] = [];

/** Resolves with the first printed line that matches, within the time given. */
function lineMatching(pattern: RegExp, timeoutMs = 60_000): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const check = (): void => {
      for (const line of lines) {
        const found = pattern.exec(line);
        if (found) {
          resolve(found);
          return;
        }
      }
      if (Date.now() - started > timeoutMs)
        reject(new Error(`no line ${String(pattern)}: ${lines.join(' | ')}`));
      else setTimeout(check, 50);
    };
    check();
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(new URL('/api/system/status', url), { signal: AbortSignal.timeout(3000) });
    return response.ok;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  dataDir = await tempDir('cli-demo');
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await removeDir(dataDir);
});

describe('virtual-dtu --gateways 2', { timeout: 120_000 }, () => {
  it('takes a gateway away and brings it back by its number on stdin, and the last one by SIGUSR1', async () => {
    child = spawn(
      process.execPath,
      ['--import', 'tsx', CLI, '--gateways', '2', '--port', '0', '--data-dir', dataDir],
      {
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let buffered = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buffered += chunk;
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      lines.push(...parts);
    });
    const home = (await lineMatching(/^Virtual gateway home: (http:\/\/\S+) /))[1] ?? '';
    const farm = (await lineMatching(/^Virtual gateway farm: (http:\/\/\S+) /))[1] ?? '';
    await lineMatching(/^Take a gateway away or bring it back: .*1 = home, 2 = farm/);
    expect(await answers(home)).toBe(true);

    child.stdin.write('1\n');
    await lineMatching(/^Gateway home taken away/);
    expect(await answers(home)).toBe(false);
    expect(await answers(farm)).toBe(true);
    child.stdin.write('1\n');
    await lineMatching(/^Gateway home is back on /);
    expect(await answers(home)).toBe(true);

    child.kill('SIGUSR1');
    await lineMatching(/^Gateway farm taken away/);
    expect(await answers(farm)).toBe(false);
    child.kill('SIGUSR1');
    await lineMatching(/^Gateway farm is back on /);
    expect(await answers(farm)).toBe(true);
    // Still running: the signal is the demo's, not the end of the process.
    expect(child.exitCode).toBeNull();
  });
});
