/**
 * The plant across restarts: energy counters in <data-dir>/.emulator/energy.json survive a restart of the
 * process, an emulated reboot and a factory reset; the demo fleet is written only into an empty config.
 */
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_INVERTERS } from '../src/runtime/demoFleet.ts';
import { energyPath } from '../src/runtime/energyFile.ts';
import { expectResult, getJson, postJson, removeDir, tempDir, waitFor } from './support/gateway.ts';
import { startRuntimeGateway, SUMMER_NOON, WINTER_NIGHT, type RuntimeTest } from './support/runtime.ts';

const ROOF = '116180123456';

interface Totals {
  inverters: { serial: string; radio_stats: { tx_request: number } }[];
  total: { YieldDay: { v: number }; YieldTotal: { v: number } };
}

let dataDir: string;
let t: RuntimeTest | undefined;
beforeEach(async () => {
  dataDir = await tempDir('energy');
});
afterEach(async () => {
  await t?.close();
  t = undefined;
  await removeDir(dataDir);
});

const totals = async (): Promise<Totals> =>
  (await getJson(t?.base ?? '', '/api/livedata/status', {})) as Totals;
const inverterYield = async (serial: string): Promise<number> =>
  (
    (await getJson(t?.base ?? '', `/api/livedata/status?inv=${serial}`, {})) as {
      inverters: { INV: { '0': { YieldTotal: { v: number } } } }[];
    }
  ).inverters[0]?.INV['0'].YieldTotal.v ?? Number.NaN;

describe('energy counters', () => {
  it('survive a restart of the process: same YieldTotal and YieldDay on the same day', async () => {
    t = await startRuntimeGateway({ dataDir, start: SUMMER_NOON });
    t.advance(1800);
    const before = await totals();
    expect(before.total.YieldDay.v).toBeGreaterThan(500);
    const stoppedAt = t.clock.now();
    await t.close();
    const saved = JSON.parse(await readFile(energyPath(dataDir), 'utf8')) as {
      inverters: Record<string, unknown>;
    };
    expect(Object.keys(saved.inverters).sort()).toEqual(
      DEMO_INVERTERS.slice(0, 3)
        .map((d) => d.serial)
        .sort(),
    );

    t = await startRuntimeGateway({ dataDir, start: stoppedAt + 60_000 });
    const after = await totals();
    expect(after.total.YieldTotal.v).toBeCloseTo(before.total.YieldTotal.v, 3);
    expect(after.total.YieldDay.v).toBe(before.total.YieldDay.v);
    t.advance(20);
    expect((await totals()).total.YieldDay.v).toBeGreaterThan(before.total.YieldDay.v);
  });

  it('survive an emulated reboot; the gateway starts its view afresh while the plant runs on', async () => {
    t = await startRuntimeGateway({ dataDir, start: SUMMER_NOON });
    t.advance(600);
    const before = await totals();
    expect(before.inverters[0]?.radio_stats.tx_request).toBeGreaterThan(10);
    const plant = t.runtime.plant();
    expectResult(await postJson(t.base, '/api/maintenance/reboot', { reboot: true }), 'success', 6001);
    await t.gateway.reboot();
    expect(t.gateway.ctx.boot.count).toBe(2);
    expect(t.runtime.plant()).toBe(plant);
    const after = await totals();
    expect(after.inverters[0]?.radio_stats.tx_request).toBe(0);
    expect(after.total.YieldTotal.v).toBeCloseTo(before.total.YieldTotal.v, 3);
    expect(after.total.YieldDay.v).toBe(before.total.YieldDay.v);
    // Saved on the way down.
    const saved = JSON.parse(await readFile(energyPath(dataDir), 'utf8')) as { savedAtMs: number };
    expect(saved.savedAtMs).toBe(t.clock.now());
  });

  it('are saved every minute of the 1 s task', async () => {
    t = await startRuntimeGateway({ dataDir, start: SUMMER_NOON, runtime: { saveEverySeconds: 60 } });
    const savedAt = async (): Promise<number | undefined> => {
      try {
        return (JSON.parse(await readFile(energyPath(dataDir), 'utf8')) as { savedAtMs: number }).savedAtMs;
      } catch {
        return undefined;
      }
    };
    t.advance(59);
    expect(await savedAt()).toBeUndefined();
    t.advance(1);
    const first = t.clock.now();
    await waitFor(async () => (await savedAt()) === first, 5000, 'the first periodic save');
    t.advance(60);
    await waitFor(async () => (await savedAt()) === first + 60_000, 5000, 'the second periodic save');
  });

  it('are kept by a factory reset: the inverters remember their yield when added again', async () => {
    t = await startRuntimeGateway({ dataDir, start: SUMMER_NOON, runtime: { demoInverters: 1 } });
    t.advance(300);
    const before = await inverterYield(ROOF);
    expectResult(await postJson(t.base, '/api/config/delete', { delete: true }), 'success', 3002);
    await t.gateway.reboot();
    const files = (await getJson(t.base, '/api/config/list')) as { configs: { name: string }[] };
    expect(files.configs.map((f) => f.name)).not.toContain('energy.json');
    // After the reset the config is empty and stays so (the demo fleet is only for a first boot).
    expect((await totals()).inverters).toEqual([]);
    expectResult(
      await postJson(t.base, '/api/inverter/add', { serial: ROOF, name: 'Again' }),
      'success',
      4004,
    );
    expect(await inverterYield(ROOF)).toBeGreaterThanOrEqual(before);
  });

  it('start from zero when energy.json is not a snapshot, and say so on the console', async () => {
    await mkdir(dirname(energyPath(dataDir)));
    await writeFile(energyPath(dataDir), '{"format":"something else"}');
    const lines: string[] = [];
    t = await startRuntimeGateway({
      dataDir,
      runtime: { demoInverters: 0 },
      consoleEcho: (line) => lines.push(line),
    });
    expect(lines.some((l) => l.includes('not an energy snapshot'))).toBe(true);
  });
});

describe('demo fleet', () => {
  it('writes --inverters n demo inverters into an empty config, with a lifetime yield', async () => {
    t = await startRuntimeGateway({ dataDir, runtime: { demoInverters: 10 } });
    const list = (await getJson(t.base, '/api/inverter/list')) as {
      inverter: { serial: string; name: string; channel: { name: string; max_power: number }[] }[];
    };
    expect(list.inverter.map((i) => [i.serial, i.name])).toEqual(
      DEMO_INVERTERS.map((d) => [d.serial, d.name]),
    );
    expect(list.inverter[0]?.channel.map((c) => c.name)).toEqual(['East 1', 'East 2', 'West 1', 'West 2']);
    expect((await totals()).total.YieldTotal.v).toBeGreaterThan(5000);
    t.advance(60);
    for (const demo of DEMO_INVERTERS) {
      const info = (await getJson(t.base, `/api/devinfo/status?inv=${demo.serial}`, {})) as {
        hw_model_name: string;
      };
      expect(info.hw_model_name, demo.name).toBe(demo.model);
    }
  });

  it("shows what the demo plant produced since local midnight: a noon start has a morning's yield", async () => {
    t = await startRuntimeGateway({ dataDir, start: SUMMER_NOON, runtime: { demoInverters: 3 } });
    const noon = (await totals()).total;
    // Three inverters, ~4.7 kWp, from sunrise to noon on the longest day: several kWh.
    expect(noon.YieldDay.v).toBeGreaterThan(3000);
    expect(noon.YieldDay.v).toBeLessThan(30_000);
    // Today's energy is part of the lifetime counter too.
    expect(noon.YieldTotal.v * 1000).toBeGreaterThan(noon.YieldDay.v);
    await t.close();
    await removeDir(dataDir);

    t = await startRuntimeGateway({ dataDir, start: WINTER_NIGHT, runtime: { demoInverters: 3 } });
    expect((await totals()).total.YieldDay.v).toBe(0);
  });

  it('leaves a config with inverters alone and writes nothing with --inverters 0', async () => {
    t = await startRuntimeGateway({ dataDir, runtime: { demoInverters: 0 } });
    expect((await totals()).inverters).toEqual([]);
    await postJson(t.base, '/api/inverter/add', { serial: '112180000001', name: 'Mine' });
    await t.close();
    t = await startRuntimeGateway({ dataDir, runtime: { demoInverters: 3 } });
    expect((await totals()).inverters.map((i) => i.serial)).toEqual(['112180000001']);
  });
});
