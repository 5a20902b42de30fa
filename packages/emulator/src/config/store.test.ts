import { configDefaults, mergeConfigWithDefaults } from '@dtu-web/protocol';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigStore, type ConfigArea } from './store.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dtu-store-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function makeStore(saved: ConfigArea[] = []): ConfigStore {
  return new ConfigStore({
    dataDir: dir,
    defaults: () => configDefaults({ chipId: 0x1a2b3c }),
    merge: (raw) => mergeConfigWithDefaults(raw, { chipId: 0x1a2b3c }),
    generatedDtuSerial: 0x199980115004,
    onSaved: (area) => saved.push(area),
  });
}

const readJson = async (): Promise<Record<string, unknown>> =>
  JSON.parse(await readFile(join(dir, 'config.json'), 'utf8')) as Record<string, unknown>;

describe('ConfigStore', () => {
  it('writes defaults with the generated DTU serial on first boot, in the device key order', async () => {
    const store = makeStore();
    await store.load();
    const file = await readJson();
    expect(Object.keys(file)).toEqual([
      'cfg',
      'wifi',
      'mdns',
      'ntp',
      'mqtt',
      'dtu',
      'security',
      'device',
      'inverters',
    ]);
    expect(file['cfg']).toEqual({ version: 72704, save_count: 1 });
    expect(store.config.dtu.serial).toBe(0x199980115004);
    expect(store.config.mqtt.clientid).toBe('OpenDTU-1715004');
    expect(store.config.inverters).toHaveLength(10);
  });

  it('falls back to defaults for an unreadable file and for missing keys', async () => {
    await writeFile(join(dir, 'config.json'), '{"ntp":{"server":"kept"},"security":');
    const broken = makeStore();
    await broken.load();
    expect(broken.config.ntp.server).toBe('opendtu.pool.ntp.org');
    await writeFile(
      join(dir, 'config.json'),
      JSON.stringify({ cfg: { version: 72704 }, ntp: { server: 'kept' } }),
    );
    const partial = makeStore();
    await partial.load();
    expect(partial.config.ntp.server).toBe('kept');
    expect(partial.config.ntp.timezone).toBe('CET-1CEST,M3.5.0,M10.5.0/3');
  });

  it('counts every write in cfg.save_count and tells listeners which area changed', async () => {
    const saved: ConfigArea[] = [];
    const store = makeStore(saved);
    await store.load();
    expect(await store.save('ntp', (c) => (c.ntp.server = 'a'))).toBe(true);
    expect(await store.save('mqtt', (c) => (c.mqtt.hostname = 'b'))).toBe(true);
    expect(store.config.cfg.save_count).toBe(3);
    expect((await readJson())['cfg']).toEqual({ version: 72704, save_count: 3 });
    expect(saved).toEqual(['ntp', 'mqtt']);
  });

  it('serialises concurrent saves so none is lost', async () => {
    const store = makeStore();
    await store.load();
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        store.save('inverter', (c) => {
          const slot = c.inverters[i];
          if (slot) slot.name = `inv${i}`;
        }),
      ),
    );
    const file = (await readJson()) as { inverters: { name: string }[] };
    expect(file.inverters.map((i) => i.name)).toEqual(Array.from({ length: 10 }, (_, i) => `inv${i}`));
    expect(store.config.cfg.save_count).toBe(11);
  });

  it('keeps memory and disk unchanged when a write fails', async () => {
    const store = makeStore();
    await store.load();
    const before = await readFile(join(dir, 'config.json'), 'utf8');
    await rm(join(dir, 'config.json'));
    await mkdir(join(dir, 'config.json', 'blocker'), { recursive: true });
    expect(await store.save('ntp', (c) => (c.ntp.server = 'lost'))).toBe(false);
    expect(store.config.ntp.server).toBe('opendtu.pool.ntp.org');
    expect(store.config.cfg.save_count).toBe(1);
    expect(JSON.parse(before)).toMatchObject({ cfg: { save_count: 1 } });
    expect((await readdir(dir)).filter((n) => n.startsWith('.tmp-'))).toEqual([]);
  });

  it('removes temp files left by an interrupted write when loading', async () => {
    await writeFile(join(dir, '.tmp-config.json-abc123'), '{"half":');
    await makeStore().load();
    expect(await readdir(dir)).toEqual(['config.json']);
  });
});
