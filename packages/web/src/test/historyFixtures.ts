import type { CompanionInfo, EnergyHistory, EnergyRow, HistoryHealth, PowerHistory } from '@dtu-web/protocol';
import { zoneFromTz } from '@dtu-web/protocol';
import { afterEach, beforeAll, vi } from 'vitest';
import { resetCompanionProbe } from '../lib/history/index.ts';
import { dayBounds } from '../lib/history/calendar.ts';
import { loadStrings } from './i18n.ts';

/** Contract-shaped answers of companion-api §2 for a plant of two inverters with two strings each. */
export const TZ = 'CET-1CEST,M3.5.0,M10.5.0/3';

/** A companion's info with history, its gateways as `[id, name]` on loopback ports from 8081. */
export function companionInfo(gateways: readonly (readonly [string, string])[]): CompanionInfo {
  return {
    version: '0.1.0',
    history: true,
    gateways: gateways.map(([id, name], index) => ({
      id,
      name,
      origin: `http://127.0.0.1:${String(8081 + index)}`,
    })),
  };
}

export const INFO: CompanionInfo = {
  version: '0.1.0',
  history: true,
  gateways: [{ id: 'sim', name: 'Simulated gateway', origin: 'http://127.0.0.1:8080' }],
};

const MINUTE = 60_000;

/** A bell of `peak` W from 06:00 to 21:00 local, every minute, with nothing recorded 12:00–12:30. */
function bell(midnight: number, peak: number, strings: number): [number, number, number[]][] {
  const points: [number, number, number[]][] = [];
  for (let minute = 6 * 60; minute <= 21 * 60; minute += 1) {
    if (minute >= 12 * 60 && minute < 12 * 60 + 30) continue;
    const watts = Math.round(peak * Math.sin((Math.PI * (minute - 360)) / 900) * 10) / 10;
    points.push([midnight + minute * MINUTE, watts, Array.from({ length: strings }, () => watts / strings)]);
  }
  return points;
}

/** A sunny day on the gateway's calendar (midnight from its zone: 22:00 UTC the day before in summer). */
export function powerDay(day = '2026-06-21'): PowerHistory {
  const midnight = dayBounds(zoneFromTz(TZ), day).from;
  return {
    gateway: 'sim',
    day,
    tz: TZ,
    resolution_s: 0,
    inverters: [
      {
        serial: '116180000001',
        name: 'Roof',
        strings: ['East', 'West'],
        points: bell(midnight, 800, 2),
        holes: [[midnight + 12 * 60 * MINUTE, midnight + (12 * 60 + 30) * MINUTE]],
      },
      {
        serial: '116180000002',
        name: 'Garage',
        strings: ['South 1', 'South 2'],
        points: bell(midnight, 400, 2),
        holes: [[midnight + 12 * 60 * MINUTE, midnight + (12 * 60 + 30) * MINUTE]],
      },
    ],
  };
}

/** One period's energy: the first inverter makes two thirds, each string half of its inverter's. */
export function energyRow(period: string, wh: number, extra: Partial<EnergyRow> = {}): EnergyRow {
  return {
    period,
    wh,
    max_w: wh / 6,
    repaired: false,
    glitches: 0,
    imported: false,
    inverters: {
      '116180000001': { wh: (wh * 2) / 3, max_w: wh / 9, strings_wh: [wh / 3, wh / 3] },
      '116180000002': { wh: wh / 3, max_w: wh / 18, strings_wh: [wh / 6, wh / 6] },
    },
    ...extra,
  };
}

/** June 2026 up to the 21st: day n makes 10 + n kWh, the 5th was corrected, the 9th was dull. */
export function energyJune(): EnergyHistory {
  const rows = Array.from({ length: 21 }, (_, index) => {
    const day = index + 1;
    const period = `2026-06-${String(day).padStart(2, '0')}`;
    return energyRow(
      period,
      day === 9 ? 2500 : (10 + day) * 1000,
      day === 5 ? { repaired: true, glitches: 1 } : day === 2 ? { imported: true } : {},
    );
  });
  return { gateway: 'sim', step: 'day', rows };
}

/**
 * The companion's energy route over June's fixture days: the rows from `from` to `to`, each scaled by
 * `share` (another gateway's part of the same days).
 */
export function energyAnswer(params: URLSearchParams, share = 1): Response {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const rows = energyJune()
    .rows.filter((row) => row.period >= from && row.period <= to)
    .map((row) => ({ ...row, wh: row.wh * share }));
  return Response.json({ gateway: params.get('gateway') ?? 'sim', step: params.get('step'), rows });
}

/** The companion's power route: the sunny fixture day on the day asked for. */
export const powerAnswer = (params: URLSearchParams): Response =>
  Response.json(powerDay(params.get('day') ?? ''));

export const HEALTH: HistoryHealth = {
  gateway: 'sim',
  days: 30,
  from: '2026-05-23',
  to: '2026-06-21',
  strings: [
    {
      serial: '116180000001',
      string: 1,
      name: 'East',
      wh_per_wp: 4.1,
      siblings_wh_per_wp: 4.1,
      ratio: 1,
      flag: null,
      wp: 400,
      wh: 0,
      earlier_ratio: 1,
    },
    {
      serial: '116180000001',
      string: 2,
      name: 'West',
      wh_per_wp: 4.0,
      siblings_wh_per_wp: 4.1,
      ratio: 0.98,
      flag: null,
      wp: 400,
      wh: 0,
      earlier_ratio: 1,
    },
    {
      serial: '116180000002',
      string: 2,
      name: 'South 2',
      wh_per_wp: 2.5,
      siblings_wh_per_wp: 4.05,
      ratio: 0.62,
      flag: 'low',
      wp: 400,
      wh: 0,
      earlier_ratio: 0.97,
    },
  ],
};

export interface FakeRequest {
  path: string;
  params: URLSearchParams;
  init: RequestInit | undefined;
}

/**
 * A fetch that answers the companion's calls from `routes` (path → JSON body or a Response), and
 * records every request. Anything else answers 404.
 */
export function fakeCompanion(routes: Record<string, unknown>) {
  const requests: FakeRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://127.0.0.1',
    );
    requests.push({ path: url.pathname, params: url.searchParams, init });
    await Promise.resolve();
    // "POST /path" answers that method only; a bare path answers every method.
    const answer = routes[`${init?.method ?? 'GET'} ${url.pathname}`] ?? routes[url.pathname];
    if (answer instanceof Response) return answer;
    if (typeof answer === 'function')
      return (answer as (params: URLSearchParams) => Response)(url.searchParams);
    if (answer === undefined)
      return new Response('{"type":"warning","message":"Not found","code":90001}', {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      });
    return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
  });
  return { fetch, requests };
}

/** A fake companion (see `fakeCompanion`) in place of the global fetch until the test's end. */
export function stubCompanion(routes: Record<string, unknown>): ReturnType<typeof fakeCompanion> {
  const fake = fakeCompanion(routes);
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

/**
 * What every test of a history screen needs: the strings loaded, a ResizeObserver, and after each test
 * the real fetch back and the companion asked afresh.
 */
export function setUpHistoryScreens(): void {
  beforeAll(async () => {
    await loadStrings();
    // Kept past each test: a chart may still be unmounting when the stubs are undone.
    globalThis.ResizeObserver = FixedResizeObserver;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetCompanionProbe();
  });
}

/** jsdom lays nothing out: charts keep their initial width. */
export class FixedResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
