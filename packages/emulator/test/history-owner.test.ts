/**
 * Issue 29: what owners ask of the history, served by the virtual DTU — today by the recorder's clock in
 * /api/x/info, records, the money and CO₂ settings, installed watts for kWh/kWp, and an import that reads
 * our own export, German files and kWh, with a dry run that shows the first lines as read.
 */
import type {
  CompanionInfo,
  EnergyHistory,
  HistoryImportResult,
  HistoryRecords,
  HistorySettings,
} from '@dtu-web/protocol';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from './support/gateway.ts';
import { startHistoryDtu, type HistoryTest } from './support/history.ts';

const DAY = '2024-06-21';
let test: HistoryTest;

async function get<T>(path: string, _shape?: T): Promise<T> {
  const response = await fetch(test.base + path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

async function post(path: string, body: string, type: string, auth = true): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': type };
  if (auth) headers['authorization'] = ADMIN;
  return fetch(test.base + path, { method: 'POST', headers, body });
}

const settingsForm = (value: unknown): string => `data=${encodeURIComponent(JSON.stringify(value))}`;

beforeAll(async () => {
  test = await startHistoryDtu('history-owner', Date.parse(`${DAY}T11:00:00+02:00`), 3);
  test.record(360, 5000);
}, 60_000);

afterAll(async () => {
  await test.stop();
});

describe('owner questions', () => {
  it('/api/x/info names today by the recorder clock, the zone and the clock offset', async () => {
    const info = await get<CompanionInfo>('/api/x/info');
    expect(info.gateways[0]).toMatchObject({
      id: 'sim',
      today: DAY,
      tz: 'CET-1CEST,M3.5.0,M10.5.0/3',
      clock_offset_s: 0,
    });
  });

  it('records: best day, month, year and the highest power of the plant and each inverter', async () => {
    const energy = await get<EnergyHistory>(`/api/x/history/energy?from=2024-06-01&to=${DAY}`);
    const records = await get<HistoryRecords>('/api/x/history/records');
    const best = energy.rows.reduce((a, b) => (b.wh > a.wh ? b : a));
    expect(records.plant.best_day).toEqual({ period: best.period, wh: best.wh });
    const month = energy.rows.reduce((sum, r) => sum + r.wh, 0);
    expect(records.plant.best_month?.period).toBe('2024-06');
    expect(Math.abs((records.plant.best_month?.wh ?? 0) - month)).toBeLessThanOrEqual(1);
    expect(records.plant.best_year?.period).toBe('2024');
    const top = energy.rows.reduce((a, b) => (b.max_w > a.max_w ? b : a));
    expect(records.plant.max_power?.w).toBe(top.max_w);
    const at = records.plant.max_power?.at ?? 0;
    expect(new Date(at + 2 * 3_600_000).toISOString().slice(0, 10)).toBe(top.period);
    const serials = Object.keys(energy.rows[0]?.inverters ?? {});
    expect(Object.keys(records.inverters).sort()).toEqual(serials.sort());
    for (const serial of serials) {
      const own = energy.rows.reduce((a, b) =>
        (b.inverters[serial]?.wh ?? 0) > (a.inverters[serial]?.wh ?? 0) ? b : a,
      );
      expect(records.inverters[serial]?.best_day?.period).toBe(own.period);
    }
  });

  it('energy carries the installed watts per string for kWh per kWp', async () => {
    const energy = await get<EnergyHistory>(`/api/x/history/energy?from=${DAY}&to=${DAY}`);
    expect(energy.installed_wp?.['116180123456']).toEqual([410, 410, 410, 410]);
  });

  it('settings: defaults, saved by the admin with tariffs in date order, refused with the field named', async () => {
    expect(await get<HistorySettings>('/api/x/history/settings')).toEqual({
      currency: 'EUR',
      co2_g_per_kwh: null,
      tariffs: [],
    });
    const wanted: HistorySettings = {
      currency: 'EUR',
      co2_g_per_kwh: 380,
      tariffs: [
        { from: '2025-01-01', feed_in: 0.079, consumption: 0.32, self_use_percent: 30 },
        { from: '2023-05-01', feed_in: 0.082, consumption: null, self_use_percent: 0 },
      ],
    };
    const form = 'application/x-www-form-urlencoded';
    expect((await post('/api/x/history/settings', settingsForm(wanted), form, false)).status).toBe(401);
    const bad = await post(
      '/api/x/history/settings',
      settingsForm({ ...wanted, tariffs: [{ ...wanted.tariffs[0], self_use_percent: 140 }] }),
      form,
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      type: 'warning',
      code: 90001,
      param: { field: 'tariffs.0.self_use_percent' },
    });
    const saved = await post('/api/x/history/settings', settingsForm(wanted), form);
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { type: string }).type).toBe('success');
    const read = await get<HistorySettings>('/api/x/history/settings');
    expect(read.tariffs.map((t) => t.from)).toEqual(['2023-05-01', '2025-01-01']);
    const file = JSON.parse(
      await readFile(join(test.dataDir, '.emulator', 'history-settings.json'), 'utf8'),
    ) as Record<string, HistorySettings>;
    expect(file['sim']).toEqual(read);
  });

  it('a dry run of a German kWh file shows the first lines as read and stores nothing', async () => {
    const csv = 'Datum;Ertrag (kWh)\r\n01.09.2023;23,48\r\n02.09.2023;19,5\r\n03.09.2023;7\r\n';
    const response = await post('/api/x/history/import?dry_run=1', csv, 'text/csv');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      type: 'success',
      imported: 0,
      skipped: 0,
      unit: 'kWh',
      preview: [
        { date: '2023-09-01', wh: 23480, serial: null },
        { date: '2023-09-02', wh: 19500, serial: null },
        { date: '2023-09-03', wh: 7000, serial: null },
      ],
    });
    const energy = await get<EnergyHistory>('/api/x/history/energy?from=2023-09-01&to=2023-09-30');
    expect(energy.rows).toEqual([]);
    const stored = await post('/api/x/history/import', csv, 'text/csv');
    expect(await stored.json()).toEqual({ type: 'success', imported: 3, skipped: 0 });
    const after = await get<EnergyHistory>('/api/x/history/energy?from=2023-09-01&to=2023-09-30');
    expect(after.rows.map((r) => [r.period, r.wh, r.imported])).toEqual([
      ['2023-09-01', 23480, true],
      ['2023-09-02', 19500, true],
      ['2023-09-03', 7000, true],
    ]);
  });

  it('reads our own day export back', async () => {
    const exported = await (
      await fetch(`${test.base}/api/x/history/export?from=2024-06-18&to=2024-06-20&resolution=day`)
    ).text();
    const first = exported.split('\r\n')[1]?.split(',') ?? [];
    const response = await post('/api/x/history/import?dry_run=1', exported, 'text/csv');
    expect(response.status).toBe(200);
    const result = (await response.json()) as HistoryImportResult;
    expect(result.unit).toBe('Wh');
    expect(result.preview?.[0]).toEqual({ date: first[0], wh: Number(first[3]), serial: first[1] });
    // Every day of it is recorded here already.
    expect(result.skipped).toBe(exported.trim().split('\r\n').length - 1);
  });

  it.each([
    ['a thousands-or-decimal value', 'Datum;Ertrag (kWh)\n01.09.2023;1,234\n', /^line 2: "1,234" could be/],
    ['decimal marks that disagree', 'date;kwh\n2023-09-01;1,5\n2023-09-02;2.75\n', /^line 3: /],
    ['a date that is none', 'date,wh\n2023-02-30,100\n', /^line 2: "2023-02-30" is no date/],
  ])('refuses %s, naming the line', async (_name, csv, message) => {
    const response = await post('/api/x/history/import?dry_run=1', csv, 'text/csv');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: number; message: string };
    expect(body.code).toBe(90001);
    expect(body.message).toMatch(message);
  });
});
