/**
 * kill -9 while recording: the history loses at most the batch that was not committed yet, the file
 * stays a sound database, and a restart resumes recording into it (a child process is killed, as a
 * power cut or the OOM killer would).
 */
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { historyPath } from '../src/simHistory/extension.ts';
import { removeDir, tempDir } from './support/gateway.ts';

const CHILD = join(import.meta.dirname, 'support/historyChild.ts');

interface Stats {
  recorded: number;
  committed: number;
}

/** Runs the child until it has committed at least `atLeast` samples, then SIGKILLs it. */
function recordThenKill(dataDir: string, atLeast: number): Promise<Stats> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, dataDir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let last: Stats = { recorded: 0, committed: 0 };
    let buffered = '';
    let errors = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(`the child did not commit ${String(atLeast)} samples: ${JSON.stringify(last)} ${errors}`),
      );
    }, 60_000);
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      errors += chunk;
    });
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('{')) last = JSON.parse(line) as Stats;
      }
      if (last.committed >= atLeast) {
        clearTimeout(timer);
        const seen = last;
        child.once('exit', () => {
          resolve(seen);
        });
        child.kill('SIGKILL');
      }
    });
  });
}

function countSamples(dataDir: string): { samples: number; integrity: string; days: number } {
  const db = new Database(historyPath(dataDir), { readonly: true });
  try {
    const samples = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM samples').get()?.n ?? 0;
    const days = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM days').get()?.n ?? 0;
    const integrity = db.pragma('integrity_check', { simple: true }) as string;
    return { samples, integrity, days };
  } finally {
    db.close();
  }
}

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await removeDir(dir);
});

describe('history across kill -9', () => {
  it('keeps every committed sample, stays sound, and a restart records on', async () => {
    const dataDir = await tempDir('history-crash');
    dirs.push(dataDir);
    const first = await recordThenKill(dataDir, 20);
    const afterKill = countSamples(dataDir);
    expect(afterKill.integrity).toBe('ok');
    // Everything acknowledged as committed is there; at most the open batch is gone.
    expect(afterKill.samples).toBeGreaterThanOrEqual(first.committed);
    expect(afterKill.days).toBeGreaterThan(0);

    const second = await recordThenKill(dataDir, 10);
    const afterRestart = countSamples(dataDir);
    expect(afterRestart.integrity).toBe('ok');
    expect(afterRestart.samples).toBeGreaterThanOrEqual(afterKill.samples + second.committed);
  }, 150_000);
});
