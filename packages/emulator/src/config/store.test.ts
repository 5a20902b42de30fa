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
    generatedDtuSerial: 0x199980115004n,
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
    expect(store.config.dtu.serial).toBe(0x199980115004n);
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

describe('ConfigStore: the device\u2019s buffers and the uint64 serial', () => {
  it('cuts every over-long string of a loaded config.json to its §7.1 buffer and rewrites the file', async () => {
    const long = (n: number): string => 'x'.repeat(n);
    const raw = {
      cfg: { version: 72704, save_count: 3 },
      wifi: { ssid: long(4_000_000), password: long(70), hostname: long(40) },
      ntp: { server: long(40), timezone: long(60), timezone_descr: long(60) },
      mqtt: {
        hostname: long(200),
        clientid: long(70),
        username: long(70),
        password: long(70),
        topic: long(40),
        lwt: { topic: long(40), value_online: long(30), value_offline: long(30) },
        tls: { root_ca_cert: long(3000), client_cert: long(3000), client_key: long(3000) },
        hass: { topic: long(40) },
      },
      security: { password: long(70) },
      device: { pinmapping: long(70) },
      inverters: [{ serial: 1, name: 'ä'.repeat(20), channel: [{ name: long(40) }] }],
    };
    await writeFile(join(dir, 'config.json'), JSON.stringify(raw));
    const store = makeStore();
    await store.load();
    const c = store.config;
    expect(
      [c.wifi.ssid, c.wifi.password, c.wifi.hostname, c.ntp.server, c.ntp.timezone, c.ntp.timezone_descr].map(
        (s) => s.length,
      ),
    ).toEqual([32, 64, 31, 31, 50, 50]);
    expect(
      [
        c.mqtt.hostname,
        c.mqtt.clientid,
        c.mqtt.username,
        c.mqtt.password,
        c.mqtt.topic,
        c.mqtt.lwt.topic,
        c.mqtt.lwt.value_online,
        c.mqtt.lwt.value_offline,
        c.mqtt.tls.root_ca_cert,
        c.mqtt.tls.client_cert,
        c.mqtt.tls.client_key,
        c.mqtt.hass.topic,
        c.security.password,
        c.device.pinmapping,
      ].map((s) => s.length),
    ).toEqual([128, 64, 64, 64, 32, 32, 20, 20, 2560, 2560, 2560, 32, 64, 63]);
    // UTF-8 bytes, cut at a whole character: 15 × "ä" (30 bytes) fit 31.
    expect(c.inverters[0]?.name).toBe('ä'.repeat(15));
    expect(c.inverters[0]?.channel[0]?.name).toHaveLength(30);
    const file = await readFile(join(dir, 'config.json'), 'utf8');
    expect(file.length).toBeLessThan(20_000);
    expect((JSON.parse(file) as { wifi: { ssid: string } }).wifi.ssid).toBe(long(32));
  });

  it('keeps a DTU serial above 2^53 exact through load and save', async () => {
    await writeFile(
      join(dir, 'config.json'),
      '{"cfg":{"version":72704,"save_count":1},"dtu":{"serial":9223372036854775807}}',
    );
    const store = makeStore();
    await store.load();
    expect(store.config.dtu.serial).toBe(0x7fffffffffffffffn);
    await store.save('dtu', (draft) => {
      draft.dtu.poll_interval = 7;
    });
    expect(await readFile(join(dir, 'config.json'), 'utf8')).toContain('"serial":9223372036854775807,');
    const again = makeStore();
    await again.load();
    expect(again.config.dtu.serial).toBe(0x7fffffffffffffffn);
  });
});
