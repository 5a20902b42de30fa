// Helpers for the live-view specs: an emulator per spec with a chosen clock and fleet, logins, API calls.
import type { APIRequestContext, Page } from '@playwright/test';
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
