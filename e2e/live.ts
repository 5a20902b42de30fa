// Helpers for the live-view specs: an emulator per spec with a chosen clock and fleet, logins, API calls.
import type { APIRequestContext, Page } from '@playwright/test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGateway, type GatewayProcess, type GatewayStartOptions } from './gateway.ts';

/** Summer noon at the emulator's default site: every demo inverter produces. */
export const NOON = '2024-06-21T12:00:00+02:00';
/** A winter night: the inverters are off and stop answering. */
export const NIGHT = '2024-12-21T23:00:00+01:00';

export function liveGateway(
  clock: string,
  inverters: number,
  options: GatewayStartOptions = {},
): Promise<GatewayProcess> {
  return startGateway({
    ...options,
    args: ['--clock', clock, '--inverters', String(inverters), '--quiet', ...(options.args ?? [])],
  });
}

/** Stores the admin login before the app starts (as after a successful login). */
export async function logInOn(page: Page, gateway: GatewayProcess): Promise<void> {
  await page.addInitScript((password) => {
    localStorage.setItem('user', JSON.stringify({ authdata: btoa(`admin:${password}`) }));
  }, gateway.password);
}

function headers(gateway: GatewayProcess): Record<string, string> {
  return {
    'X-Requested-With': 'XMLHttpRequest',
    Authorization: `Basic ${Buffer.from(`admin:${gateway.password}`).toString('base64')}`,
  };
}

interface InverterSettings {
  serial: string;
  poll_enable: boolean;
  [field: string]: unknown;
}

/** Changes an inverter's settings through /api/inverter/edit, as the inverter settings screen does. */
export async function editInverter(
  request: APIRequestContext,
  gateway: GatewayProcess,
  serial: string,
  change: Partial<InverterSettings>,
): Promise<void> {
  const list = (await (
    await request.get(new URL('/api/inverter/list', gateway.url).href, { headers: headers(gateway) })
  ).json()) as { inverter: InverterSettings[] };
  const current = list.inverter.find((inverter) => inverter.serial === serial);
  if (!current) throw new Error(`No inverter ${serial}`);
  const answer = await request.post(new URL('/api/inverter/edit', gateway.url).href, {
    headers: headers(gateway),
    form: { data: JSON.stringify({ ...current, ...change }) },
  });
  const result = (await answer.json()) as { type: string };
  if (result.type !== 'success') throw new Error(`Edit refused: ${JSON.stringify(result)}`);
}

/** The demo inverters' serials and string counts, in the order `--inverters n` takes them. */
const DEMO_STRINGS: readonly (readonly [serial: string, strings: number])[] = [
  ['116180123456', 4],
  ['114490831375', 2],
];

/**
 * The live view at noon with Roof (4 strings) and Garage (2 strings) after decades on a big roof:
 * every string at 164,999.999 kWh, so strings, inverters and the plant all show six-digit yields
 * (989,999.994 kWh in total). The emulator reads the inverters' counters from `.emulator/energy.json`
 * of its data directory at start (packages/emulator README, "Energy counters"); the demo fleet keeps
 * counters it finds there. `stop()` also removes the data directory.
 */
export async function largeYieldGateway(): Promise<GatewayProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dtu-e2e-yield-'));
  const record = (strings: number) => ({
    totalWh: Array<number>(strings).fill(164_999_999),
    dayWh: Array<number>(strings).fill(0),
    localDay: -1,
    persistentLimit: 100,
    shownYieldDay: Array<number>(strings).fill(0),
    shownYieldTotal: Array<number>(strings).fill(164_999.999),
  });
  mkdirSync(join(dataDir, '.emulator'));
  writeFileSync(
    join(dataDir, '.emulator', 'energy.json'),
    JSON.stringify({
      format: 'dtu-web-sim-energy',
      version: 1,
      savedAtMs: Date.parse(NOON),
      inverters: Object.fromEntries(DEMO_STRINGS.map(([serial, strings]) => [serial, record(strings)])),
    }),
  );
  const gateway = await liveGateway(NOON, DEMO_STRINGS.length, { dataDir });
  return {
    ...gateway,
    stop: async () => {
      await gateway.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
