/**
 * A config.json of one release booted by another (firmware-versions.md §3.4): the device migrates whenever
 * `cfg.version` differs, also backwards. Forward: language → locale, logging defaults from ≤ 0.1.29,
 * syslog defaults, `ntp.timezone` no longer written from v26.3.28 (the rule comes from the name).
 * Backward: the locale and the rule are lost. A UTF-8 BOM is skipped from v24.11.7.
 */
import type { EmulatedRelease } from '@dtu-web/protocol';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  getJson,
  postBody,
  removeDir,
  startTestGateway,
  tempDir,
  waitFor,
  type TestGateway,
} from './support/gateway.ts';

let running: TestGateway | undefined;
let dir: string | undefined;
afterEach(async () => {
  await running?.gateway.stop();
  running = undefined;
  if (dir !== undefined) await removeDir(dir);
  dir = undefined;
});

interface StoredConfig {
  cfg: { version: number };
  ntp: { timezone?: string; timezone_descr: string; server: string };
  device: { display: { language?: number; locale?: string } };
  syslog?: { enabled: boolean; hostname: string; port: number };
  logging?: { default: number; modules: { level: number; name: string }[] };
}

/** Boots `firmware` on the data directory (stopping the one before) and returns what it wrote. */
async function boot(firmware: EmulatedRelease): Promise<StoredConfig> {
  await running?.gateway.stop();
  dir ??= await tempDir('migrate');
  running = await startTestGateway({ firmware, dataDir: dir });
  return JSON.parse(await readFile(join(dir, 'config.json'), 'utf8')) as StoredConfig;
}

async function edit(change: (config: StoredConfig) => void): Promise<void> {
  if (dir === undefined) throw new Error('boot first');
  const config = JSON.parse(await readFile(join(dir, 'config.json'), 'utf8')) as StoredConfig;
  change(config);
  await writeFile(join(dir, 'config.json'), JSON.stringify(config));
}

const base = (): string => running?.base ?? '';

describe('config.json across releases', () => {
  it('v24.10.6 → v26.3.30: locale from the language, logging 5 with CORE at 1, syslog off, no timezone', async () => {
    await boot('v24.10.6');
    await edit((c) => {
      c.device.display.language = 1;
      c.ntp.timezone = 'JST-9';
      c.ntp.timezone_descr = 'Asia/Tokyo';
    });
    const after = await boot('v26.3.30');
    expect(after.cfg.version).toBe(73216);
    expect(after.device.display).toMatchObject({ locale: 'de' });
    expect('language' in after.device.display).toBe(false);
    expect(after.logging?.default).toBe(5);
    expect(after.logging?.modules[0]).toEqual({ level: 1, name: 'CORE' });
    expect(after.logging?.modules.length).toBe(16);
    expect(after.syslog).toEqual({ enabled: false, hostname: '', port: 514 });
    expect('timezone' in after.ntp).toBe(false);
    expect(await getJson(base(), '/api/ntp/status')).toMatchObject({ ntp_timezone: 'JST-9' });
  });

  it('v24.10.6 → v24.11.7: language 2 becomes "fr", no logging yet', async () => {
    await boot('v24.10.6');
    await edit((c) => {
      c.device.display.language = 2;
    });
    const after = await boot('v24.11.7');
    expect(after.cfg.version).toBe(72960);
    expect(after.device.display.locale).toBe('fr');
    expect(after.logging).toBeUndefined();
    expect(after.syslog).toBeUndefined();
  });

  it('a fresh v25.5.10 logs errors only; its settings survive v26.3.28', async () => {
    const fresh = await boot('v25.5.10');
    expect(fresh.logging?.default).toBe(1);
    await edit((c) => {
      c.syslog = { enabled: true, hostname: 'logs.lan', port: 5514 };
    });
    const after = await boot('v26.3.28');
    expect(after.syslog).toEqual({ enabled: true, hostname: 'logs.lan', port: 5514 });
    expect(after.logging?.default).toBe(1);
  });

  it('v26.3.30 → v24.10.6: the locale is lost (language 0) and the rule is the CET default', async () => {
    await boot('v26.3.30');
    await edit((c) => {
      c.device.display.locale = 'de';
      c.ntp.timezone_descr = 'Asia/Tokyo';
    });
    const before = await boot('v24.10.6');
    expect(before.cfg.version).toBe(72704);
    expect(before.device.display.language).toBe(0);
    expect('locale' in before.device.display).toBe(false);
    expect(before.ntp.timezone).toBe('CET-1CEST,M3.5.0,M10.5.0/3');
    expect(before.ntp.timezone_descr).toBe('Asia/Tokyo');
    expect(before.logging).toBeUndefined();
    expect(before.syslog).toBeUndefined();
  });

  it('skips a UTF-8 BOM from v24.11.7; v24.10.6 cannot read such a file and starts from defaults', async () => {
    await boot('v24.11.7');
    const withBom = async (): Promise<void> => {
      await edit((c) => {
        c.ntp.server = 'bom.example';
      });
      const path = join(dir ?? '', 'config.json');
      await writeFile(path, '\uFEFF' + (await readFile(path, 'utf8')));
    };
    await withBom();
    expect((await boot('v25.9.11')).ntp.server).toBe('bom.example');
    await withBom();
    expect((await boot('v24.10.6')).ntp.server).toBe('opendtu.pool.ntp.org');
  });

  it.each([
    ['v26.3.30', 'v24.10.6', '/api/config/upload'],
    ['v24.10.6', 'v26.3.30', '/api/file/upload'],
  ] as const)('restores a backup of %s on %s, which migrates it at its restart', async (from, to, path) => {
    await boot(from);
    await edit((c) => {
      c.ntp.server = 'restored.example';
    });
    const backup = await readFile(join(dir ?? '', 'config.json'));
    await boot(to);
    const gateway = running?.gateway;
    if (gateway === undefined) throw new Error('not running');
    const boots = gateway.ctx.boot.count;
    const form = new FormData();
    form.append('config', new Blob([backup], { type: 'application/json' }), 'config.json');
    const response = await postBody(base(), `${path}?file=config.json`, form);
    expect([response.status, await response.text()]).toEqual([200, 'OK']);
    await waitFor(() => gateway.ctx.boot.count > boots && gateway.state === 'running', 10_000, 'reboot');
    expect(await getJson(base(), '/api/ntp/config')).toMatchObject({ ntp_server: 'restored.example' });
    const stored = JSON.parse(await readFile(join(dir ?? '', 'config.json'), 'utf8')) as StoredConfig;
    expect(stored.cfg.version).toBe(to === 'v24.10.6' ? 72704 : 73216);
  });
});
