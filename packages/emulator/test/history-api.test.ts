/**
 * The history as the virtual DTU records and serves it (companion-api §1, §2): its own plant recorded
 * as gateway `sim`, the day's energy against the inverters' own YieldDay, CSV/JSON export, import, and
 * bad parameters. The plant runs on a manual clock, stepped like the 5 s poll interval.
 */
import type { EnergyHistory, HistoryExport, PowerHistory } from '@dtu-web/protocol';
import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell, splitCsvLine } from '../src/history/csv.ts';
import { historyPath } from '../src/simHistory/extension.ts';
import { startVirtualDtu, type VirtualDtu } from '../src/virtualDtu.ts';
import { ADMIN, makeWebRoot, removeDir, tempDir } from './support/gateway.ts';
import { type HistoryTest, startHistoryDtu } from './support/history.ts';

const DAY = '2024-06-21';
const START = Date.parse(`${DAY}T05:00:00+02:00`);
const UNTIL = Date.parse(`${DAY}T13:00:00+02:00`);

let test: HistoryTest;
let dtu: VirtualDtu;
let base: string;

/** GET as a browser would; the caller says which JSON shape it expects. */
async function getJson<T>(path: string, _shape?: T): Promise<{ status: number; body: T }> {
  const response = await fetch(base + path);
  return { status: response.status, body: (await response.json()) as T };
}

beforeAll(async () => {
  test = await startHistoryDtu('history-api', START, 3);
  ({ dtu, base } = test);
  // Eight hours of morning at the 5 s poll interval.
  test.record((UNTIL - START) / 5000, 5000);
});

afterAll(async () => {
  await test.stop();
});

describe('history of the virtual DTU', () => {
  it('/api/x/info lists the emulator as gateway sim with history', async () => {
    const { status, body } = await getJson<{ history: boolean; gateways: { id: string }[] }>('/api/x/info');
    expect(status).toBe(200);
    expect(body.history).toBe(true);
    expect(body.gateways.map((g) => g.id)).toEqual(['sim']);
  });

  it("a day's energy per string equals the inverter's own YieldDay within 1 Wh", async () => {
    const { body } = await getJson<EnergyHistory>(`/api/x/history/energy?from=${DAY}&to=${DAY}`);
    const row = body.rows[0];
    const plant = dtu.runtime.plant();
    expect(row?.period).toBe(DAY);
    for (const state of plant?.states() ?? []) {
      const recorded = row?.inverters[state.serial];
      expect(recorded, state.serial).toBeDefined();
      state.values.dc.forEach((dc, i) => {
        expect(
          Math.abs((recorded?.strings_wh[i] ?? -1) - dc.yieldDay),
          `${state.serial} ${String(i)}`,
        ).toBeLessThanOrEqual(1);
      });
      expect(Math.abs((recorded?.wh ?? -1) - state.values.inv.yieldDay)).toBeLessThanOrEqual(
        state.values.dc.length,
      );
    }
    expect(row?.wh).toBeGreaterThan(1000);
  });

  it("today's curve runs from the morning, with every sample and no hole", async () => {
    const { body } = await getJson<PowerHistory>(`/api/x/history/power?day=${DAY}`);
    expect(body.resolution_s).toBe(0);
    expect(body.tz).toContain('CET');
    const roof = body.inverters.find((i) => i.name === 'Roof');
    expect(roof?.strings).toEqual(['East 1', 'East 2', 'West 1', 'West 2']);
    expect(roof?.points.length).toBeGreaterThan(1000);
    expect(roof?.holes).toEqual([]);
    const [, ac, dc] = roof?.points.at(-1) ?? [0, 0, []];
    expect(ac).toBeGreaterThan(100);
    expect(dc).toHaveLength(4);
  });

  it('filled past days show the shaded string, and health flags it', async () => {
    const { body } = await getJson<{
      strings: { name: string; serial: string; flag: string | null; ratio: number }[];
    }>('/api/x/history/health?days=3');
    const shaded = body.strings.find((s) => s.name === 'West 2');
    expect(shaded?.flag).toBe('low');
    expect(shaded?.ratio).toBeLessThan(0.75);
    expect(body.strings.filter((s) => s.flag !== null)).toHaveLength(1);
  });

  it('CSV export parses back to the energy rows; JSON carries the same table; both are downloads', async () => {
    const range = `from=2024-06-18&to=${DAY}&resolution=day`;
    const energy = (await getJson<EnergyHistory>(`/api/x/history/energy?from=2024-06-18&to=${DAY}`)).body;
    const response = await fetch(`${base}/api/x/history/export?${range}&format=csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="history-sim-/);
    const lines = (await response.text()).trim().split('\r\n');
    const header = splitCsvLine(lines[0] ?? '', ',');
    expect(header.slice(0, 5)).toEqual(['date', 'serial', 'inverter', 'wh', 'max_w']);
    const parsed = lines.slice(1).map((l) => splitCsvLine(l, ','));
    expect(parsed.length).toBeGreaterThanOrEqual(4 * 3);
    for (const [date, serial, , wh] of parsed) {
      const row = energy.rows.find((r) => r.period === date);
      expect(Number(wh)).toBe(row?.inverters[serial ?? '']?.wh);
    }
    const json = (await getJson<HistoryExport>(`/api/x/history/export?${range}&format=json`)).body;
    expect(json.columns).toEqual(header);
    expect(json.rows.map((r) => r.map((c) => (c === null ? '' : String(c))))).toEqual(parsed);
  });

  it('a sample export has one row per sample of the day', async () => {
    const power = (await getJson<PowerHistory>(`/api/x/history/power?day=${DAY}`)).body;
    const text = await (
      await fetch(`${base}/api/x/history/export?from=${DAY}&to=${DAY}&resolution=sample`)
    ).text();
    const rows = text.trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(power.inverters.reduce((n, i) => n + i.points.length, 0));
    expect(rows[0]).toMatch(/^2024-06-2\dT\d\d:\d\d:\d\d\+02:00,/);
  });

  it('import (admin) stores past daily yields marked as imported, skips recorded days and refuses bad files', async () => {
    const csv = 'date,wh\n2023-05-01,12000.5\n2023-05-02,lots\n';
    const refused = await fetch(`${base}/api/x/history/import`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', authorization: ADMIN },
      body: csv,
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { code: number }).code).toBe(90001);

    const good = 'date,wh\n2023-05-01,12000.5\n2023-05-02,13000\n2024-06-20,999\n';
    expect(
      (
        await fetch(`${base}/api/x/history/import`, {
          method: 'POST',
          body: good,
          headers: { 'content-type': 'text/csv' },
        })
      ).status,
    ).toBe(401);
    const response = await fetch(`${base}/api/x/history/import`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', authorization: ADMIN },
      body: good,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ type: 'success', imported: 2, skipped: 1 });
    const energy = (await getJson<EnergyHistory>('/api/x/history/energy?from=2023-05-01&to=2023-05-03')).body;
    expect(energy.rows.map((r) => [r.period, r.wh, r.imported])).toEqual([
      ['2023-05-01', 12000.5, true],
      ['2023-05-02', 13000, true],
    ]);
    const recorded = (await getJson<EnergyHistory>('/api/x/history/energy?from=2024-06-20&to=2024-06-20'))
      .body;
    expect(recorded.rows[0]?.imported).toBe(false);
  });

  it.each([
    ['/api/x/history/power', 90001],
    ['/api/x/history/power?day=2024-02-30', 90001],
    ['/api/x/history/power?day=yesterday', 90001],
    ['/api/x/history/power?day=2024-06-21&day=2024-06-22', 90001],
    ['/api/x/history/energy?from=2024-06-21&to=2024-06-01', 90001],
    ['/api/x/history/energy?from=2024-06&to=2024-07&step=day', 90001],
    ['/api/x/history/energy?from=2024-06-01&to=2024-06-02&step=week', 90001],
    ['/api/x/history/energy?from=2000-01-01&to=2024-06-02', 90003],
    ['/api/x/history/export?from=2024-01-01&to=2024-06-02&resolution=sample', 90003],
    ['/api/x/history/export?from=2024-06-01&to=2024-06-02&format=xlsx', 90001],
    ['/api/x/history/health?days=0', 90001],
    ['/api/x/history/health?days=9999', 90001],
    ['/api/x/history/health?days=-3', 90001],
    ['/api/x/history/power?day=2024-06-21&gateway=garage', 90002],
  ])('%s answers %i, never a 5xx', async (path, code) => {
    const response = await fetch(base + path);
    expect(response.status).toBe(code === 90002 ? 404 : 400);
    expect(await response.json()).toMatchObject({ type: 'warning', code });
  });
});

describe('formula-safe CSV cells', () => {
  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1', "'+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['Roof, east', '"Roof, east"'],
    ['Roof', 'Roof'],
  ])('%s is written as %s', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('numbers stay numbers, negative ones too', () => {
    expect(csvCell(-1.5)).toBe('-1.5');
    expect(csvCell(null)).toBe('');
  });
});

describe('a history that cannot be opened', () => {
  it('leaves the gateway running: info says no history, history answers 90004', async () => {
    const dir = await tempDir('history-broken');
    const root = await makeWebRoot();
    // A directory where the database file should be: SQLite cannot open it.
    await mkdir(historyPath(dir), { recursive: true });
    const broken = await startVirtualDtu({
      host: '127.0.0.1',
      port: 0,
      dataDir: dir,
      webRoot: root,
      runtime: { timers: false },
    });
    try {
      const url = broken.gateway.url.replace(/\/$/, '');
      const info = (await (await fetch(`${url}/api/x/info`)).json()) as { history: boolean };
      expect(info.history).toBe(false);
      const response = await fetch(`${url}/api/x/history/power?day=${DAY}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 90004 });
    } finally {
      await broken.gateway.stop();
      await removeDir(dir);
      await removeDir(root);
    }
  });
});
