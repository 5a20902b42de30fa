/**
 * Atomic config writes under SIGKILL: a child saves in a tight loop and is killed at varied moments
 * (after a random number of completed saves, so the kill lands somewhere inside a later save), 200+
 * times. Every time, config.json must parse and hold a consistent, not-older-than-acknowledged state.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const KILLS_PER_LANE = 105;
const LANES = 2;

let workDir: string;
let childScript: string;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'dtu-crash-'));
  childScript = join(workDir, 'saveLoop.mjs');
  // Bundled once: starting plain node is ~10x faster than going through the TypeScript loader.
  await build({
    entryPoints: [join(import.meta.dirname, 'fixtures/saveLoop.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: childScript,
    logLevel: 'error',
  });
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

/** Runs the child until it has acknowledged `saves` saves (0 = just loaded), then SIGKILLs it. */
function runAndKill(dataDir: string, saves: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [childScript, dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
    let acknowledged = 0;
    let seen = 0;
    let buffered = '';
    let killed = false;
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (line !== 'ready') {
          acknowledged = Number(line);
          seen++;
        }
        if (!killed && (line === 'ready' ? saves === 0 : seen >= saves)) {
          killed = true;
          child.kill('SIGKILL');
        }
      }
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`child ended by itself (code ${code})`));
      else resolve(acknowledged);
    });
  });
}

interface LaneResult {
  kills: number;
  /** Kills that left a temp file behind, i.e. landed inside a write. */
  midWrite: number;
}

async function lane(index: number): Promise<LaneResult> {
  const dataDir = await mkdtemp(join(workDir, `lane${index}-`));
  let floor = 0;
  let kills = 0;
  let midWrite = 0;
  for (let i = 0; i < KILLS_PER_LANE; i++) {
    const acknowledged = await runAndKill(dataDir, Math.floor(Math.random() * 12));
    kills++;
    if ((await readdir(dataDir)).some((name) => name.startsWith('.tmp-'))) midWrite++;
    const text = await readFile(join(dataDir, 'config.json'), 'utf8');
    const config = JSON.parse(text) as { mqtt: { hostname: string }; ntp: { server: string } };
    const n = Number(/^h(\d+)$/.exec(config.mqtt.hostname)?.[1] ?? 0);
    // Old or new, never torn: both fields from the same save …
    expect(config.ntp.server).toBe(n === 0 ? 'opendtu.pool.ntp.org' : `s${n}`);
    // … and never older than what the child had reported as saved.
    expect(n).toBeGreaterThanOrEqual(Math.max(floor, acknowledged));
    floor = n;
  }
  // Temp files of killed writes are cleaned up by the next load, so at most the last one remains.
  const leftovers = (await readdir(dataDir)).filter((name) => name.startsWith('.tmp-'));
  expect(leftovers.length).toBeLessThanOrEqual(1);
  return { kills, midWrite };
}

describe('config.json under SIGKILL', () => {
  it(`survives ${KILLS_PER_LANE * LANES} kills during saves`, { timeout: 120_000 }, async () => {
    const lanes = await Promise.all(Array.from({ length: LANES }, (_, i) => lane(i)));
    expect(lanes.reduce((sum, l) => sum + l.kills, 0)).toBeGreaterThanOrEqual(200);
    // The kills really hit writes in progress, not just the pauses between them.
    expect(lanes.reduce((sum, l) => sum + l.midWrite, 0)).toBeGreaterThan(0);
  });
});
