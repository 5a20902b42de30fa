import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import type { GatewayProcess } from './gateway.ts';
import { NOON, editInverter, liveGateway } from './live.ts';

let gateway: GatewayProcess;
test.beforeAll(async () => {
  gateway = await liveGateway(NOON, 1);
});
test.afterAll(async () => {
  await gateway.stop();
});
// These specs are about the history the browser keeps itself: what the app does on a bare gateway, whose
// firmware answers /api/x/info with its index.html (companion-api §0). The emulator records history like a
// companion, so here it is made to answer as the firmware would.
test.beforeEach(async ({ page }) => {
  await page.route(/\/api\/x\/info$/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>OpenDTU</title>' }),
  );
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
  expect(lines[0]).toBe('Time (UTC),Total power (W),Roof 116180123456 power (W)');
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(1))
    expect(line).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z,[\d.]+,[\d.]*$/);
});

test.describe('in a browser far from the gateway', () => {
  // The browser runs on New York time and today's date; the gateway on its own (21 June 2024, noon).
  test.use({ timezoneId: 'America/New_York' });

  test('the chart shows the gateway’s hours and day, zoomed to what was recorded, the whole day a click away', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto(gateway.url);
    await expect(page.getByTestId('inverter-header')).toContainText('Producing', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Power history' }).click();
    const history = page.getByTestId('history');
    await expect(history.getByTestId('history-note')).toHaveText(
      'This browser records the history only while this page is open. Times follow the gateway’s clock.',
    );
    // Half an hour around the gateway's noon, not a sliver of the browser's day.
    const span = history.getByTestId('chart-span');
    await expect(span).toHaveText(/^Shown: 1[12]:[0-5]\d – 12:[0-5]\d$/);
    const chart = history.getByRole('img', { name: 'Power history' });
    await expect(
      chart
        .locator('text')
        .filter({ hasText: /^12:\d\d$/ })
        .first(),
    ).toBeAttached();
    const wholeDay = history.getByRole('button', { name: 'Whole day' });
    await wholeDay.click();
    await expect(wholeDay).toHaveAttribute('aria-pressed', 'true');
    await expect(span).toHaveText('Shown: 00:00 – 24:00');
    await wholeDay.click();
    await expect(span).not.toHaveText('Shown: 00:00 – 24:00');
    // The day's yield is filed under the gateway's date.
    await expect(page.getByTestId('daily-yields')).toContainText('6/21/2024');
  });
});

test('a name that a spreadsheet would run as a formula is exported as plain text', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await editInverter(request, gateway, '116180123456', { name: '=1+2' });
  try {
    await page.goto(gateway.url);
    await expect(page.getByTestId('inverter-header')).toContainText('=1+2', { timeout: 30_000 });
    await expect(page.getByTestId('inverter-header')).toContainText('Producing', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Power history' }).click();
    const history = page.getByTestId('history');
    await expect(history.getByRole('button', { name: '=1+2' })).toBeVisible();
    const download = page.waitForEvent('download');
    await history.getByRole('button', { name: 'Download CSV' }).click();
    const lines = readFileSync(await (await download).path(), 'utf8').split('\r\n');
    expect(lines[0]).toBe("Time (UTC),Total power (W),'=1+2 116180123456 power (W)");
  } finally {
    await editInverter(request, gateway, '116180123456', { name: 'Roof' });
  }
});
