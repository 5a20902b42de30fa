import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import type { GatewayProcess } from './gateway.ts';
import { NOON, liveGateway } from './live.ts';

let gateway: GatewayProcess;
test.beforeAll(async () => {
  gateway = await liveGateway(NOON, 1);
});
test.afterAll(async () => {
  await gateway.stop();
});

test('the power history survives a reload and downloads as CSV', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(gateway.url);
  await expect(page.getByTestId('inverter-header')).toContainText('Producing', { timeout: 30_000 });
  const open = page.getByRole('button', { name: 'Power history' });
  await open.click();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  const history = page.getByTestId('history');
  await expect(history.getByRole('img', { name: 'Power history' })).toBeVisible();
  await expect(history.getByRole('button', { name: 'Roof' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('daily-yields')).toContainText('kWh');

  // Reload with the live data cut off: what the chart shows now comes from the browser's storage.
  await page.routeWebSocket(/\/livedata$/, () => undefined);
  await page.route(/\/api\/livedata\/status\?inv=/, (route) => route.abort());
  await page.reload();
  await page.getByRole('button', { name: 'Power history' }).click();
  await expect(history.getByRole('img', { name: 'Power history' })).toBeVisible();
  await expect(history.getByRole('button', { name: 'Roof' })).toBeVisible();
  await history.getByRole('button', { name: 'Roof' }).click();
  await expect(history.getByRole('button', { name: 'Roof' })).toHaveAttribute('aria-pressed', 'false');

  const download = page.waitForEvent('download');
  await history.getByRole('button', { name: 'Download CSV' }).click();
  const file = await (await download).path();
  const lines = readFileSync(file, 'utf8').trim().split('\r\n');
  expect(lines[0]).toBe('time,total_W,Roof (116180123456)_W');
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(1))
    expect(line).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z,[\d.]+,[\d.]*$/);
});
