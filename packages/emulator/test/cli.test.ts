/**
 * The command line as users run it (tsx src/cli.ts): start-up lines, option errors (exit 2), --help,
 * and settings surviving a process restart.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCli, UsageError, USAGE } from '../src/cli.ts';
import { energyPath } from '../src/runtime/energyFile.ts';
import {
  ADMIN,
  basic,
  expectResult,
  getJson,
  postJson,
  removeDir,
  tempDir,
  waitFor,
} from './support/gateway.ts';

const CLI = join(import.meta.dirname, '../src/cli.ts');

interface Running {
  url: string;
  lines: string[];
  stop(): Promise<number | null>;
}

/** Starts the CLI and resolves once it printed both start-up lines. */
function startCli(args: string[]): Promise<Running> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: string[] = [];
    let buffered = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`CLI did not start: ${lines.join(' | ')}`));
      // tsx compiles the whole emulator first: 5–25 s on a busy 2-core machine beside the other suites.
    }, 60_000);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buffered += chunk;
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      lines.push(...parts);
      const listening = lines
        .map((l) => /^Virtual DTU listening on (http:\/\/\S+)$/.exec(l)?.[1])
        .find(Boolean);
      if (listening !== undefined && lines.some((l) => l.startsWith('Admin login: '))) {
        clearTimeout(timer);
        resolve({
          url: listening,
          lines,
          stop: () =>
            new Promise((done) => {
              child.once('exit', (code) => {
                done(code);
              });
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`CLI exited with ${code}`));
    });
  });
}

function runCli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args]);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.once('exit', (code) => {
      resolve({ code, stdout, stderr });
    });
  });
}

let dataDir: string;
beforeAll(async () => {
  dataDir = await tempDir('cli');
});
afterAll(async () => {
  await removeDir(dataDir);
});

describe('virtual-dtu command line', { timeout: 120_000 }, () => {
  it('prints where it listens and the admin login; settings survive a restart of the process', async () => {
    const first = await startCli(['--port', '0', '--data-dir', dataDir, '--reboot-delay', '100']);
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(first.lines).toContain('Admin login: admin / openDTU42');
    const base = first.url.replace(/\/$/, '');
    const security = { password: 'kept-secret', allow_readonly: false };
    expectResult(await postJson(base, '/api/security/config', security), 'success', 1001);
    expect(await first.stop()).toBe(0);

    const second = await startCli(['--port', '0', '--data-dir', dataDir]);
    expect(second.lines).toContain('Admin login: admin / kept-secret');
    const base2 = second.url.replace(/\/$/, '');
    expect(await getJson(base2, '/api/security/config', { auth: basic('admin', 'kept-secret') })).toEqual(
      security,
    );
    expect((await fetch(base2 + '/api/system/status', { headers: { Authorization: ADMIN } })).status).toBe(
      401,
    );
    expect(await second.stop()).toBe(0);
  });

  it('explains every option with --help', async () => {
    const { code, stdout } = await runCli(['--help']);
    expect(code).toBe(0);
    for (const option of [
      '--host',
      '--port',
      '--data-dir',
      '--reboot-delay',
      '--web-root',
      '--inverters',
      '--clock',
      '--time-scale',
      '--quiet',
      '--help',
      '--tls-cert',
      '--tls-key',
    ]) {
      expect(stdout).toContain(option);
    }
    // Which options apply with --device, and how the one-process demo takes a gateway away (issue 30).
    expect(stdout).toMatch(
      /With --device, these apply besides the options above: --host, --port, --web-root, --data-dir and\s+--keep-samples, --keep-means, --keep-days/,
    );
    expect(stdout).toMatch(/kill -USR1/);
  });

  it('prints an option error alone, not under the whole usage (issue 30)', async () => {
    const { code, stderr } = await runCli(['--device', 'http://127.0.0.1:1', '--inverters', '3']);
    expect(code).toBe(2);
    expect(stderr).toContain('--inverters has no meaning with --device');
    expect(stderr.trim().split('\n').length).toBeLessThanOrEqual(2);
  });

  it('exits with 2 and a message for bad options', async () => {
    const unknown = await runCli(['--bogus']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Unknown option '--bogus'");
    const badPort = await runCli(['--port', 'eighty']);
    expect(badPort.code).toBe(2);
    expect(badPort.stderr).toContain('--port must be a whole number from 0 to 65535');
  });
});

describe('parseCli', { timeout: 120_000 }, () => {
  it('applies defaults and resolves directories against the working directory', () => {
    expect(parseCli([], '/home/user')).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      dataDir: '/home/user/.data',
      rebootDelay: 2000,
    });
    expect(parseCli(['--web-root', 'dist', '--host', '0.0.0.0'], '/srv')).toMatchObject({
      webRoot: '/srv/dist',
      host: '0.0.0.0',
    });
    expect(parseCli(['--help'])).toBe('help');
  });

  it('names the file the energy counters are really kept in', () => {
    expect(USAGE).toContain(energyPath('<dir>'));
    expect(USAGE).not.toContain('sim/energy.json');
  });

  it('reads the plant options: demo fleet size, start moment, time scale, quiet', () => {
    expect(parseCli([], '/x')).toMatchObject({
      inverters: 3,
      timeScale: 1,
      quiet: false,
      clockStart: undefined,
    });
    expect(
      parseCli([
        '--inverters',
        '10',
        '--clock',
        '2024-06-21T12:00:00+02:00',
        '--time-scale',
        '60',
        '--quiet',
      ]),
    ).toMatchObject({ inverters: 10, clockStart: Date.UTC(2024, 5, 21, 10), timeScale: 60, quiet: true });
    expect(parseCli(['--clock', '2024-12-21T22:00Z', '--time-scale', '0.5'])).toMatchObject({
      clockStart: Date.UTC(2024, 11, 21, 22),
      timeScale: 0.5,
    });
    expect(parseCli(['--clock', '2024-12-21'])).toMatchObject({ clockStart: Date.UTC(2024, 11, 21) });
  });

  it.each([
    ['--port', '70000'],
    ['--port', '-1'],
    ['--reboot-delay', '1.5'],
    ['--host', ''],
    ['extra'],
    ['--inverters', '11'],
    ['--inverters', 'two'],
    ['--clock', '2024-06-21T12:00'],
    ['--clock', 'yesterday'],
    ['--clock', '2024-13-45T99:00Z'],
    ['--time-scale', '0'],
    ['--time-scale', '-2'],
    ['--time-scale', 'fast'],
    ['--time-scale', '100000'],
  ])('rejects %s %s', (...args) => {
    expect(() => parseCli(args)).toThrow(UsageError);
  });
});

describe('the plant from the command line', { timeout: 120_000 }, () => {
  interface Live {
    inverters: { serial: string; reachable: boolean; radio_stats: { tx_request: number } }[];
    total: { Power: { v: number } };
  }
  const live = async (base: string): Promise<Live> =>
    (await getJson(base, '/api/livedata/status', {})) as Live;

  it('--clock at night: the demo inverters stop answering; the console follows the start lines', async () => {
    const dir = await tempDir('cli-night');
    const running = await startCli([
      ...['--port', '0', '--data-dir', dir, '--inverters', '2'],
      ...['--clock', '2024-12-21T01:00:00Z', '--time-scale', '60'],
      // v24's console prints everything as raw lines; a fresh v26 logs errors only.
      ...['--firmware', 'v24.10.6'],
    ]);
    const base = running.url.replace(/\/$/, '');
    try {
      // 60× time: three polls per inverter take 30 emulated seconds, half a second of real time.
      await waitFor(async () => (await live(base)).inverters.every((i) => !i.reachable), 15_000, 'night');
      const body = await live(base);
      expect(body.inverters.map((i) => i.serial)).toEqual(['116180123456', '114490831375']);
      expect(body.total.Power.v).toBe(0);
      await waitFor(
        () => running.lines.some((l) => l.startsWith('Fetch inverter: ')),
        15_000,
        'console lines',
      );
      expect(running.lines[0]).toMatch(/^Virtual DTU listening on http:\/\/127\.0\.0\.1:\d+\/$/);
      expect(running.lines[1]).toBe('Admin login: admin / openDTU42');
    } finally {
      expect(await running.stop()).toBe(0);
      await removeDir(dir);
    }
  });

  it('by day the values move; --quiet keeps stdout to the two start lines', async () => {
    const dir = await tempDir('cli-day');
    const running = await startCli([
      ...['--port', '0', '--data-dir', dir, '--inverters', '1', '--quiet'],
      ...['--clock', '2024-06-21T12:00:00+02:00', '--time-scale', '30'],
    ]);
    const base = running.url.replace(/\/$/, '');
    try {
      await waitFor(async () => (await live(base)).total.Power.v > 0, 15_000, 'power');
      const first = await live(base);
      // A new statistics packet brings new values (a request alone does not: its answer may still be on air).
      await waitFor(
        async () => (await live(base)).total.Power.v !== first.total.Power.v,
        30_000,
        'the power to move',
      );
      expect(running.lines).toHaveLength(2);
    } finally {
      expect(await running.stop()).toBe(0);
      await removeDir(dir);
    }
  });
});
